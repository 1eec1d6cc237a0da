/**
 * A back-office list is the kit's DataTable (docs/decisions/0067): a hand-written `<table>` in a
 * back-office screen fails `npm run lint` (eslint.config.js), the kit's own does not. The probes
 * are linted as text, never written to disk.
 */
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => message.ruleId ?? message.message)
}

const handWritten = [
  'export function Probe() {',
  '  return (',
  '    <table>',
  '      <tbody>',
  '        <tr>',
  '          <td>1</td>',
  '        </tr>',
  '      </tbody>',
  '    </table>',
  '  )',
  '}',
  '',
].join('\n')

describe('the back-office kit rule', { timeout: 60_000 }, () => {
  it('refuses a hand-written <table> in a back-office screen or route', async () => {
    expect(await rulesBroken('src/features/back-office/vouchers/components/probe.tsx', handWritten)).toContain('no-restricted-syntax')
    expect(await rulesBroken('src/routes/gestion/probe.tsx', handWritten)).toContain('no-restricted-syntax')
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
    expect(await rulesBroken('src/ui/admin/probe.tsx', handWritten)).toEqual([])
  })
})
