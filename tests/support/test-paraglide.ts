/**
 * Unit and API tests import Paraglide's messages compiled one module per language instead of one
 * module per message (the build's layout, kept for the browser's code splitting): the same message
 * functions, but a test file's import of the messages drops from about 1,400 modules to three
 * (tests/api took 147 s instead of 167 on a quiet machine). vitest.config.ts points `~/paraglide/` here and
 * tests/setup/paraglide.global.ts compiles it before the tests start.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** One folder per run's database port, so the runner test's nested run never rewrites the outer run's. */
export const testParaglideDir = () => resolve('node_modules/.cache', `paraglide-tests-${process.env.TEST_DB_PORT ?? 5544}`)

// In a child process: Paraglide's compiler leaves timers behind that would hold the test run open.
const COMPILE = `
const { compile } = await import('@inlang/paraglide-js')
const { paraglideOptions } = await import('./src/i18n/paraglide.options.ts')
await compile({ ...paraglideOptions, outdir: process.argv[1], outputStructure: 'locale-modules' })
process.exit(0)
`

/** What the compiled messages are made from: the messages, the project, the options, Paraglide's version. */
const INPUTS = [
  'messages/fr.json',
  'messages/ar.json',
  'project.inlang/settings.json',
  'src/i18n/paraglide.options.ts',
  'node_modules/@inlang/paraglide-js/package.json',
]

const inputsHash = () => INPUTS.reduce((hash, file) => hash.update(file).update(readFileSync(file)), createHash('sha256')).digest('hex')

/** Compiles the messages, unless the folder already holds them compiled from these very inputs (seconds of `npm run test:fast`). */
export function compileTestMessages(): void {
  const stamp = resolve(testParaglideDir(), '.inputs-sha256')
  const hash = inputsHash()
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', COMPILE, testParaglideDir()], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`Compiling the messages for the tests failed (exit ${result.status})`)
  writeFileSync(stamp, hash)
}
