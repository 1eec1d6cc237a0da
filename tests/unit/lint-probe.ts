/**
 * The lint rules' own tests lint a probe: code placed, as text, where a rule applies (never written
 * to disk), through the project's eslint.config.js as `npm run lint` runs it.
 */
import { ESLint } from 'eslint'

// The cycle rule has its own test (import-cycles.test.ts): here it would walk the whole import
// graph from each probe, which nothing imports, for seconds of the fast tier.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } })

/** The errors `npm run lint` would report for `code` at `filePath`. */
export async function lintErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((message) => message.severity === 2)
}

/** The rules those errors come from (a message where none is named, as for a parse error). */
export async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  return (await lintErrors(filePath, code)).map((message) => message.ruleId ?? message.message)
}

/** A hand-written `<table>`: the back office's lists are the kit's DataTable. */
export const handWrittenTable = [
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
