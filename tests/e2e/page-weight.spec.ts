import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import type { BrowserContext, Response } from '@playwright/test'
import { CLIENT_CHUNKS_REPORT, type ClientChunks } from '~/lib/client-chunks.vite'
import { ROUTE_PAGES } from './accessibility-routes'
import { expect, test, waitForHydration } from './fixtures'

/**
 * The phone's first load stays as light as it was made (issue 42, docs/decisions/0090), counted as
 * a real browser loads it: every same-origin script the page loads until it has hydrated and the
 * network is quiet, each compressed with brotli at quality 11 (what `npm run benchmark` counts),
 * summed. The minimal TanStack Start page of scripts/minimal-start, built with the same packages,
 * loads 93.7 KB so (the minimal page with TanStack Query added as the shop uses it: 102.8 KB);
 * docs/benchmarks.md has both beside the shop's pages.
 *
 * Re-adding one contract import to a storefront component (the header, say) brings zod's classic
 * API and the contract's schemas back into every page (tried with one constant of the cart's contract in
 * the header: `/` went from 141.9 to 165.9 KB), and this test names the page,
 * its weight and the files.
 */
/** What the built shop serves as files. */
const PUBLIC_DIR = '.output/public'

const BUDGET_KB: Record<string, number> = {
  '/': 143.5,
  '/ar': 143.5,
  '/catalogue': 148,
  '/ar/catalogue': 148,
  '/produit/1-sidi-ali-1-5l': 144,
  '/ar/produit/1-sidi-ali-1-5l': 144,
}

/**
 * A script's size in brotli 11: the build's own `.br` file beside it (Nitro compresses the public
 * assets at quality 11, the same bytes), or the body compressed here when the build kept none. Brotli
 * 11 of the hydration chunk takes about a second on these cores, and every page loads it.
 */
const brotliBytes = (path: string, body: Buffer) => {
  const compressedByTheBuild = join(PUBLIC_DIR, `${path}.br`)
  return existsSync(compressedByTheBuild)
    ? statSync(compressedByTheBuild).size
    : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
}
const kB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/**
 * The scripts a page loads until hydrated and idle, in a page of its own: path → brotli bytes (or
 * their raw bytes when only which files is asked: `{ weigh: false }`).
 */
async function scriptsLoaded(context: BrowserContext, origin: string, path: string, { weigh = true } = {}) {
  const page = await context.newPage()
  const pending: Promise<void>[] = []
  const scripts = new Map<string, number>()
  const onResponse = (response: Response) => {
    const url = new URL(response.url())
    if (response.request().resourceType() !== 'script' || !response.ok() || url.origin !== origin) return
    pending.push(response.body().then((body) => void scripts.set(url.pathname, weigh ? brotliBytes(url.pathname, body) : body.length)))
  }
  page.on('response', onResponse)
  await page.goto(path)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  // What loads until the page is idle is counted. A script answered later (a link's preload) is not,
  // and its body must not be asked of the page once closed: that failed a fresh clone's run.
  page.off('response', onResponse)
  await Promise.all(pending)
  await page.close()
  return scripts
}

test.describe('page weight', () => {
  for (const [path, budget] of Object.entries(BUDGET_KB)) {
    test(`${path} loads at most ${budget} KB of JavaScript (brotli)`, async ({ context, baseURL }) => {
      const scripts = await scriptsLoaded(context, new URL(baseURL!).origin, path)
      const total = kB([...scripts.values()].reduce((sum, bytes) => sum + bytes, 0))
      const files = [...scripts].sort((a, b) => b[1] - a[1]).map(([file, bytes]) => `${file} ${kB(bytes)} KB`)
      expect(
        total,
        `${path}: ${total} KB of JavaScript in ${scripts.size} files (budget ${budget} KB):\n${files.join('\n')}`,
      ).toBeLessThanOrEqual(budget)
    })
  }
})

/** The build's own list of what each script holds (src/lib/client-chunks.vite.ts). */
const chunks = (): ClientChunks => JSON.parse(readFileSync(CLIENT_CHUNKS_REPORT, 'utf8')) as ClientChunks

/** OpenAPI tooling: the server's alone (the browser's build gets plain zod for @hono/zod-openapi). */
const OPENAPI_CODE = /node_modules\/(@hono\/zod-openapi|@asteasolutions\/zod-to-openapi)\//

/**
 * The back office's code: its features, its page kit and its routes' pages. The back office's route
 * definitions are part of the route tree, which every page loads whole, so the few modules they read
 * (their URL search readers and a role's home page) are theirs and allowed.
 */
const BACK_OFFICE_CODE = /^src\/(features\/back-office\/|ui\/admin\/|routes\/gestion\/.*\?tsr-split)/
const ROUTE_TREE_PART = /^src\/features\/back-office\/(.*-search\.ts|orders\/order-selection\.ts|staff\/role-home\.ts)$/

test('no script of the browser build holds OpenAPI tooling', () => {
  const found = Object.entries(chunks()).flatMap(([file, { modules }]) =>
    modules.filter((id) => OPENAPI_CODE.test(id)).map((id) => `${file}: ${id}`),
  )
  expect(found, 'the OpenAPI tooling in the browser build').toEqual([])
  // Nor anything of the API's OpenAPI document: no `.openapi(…)` call (its descriptions), no module of that
  // name. Plain zod's own JSON Schema writer names one of its targets `openapi-3.0`: that is zod, not the API's.
  const mentions = Object.keys(chunks()).filter((file) => /openapi(?!-3\.0`)/i.test(readFileSync(join(PUBLIC_DIR, file), 'utf8')))
  expect(mentions, 'browser scripts that mention OpenAPI').toEqual([])
})

/** Every storefront page a visitor opens without signing in, from the accessibility test's list. */
const STOREFRONT_PAGES = Object.values(ROUTE_PAGES)
  .flatMap((visits) => (typeof visits === 'string' ? [] : visits))
  .filter(([who, path]) => (who === 'shopper' || who === 'visitor') && !path.includes(':'))
  .map(([, path]) => path)

test('no storefront page loads a back-office module', async ({ context, baseURL }) => {
  // About fifteen pages, each loaded until hydrated and idle: 2 minutes were short beside the whole suite.
  test.setTimeout(300_000)
  const report = chunks()
  const found: string[] = []
  for (const path of STOREFRONT_PAGES) {
    for (const file of (await scriptsLoaded(context, new URL(baseURL!).origin, path, { weigh: false })).keys()) {
      const modules = report[file]?.modules ?? []
      for (const id of modules) if (BACK_OFFICE_CODE.test(id) && !ROUTE_TREE_PART.test(id)) found.push(`${path} → ${file}: ${id}`)
    }
  }
  expect(found, 'back-office modules loaded by storefront pages').toEqual([])
})
