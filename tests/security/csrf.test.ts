/**
 * Check 7 on every state-changing request, through the built server (`npm test` builds first):
 * each POST server function of the storefront and of the back office (listed from the sources,
 * found in the build's manifest) and each POST route of the Shop API (listed from its OpenAPI
 * document). A call without `X-XSRF-TOKEN`, with another session's, by GET, as a `text/plain`
 * form, or from another site is refused, and nothing in the database changes (every table: the
 * back office's too); the same call done right goes through. The back office's functions are
 * called with a signed-in admin's cookies, so that nothing but the token could stop them (issue 32).
 */
import type { ChildProcess } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/api/db/schema'
import { xsrfTokenFor } from '~/upstream/session-cookies.server'
import { customerWithPassword } from '../api/auth-helpers'
import { useTestDatabase } from '../api/test-database'
import { exitCode, startShop } from '../support/shop-process'

const { url, db } = await useTestDatabase()
const PORT = 3277
const origin = `http://127.0.0.1:${PORT}`
let shop: ChildProcess

type ServerFunction = { id: string; backOffice: boolean }

/** `name → id` of every server function the sources declare with `method: 'POST'`, and whether it is the back office's. */
async function postServerFunctions(): Promise<Map<string, ServerFunction>> {
  const names: [string, boolean][] = []
  for (const entry of await readdir('src/features', { recursive: true })) {
    if (!entry.endsWith('.functions.ts')) continue
    const source = await readFile(`src/features/${entry}`, 'utf8')
    const backOffice = entry.startsWith('back-office')
    names.push(
      ...[...source.matchAll(/export const (\w+) = createServerFn\(\{ method: 'POST' \}\)/g)].map(
        (match) => [match[1]!, backOffice] as [string, boolean],
      ),
    )
  }
  const built = await readFile('.output/server/_ssr/ssr.mjs', 'utf8')
  const ids = new Map(
    [...built.matchAll(/"([0-9a-f]{64})": \{\s*functionName: "(\w+)_createServerFn_handler"/g)].map((match) => [match[2]!, match[1]!]),
  )
  return new Map(names.map(([name, backOffice]) => [name, { id: ids.get(name) ?? `missing:${name}`, backOffice }]))
}

/**
 * What a forged call could change: every row of every table of the shop (the back office's
 * catalogue, prices, rules, stock, vouchers, pages, audit log included), as text. The sign-in
 * throttle's counters are left out: they count the test's own sign-ins, not a forged write.
 */
async function everything(): Promise<string> {
  const listed = await db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE 'rate_limit%' ORDER BY tablename`,
  )
  const tables = listed.rows.map((row) => String((row as { tablename: string }).tablename))
  expect(tables).toEqual(expect.arrayContaining(['audit_log', 'products', 'vouchers', 'checkout_settings', 'content_pages', 'users']))
  const rows = await Promise.all(
    tables.map((table) =>
      db.execute(sql.raw(`SELECT * FROM "${table}" ORDER BY 1`)).then((result) => `${table}: ${JSON.stringify(result.rows)}`),
    ),
  )
  return rows.join('\n')
}

const PASSWORD = 'Eau-de-source-2026'
type Signed = { token: string; cookie: string; xsrf: string }
let customer: Signed
let admin: Signed
let other: { token: string }

const cookiesOf = (token: string): Signed => ({
  token,
  xsrf: xsrfTokenFor(token),
  cookie: `token=${token}; XSRF-TOKEN=${xsrfTokenFor(token)}; user=1`,
})

/** An account signed in through the built server (an admin when `role` says so): its session token. */
async function signedIn(role?: 'admin'): Promise<string> {
  const { id, email } = await customerWithPassword(db, PASSWORD)
  if (role) await db.update(users).set({ role }).where(eq(users.id, id))
  const answer = await fetch(`${origin}/api/fr/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  expect(answer.status).toBe(200)
  return (await answer.json()).data.token as string
}

beforeAll(async () => {
  shop = await startShop({ port: PORT, env: { DATABASE_URL: url } })
  customer = cookiesOf(await signedIn())
  admin = cookiesOf(await signedIn('admin'))
  other = { token: await signedIn() }
}, 90_000)
afterAll(async () => {
  shop.kill('SIGTERM')
  await exitCode(shop)
})

/** What Start's client posts for `{ data: {} }` (seroval's JSON): the input is checked after the middleware. */
const EMPTY_INPUT = '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":10,"i":1,"p":{"k":[],"v":[]},"o":0}]},"o":0},"f":127,"m":[]}'
/** The mark Start's client puts on every call: without it the edge refuses the call before Start (400). */
const marked = { 'x-tsr-serverfn': 'true' }
const sameSite = { 'sec-fetch-site': 'same-origin', origin, ...marked }
const call = (id: string, init: { method?: string; headers?: Record<string, string>; body?: string }) =>
  fetch(`${origin}/_serverFn/${id}`, { method: init.method ?? 'POST', headers: init.headers, body: init.body, redirect: 'manual' })

describe('check 7: CSRF on every state-changing server function', { timeout: 120_000 }, () => {
  it('refuses each forged call and changes nothing', async () => {
    const functions = await postServerFunctions()
    expect(functions.size).toBeGreaterThanOrEqual(20)
    expect([...functions.values()].filter((each) => each.backOffice).length).toBeGreaterThanOrEqual(20)
    const before = await everything()
    const json = { 'content-type': 'application/json' }
    for (const [name, { id, backOffice }] of functions) {
      expect(id, `${name} is in the build`).toMatch(/^[0-9a-f]{64}$/)
      // The back office's writes as the admin: their role lets them through, only the token may stop them.
      const session = backOffice ? admin : customer
      const body = EMPTY_INPUT
      const forged: Array<[string, Promise<Response>]> = [
        ['no X-XSRF-TOKEN', call(id, { headers: { ...sameSite, ...json, cookie: session.cookie }, body })],
        [
          "another session's token",
          call(id, { headers: { ...sameSite, ...json, cookie: session.cookie, 'x-xsrf-token': xsrfTokenFor(other.token) }, body }),
        ],
        [
          'a text/plain form from another site',
          call(id, {
            headers: {
              ...marked,
              'content-type': 'text/plain',
              origin: 'https://evil.example',
              'sec-fetch-site': 'cross-site',
              cookie: session.cookie,
            },
            body,
          }),
        ],
        [
          // A kit form's post without scripts carries no mark (docs/decisions/0054): Start's origin check refuses it.
          'a url-encoded form from another site',
          call(id, {
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              origin: 'https://evil.example',
              'sec-fetch-site': 'cross-site',
              cookie: session.cookie,
            },
            body: 'email=csrf%40example.test&password=x',
          }),
        ],
        [
          'another site, token and all',
          call(id, {
            headers: {
              ...marked,
              ...json,
              origin: 'https://evil.example',
              'sec-fetch-site': 'cross-site',
              cookie: session.cookie,
              'x-xsrf-token': session.xsrf,
            },
            body,
          }),
        ],
        [
          'a sibling site',
          call(id, {
            headers: {
              ...marked,
              ...json,
              origin: 'https://shop.evil.example',
              'sec-fetch-site': 'same-site',
              cookie: session.cookie,
              'x-xsrf-token': session.xsrf,
            },
            body,
          }),
        ],
        [
          'a visitor from another site',
          call(id, { headers: { ...marked, ...json, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, body }),
        ],
      ]
      for (const [attack, answer] of forged) {
        // The image and catalogue-file uploads are gated before Start sees them
        // (src/server/image-upload-gate.ts): without a session, that gate's 401 comes first; it refuses just as well.
        const gated = name === 'uploadImageFn' || name === 'importFileFn'
        const refusal = gated && attack === 'a visitor from another site' ? 401 : 403
        expect((await answer).status, `${name}: ${attack}`).toBe(refusal)
      }
      // GET instead of POST: the function is not run (Start answers it as a refusal, never a 2xx).
      const byGet = await call(id, { method: 'GET', headers: { ...sameSite, cookie: session.cookie, 'x-xsrf-token': session.xsrf } })
      expect(byGet.status, `${name}: GET`).toBeGreaterThanOrEqual(400)
      expect(byGet.status, `${name}: GET`).toBeLessThan(500)
    }
    expect(await everything()).toBe(before)

    // The same call done right goes through: signing out with the session's own token ends it.
    const signOut = functions.get('signOutFn')!.id
    const done = await call(signOut, {
      headers: { ...sameSite, ...json, cookie: customer.cookie, 'x-xsrf-token': customer.xsrf },
      body: EMPTY_INPUT,
    })
    expect(done.status).toBeLessThan(400)
    expect(await everything()).not.toBe(before)

    // The back office's calls done right pass the guard (their empty input is refused after it, never with 403).
    for (const [name, { id }] of [...functions].filter(([, each]) => each.backOffice)) {
      const right = await call(id, {
        headers: { ...sameSite, ...json, cookie: admin.cookie, 'x-xsrf-token': admin.xsrf },
        body: EMPTY_INPUT,
      })
      expect(right.status, `${name}: the admin's own token`).not.toBe(403)
    }
  })
})

describe('check 7: CSRF on every state-changing route of the Shop API', { timeout: 60_000 }, () => {
  it('refuses form-like bodies from another site or without an origin, and GET instead of POST; nothing changes', async () => {
    const document = await (await fetch(`${origin}/api/openapi.json`)).json()
    const concrete = (path: string) => `/api${path.replace('{locale}', 'fr').replace(/\{[^}]+\}/g, 'x1')}`
    const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>)
    const posts = operations.filter(([, methods]) => 'post' in methods).map(([path]) => concrete(path))
    const postOnly = new Set(operations.filter(([, methods]) => !('get' in methods)).map(([path]) => concrete(path)))
    expect(posts.length).toBeGreaterThanOrEqual(15)
    const before = await everything()
    const body = JSON.stringify({ email: 'csrf-form@example.test', password: 'Eau-de-source-2026', first_name: 'A', last_name: 'B' })
    for (const path of posts) {
      for (const headers of <Record<string, string>[]>[
        { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
        { 'content-type': 'text/plain' },
      ]) {
        const answer = await fetch(`${origin}${path}`, { method: 'POST', headers, body })
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(403)
      }
      if (postOnly.has(path)) expect((await fetch(`${origin}${path}`)).status, `GET ${path}`).toBe(404)
    }
    expect(await everything()).toBe(before)
  })
})
