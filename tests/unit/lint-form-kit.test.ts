/**
 * A form's controls are the form kit's (docs/decisions/0097): a raw `<input>`, `<select>` or
 * `<textarea>` outside src/ui/form fails `npm run lint` (eslint.config.js), in the storefront's
 * features and in the back office's (where the DataTable rule stands beside it); the kit's own
 * and its bare controls do not. The probes are linted as text, never written to disk.
 */
import { describe, expect, it } from 'vitest'
import { handWrittenTable, rulesBroken } from './lint-probe'

const raw = (element: string) => ['export function Probe() {', `  return <${element} aria-label="Quantité" />`, '}', ''].join('\n')

describe('the form kit rule', { timeout: 60_000 }, () => {
  it('refuses a raw <input>, <select> or <textarea> in a feature, a route or src/ui', async () => {
    for (const element of ['input', 'select', 'textarea']) {
      expect(await rulesBroken('src/features/cart/components/probe.tsx', raw(element))).toContain('no-restricted-syntax')
    }
    expect(await rulesBroken('src/routes/_shop/probe.tsx', raw('input'))).toContain('no-restricted-syntax')
    expect(await rulesBroken('src/ui/admin/probe.tsx', raw('input'))).toContain('no-restricted-syntax')
  })

  it('refuses one in the back office too, where a hand-written <table> is still refused', async () => {
    expect(await rulesBroken('src/features/back-office/vouchers/components/probe.tsx', raw('input'))).toContain('no-restricted-syntax')
    expect(await rulesBroken('src/features/back-office/vouchers/components/probe.tsx', handWrittenTable)).toContain('no-restricted-syntax')
  })

  it('accepts the kit’s bare controls in a feature, and the raw element inside the kit', async () => {
    const screen = [
      "import { TextControl } from '~/ui/form/controls'",
      'export function Probe({ value, onChange }: { value: string; onChange: (value: string) => void }) {',
      '  return <TextControl aria-label="Quantité" value={value} onValueChange={onChange} />',
      '}',
      '',
    ].join('\n')
    expect(await rulesBroken('src/features/cart/components/probe.tsx', screen)).toEqual([])
    expect(await rulesBroken('src/ui/form/probe.tsx', raw('input'))).toEqual([])
  })
})
