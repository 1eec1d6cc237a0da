/**
 * The Shop API's OpenAPI document, as the server serves it, linted by Redocly CLI with the
 * recommended rules and the project's own (redocly.yaml): no error and no warning; the problems
 * accepted on purpose are named in .redocly.lint-ignore.yaml (docs/decisions/0055).
 */
import { execFile } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { createApiApp } from '~/api/app'

/** Where the ignore file expects the document (also kept there to read after a failure). */
const DOCUMENT = 'reports/openapi.json'
const REDOCLY = 'node_modules/@redocly/cli/bin/cli.js'

type Problem = { ruleId: string; severity: 'error' | 'warn'; message: string; location: { pointer: string }[] }
type Lint = { totals: { errors: number; warnings: number; ignored: number }; problems: Problem[] }

/** Redocly's JSON report; it exits 1 when it finds an error, which is an answer here, not a failure. */
function lint(file: string): Promise<Lint> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [REDOCLY, 'lint', file, '--config=redocly.yaml', '--format=json', '--max-problems=1000'],
      { env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 20_000_000 },
      (error, stdout, stderr) => {
        try {
          resolve(JSON.parse(stdout) as Lint)
        } catch {
          reject(new Error(`redocly lint gave no report (${error?.message ?? 'no error'}):\n${stderr}`))
        }
      },
    )
  })
}

const listed = (problems: Problem[]) =>
  problems.map((problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`).join('\n')

// The document the server answers at /api/openapi.json; building it reads no database.
const api = createApiApp(() => Promise.reject(new Error('the document needs no database')))
const document = (await (await api.request('/api/openapi.json')).json()) as {
  paths: Record<string, Record<string, { operationId?: string }>>
  components: { schemas: Record<string, { type?: string | string[]; anyOf?: { type?: string }[] }> }
}
await mkdir('reports', { recursive: true })

describe('the OpenAPI document under Redocly CLI', () => {
  it('lints without an error or a warning', { timeout: 60_000 }, async () => {
    await writeFile(DOCUMENT, JSON.stringify(document, null, 2))
    const report = await lint(DOCUMENT)
    expect(listed(report.problems)).toBe('')
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
    // Each problem named in the ignore file is still there: none is named for nothing.
    const named = (await readFile('.redocly.lint-ignore.yaml', 'utf8')).match(/^\s+- '#\//gm) ?? []
    expect(report.totals.ignored).toBe(named.length)
  })

  it('fails a document with an operation its client could not name', { timeout: 60_000 }, async () => {
    const broken = structuredClone(document)
    delete broken.paths['/api/{locale}/save-cart']!.post!.operationId
    const file = 'reports/openapi-without-an-operation-id.json'
    await writeFile(file, JSON.stringify(broken))
    const report = await lint(file)
    expect(report.problems).toContainEqual(
      expect.objectContaining({
        ruleId: 'operation-operationId',
        severity: 'error',
        location: [expect.objectContaining({ pointer: '#/paths/~1api~1{locale}~1save-cart/post/operationId' })],
      }),
    )
  })

  // Valid OpenAPI, but false: a schema made nullable where one use allows null reads "or null" to
  // a client at every other use (contract/common.ts `orNull`).
  it('names no schema that is null in itself', () => {
    const nullable = Object.entries(document.components.schemas)
      .filter(([, schema]) => [schema.type ?? []].flat().includes('null') || schema.anyOf?.some((each) => each.type === 'null'))
      .map(([name]) => name)
    expect(nullable).toEqual([])
  })
})
