/**
 * A back-office list is the kit's DataTable (docs/decisions/0067): a hand-written `<table>` in a
 * back-office screen fails `npm run lint` (eslint.config.js), the kit's own does not. The probes
 * are linted as text, never written to disk.
 */
import { describe, expect, it } from 'vitest'
import { handWrittenTable, rulesBroken } from './lint-probe'

describe('the back-office kit rule', { timeout: 60_000 }, () => {
  it('refuses a hand-written <table> in a back-office screen or route', async () => {
    expect(await rulesBroken('src/features/back-office/vouchers/components/probe.tsx', handWrittenTable)).toContain('no-restricted-syntax')
    expect(await rulesBroken('src/routes/gestion/probe.tsx', handWrittenTable)).toContain('no-restricted-syntax')
  })

  it('accepts the kit’s DataTable in a screen, and the kit’s own <table>', async () => {
    const screen = [
      "import { DataTable } from '~/ui/admin/data-table'",
      'export function Probe() {',
      '  return <DataTable label="Bons" data={[]} columns={[]} getRowId={() => \'\'} empty="Aucun" />',
      '}',
      '',
    ].join('\n')
    expect(await rulesBroken('src/features/back-office/vouchers/components/probe.tsx', screen)).toEqual([])
    expect(await rulesBroken('src/ui/admin/probe.tsx', handWrittenTable)).toEqual([])
  })
})
