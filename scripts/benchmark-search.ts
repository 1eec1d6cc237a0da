/**
 * `npm run benchmark:search`: how fast the catalogue's search answers on a large catalogue (issue
 * 20: suggestions p99 ≤ 30 ms, full search p99 ≤ 50 ms on 5,000 products). Run it on a database
 * that `npm run seed:large` filled, for example:
 *
 *   EMBEDDED_DB_DIR=data/bench EMBEDDED_DB_PORT=5590 npm run seed:large
 *   EMBEDDED_DB_DIR=data/bench EMBEDDED_DB_PORT=5590 npm run benchmark:search
 *
 * Every query a shopper might type (prefixes letter by letter, typos, Arabic, pack sizes, synonyms)
 * goes through the Shop API in process (validation, SQL, JSON; no answer cache) as suggestions and
 * as the catalogue's first page; each warmed up, then timed. It prints p50, p95 and p99 over all
 * queries of a kind against the targets, then PostgreSQL's plan of the search for a few of them,
 * which must read the trigram index. A figure, not a test: it fails only when a plan does not.
 */
import { sql } from 'drizzle-orm'
import { ConfigError } from '../app.config'
import { createApiApp } from '../src/api/app'
import { closeDatabase, database } from '../src/api/db/database'
import { searchMatchSql, searchText } from '../src/api/services/catalogue/catalogue-search'

const RUNS = 15
const WARM_UP = 3
const TARGETS = { suggestions: 30, search: 50 }
const INDEX = 'products_search_document_trgm_idx'

const typedLetterByLetter = (text: string) => Array.from({ length: [...text].length - 1 }, (_, n) => [...text].slice(0, n + 2).join(''))
const QUERIES = [
  ...typedLetterByLetter('sidi ali'),
  ...typedLetterByLetter('oulmes'),
  ...typedLetterByLetter('bonbonne'),
  ...typedLetterByLetter('سيدي علي'),
  ...typedLetterByLetter('والماس'),
  'oulmess',
  'bonbone',
  'sidi alli',
  'orangnia',
  'eau minerale plate',
  'ain atlas 1,5',
  '6x1,5',
  '6 × 1 L',
  'jug',
  'fontaine',
  'سيدى',
  'اولماس',
  'عين أطلس',
  'مياه معدنية',
  'LOAD-00042',
  'xqzwvk',
]

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!

let exitCode = 0
try {
  const db = await database()
  const [{ count }] = (await db.execute(sql`select count(*)::int as count from products where is_active`)).rows as [{ count: number }]
  if (count < 5000) console.warn(`Only ${count} products: run npm run seed:large first for meaningful figures.`)
  const [city] = (await db.execute(sql`select id from cities where is_default`)).rows as [{ id: number }]
  if (!city) throw new ConfigError('No cities in this database: run npm run seed:large (on the demo shop) first.')
  const api = createApiApp(() => Promise.resolve(db))
  const paths = {
    suggestions: (q: string, locale: string) => `/api/${locale}/${city.id}/search-suggestions?q=${encodeURIComponent(q)}`,
    search: (q: string, locale: string) => `/api/${locale}/${city.id}/products?q=${encodeURIComponent(q)}`,
  }
  console.log(`Search on ${count} active products: ${QUERIES.length} queries × 2 languages, ${RUNS} runs each (ms)`)
  console.log(`${'kind'.padEnd(12)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}  target p99`)
  const slowest: Record<string, [number, string]> = {}
  const perQuery: [string, number][] = []
  for (const kind of ['suggestions', 'search'] as const) {
    const times: number[] = []
    for (const q of QUERIES) {
      for (const locale of ['fr', 'ar']) {
        const own: number[] = []
        for (let run = 0; run < WARM_UP + RUNS; run++) {
          const started = performance.now()
          const response = await api.request(paths[kind](q, locale))
          await response.arrayBuffer()
          if (response.status !== 200) throw new Error(`${paths[kind](q, locale)} answered ${response.status}`)
          const took = performance.now() - started
          if (run < WARM_UP) continue
          times.push(took)
          own.push(took)
          if (took > (slowest[kind]?.[0] ?? 0)) slowest[kind] = [took, `${locale} ${JSON.stringify(q)}`]
        }
        own.sort((a, b) => a - b)
        perQuery.push([`${kind} ${locale} ${JSON.stringify(q)}`, percentile(own, 0.5)])
      }
    }
    times.sort((a, b) => a - b)
    const [p50, p95, p99] = [0.5, 0.95, 0.99].map((share) => percentile(times, share))
    const figures = [p50!, p95!, p99!, times.at(-1)!].map((value) => value.toFixed(1).padStart(7)).join(' ')
    console.log(`${kind.padEnd(12)} ${figures}  ≤ ${TARGETS[kind]} ${p99! <= TARGETS[kind] ? 'met' : 'NOT MET'}`)
  }
  for (const [kind, [took, query]] of Object.entries(slowest)) console.log(`slowest ${kind}: ${took.toFixed(1)} ms for ${query}`)
  console.log('\nSlowest queries by their own p50 (ms):')
  for (const [query, p50] of perQuery.sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${p50.toFixed(1).padStart(7)}  ${query}`)

  for (const q of ['sidi', 'oulmess', 'سيدى', '6x1,5', 'bonbone']) {
    const plan = await db.execute<{ 'QUERY PLAN': string }>(
      sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT id FROM products WHERE is_active AND ${searchMatchSql(await searchText(db, q))}`,
    )
    const lines = plan.rows.map((row) => row['QUERY PLAN'])
    console.log(`\nEXPLAIN ${JSON.stringify(q)}:\n${lines.join('\n')}`)
    if (!lines.some((line) => line.includes(INDEX))) {
      console.error(`The search for ${JSON.stringify(q)} did not read ${INDEX}.`)
      exitCode = 1
    }
  }
} catch (error) {
  exitCode = 1
  console.error(error instanceof ConfigError ? error.message : error)
} finally {
  await closeDatabase().catch(() => {})
}
process.exit(exitCode)
