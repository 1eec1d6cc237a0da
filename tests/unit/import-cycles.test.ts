/**
 * Import cycles fail `npm run lint` (docs/decisions/0068): ESLint's import-x/no-cycle for a cycle
 * of values, reading `~/` paths and .tsx files as the TypeScript resolver does, and
 * dependency-cruiser's no-circular for one that runs through type-only imports, which import-x
 * skips. Each case plants its own two files in a fresh folder inside src/ (the rules read the
 * imported file from disk), removed afterwards.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })
const PROBE_PREFIX = 'cycle-probe-'
const planted: string[] = []
afterAll(() => Promise.all(planted.map((folder) => rm(folder, { recursive: true, force: true }))))
// A run stopped halfway leaves its probes, whose cycle would then fail `npm run lint`.
beforeAll(async () => {
  const left = (await readdir('src')).filter((name) => name.startsWith(PROBE_PREFIX))
  await Promise.all(left.map((name) => rm(path.join('src', name), { recursive: true, force: true })))
})

/** Writes the files into a new folder under src/; `{dir}` in a file's code is that folder's `~/` path. */
async function plant(files: Record<string, string>): Promise<{ folder: string; paths: string[] }> {
  const folder = await mkdtemp(path.join(process.cwd(), 'src', PROBE_PREFIX))
  planted.push(folder)
  const alias = `~/${path.basename(folder)}`
  const paths = await Promise.all(
    Object.entries(files).map(async ([name, code]) => {
      const file = path.join(folder, name)
      await writeFile(file, code.replaceAll('{dir}', alias))
      return file
    }),
  )
  return { folder, paths }
}

async function eslintRulesBroken(paths: string[]): Promise<string[]> {
  const results = await eslint.lintFiles(paths)
  return results.flatMap((result) =>
    result.messages.filter((message) => message.severity === 2).map((message) => message.ruleId ?? message.message),
  )
}

/** dependency-cruiser with the project's configuration, as `npm run lint` runs it: the rules it finds broken. */
function cruiserRulesBroken(folder: string): Promise<string[]> {
  const args = ['--config', '.dependency-cruiser.mjs', '--output-type', 'json', path.relative(process.cwd(), folder)]
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/depcruise', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    let errors = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (errors += chunk))
    child.on('error', reject)
    child.on('close', () => {
      try {
        const report = JSON.parse(output) as { summary: { violations: { rule: { name: string } }[] } }
        resolve(report.summary.violations.map((violation) => violation.rule.name))
      } catch {
        reject(new Error(`depcruise printed no report: ${errors || output}`))
      }
    })
  })
}

const valueCycle = {
  'team-page.tsx':
    "import { NewStaffForm } from '{dir}/new-staff-form'\nexport const roleLabel = (role: string) => role\nexport const TeamPage = () => <NewStaffForm />\n",
  'new-staff-form.tsx': "import { roleLabel } from './team-page'\nexport const NewStaffForm = () => <p>{roleLabel('admin')}</p>\n",
}

// The first lint loads the TypeScript import resolver: seconds on a cold machine.
describe('import cycles', { timeout: 60_000 }, () => {
  it('ESLint refuses a cycle of values, through a `~/` path and .tsx files', async () => {
    const { paths } = await plant(valueCycle)
    expect(await eslintRulesBroken(paths)).toContain('import-x/no-cycle')
  })

  it('ESLint accepts the same files without the cycle', async () => {
    const { paths } = await plant({
      ...valueCycle,
      'new-staff-form.tsx': "export const NewStaffForm = () => <p>{'admin'}</p>\n",
    })
    expect(await eslintRulesBroken(paths)).toEqual([])
  })

  it('dependency-cruiser refuses a cycle made of type-only imports, and accepts it broken', async () => {
    const typeCycle = {
      'require-staff.ts':
        "import type { ApiEnv } from '{dir}/env'\nexport type StaffMember = { id: number }\nexport const env = (value: ApiEnv) => value\n",
      'env.ts': "import type { StaffMember } from './require-staff'\nexport type ApiEnv = { staff?: StaffMember }\n",
    }
    const cycle = await plant(typeCycle)
    expect(await cruiserRulesBroken(cycle.folder)).toContain('no-circular')
    const broken = await plant({ ...typeCycle, 'env.ts': 'export type ApiEnv = { staff?: { id: number } }\n' })
    expect(await cruiserRulesBroken(broken.folder)).toEqual([])
  })
})
