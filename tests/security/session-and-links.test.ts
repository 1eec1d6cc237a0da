/**
 * Session tokens and the cookies that carry them, and reset and registration links built from
 * the configured site address, never from the request's headers.
 */
import { describe, expect, it, vi } from 'vitest'
import { customerWithPassword, linkToken, newAddress, post, uniqueEmail } from '../api/auth-helpers'

// The settings a test changes (cookies, proxy), over the pinned configuration; and the cookies
// the storefront's server code sets, caught where Start would send them.
const state = vi.hoisted(() => ({
  settings: {} as Record<string, unknown>,
  cookies: [] as Array<{ name: string; value: string; options: Record<string, unknown> }>,
}))
vi.mock('#app-config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#app-config')>()
  return { ...actual, appConfig: () => ({ ...actual.appConfig(), ...state.settings }) }
})
vi.mock('@tanstack/react-start/server', () => ({
  setCookie: (name: string, value: string, options: Record<string, unknown>) => state.cookies.push({ name, value, options }),
  getCookie: () => undefined,
  deleteCookie: () => {},
}))

const { appConfig } = await import('#app-config')
const { shopAuth } = await import('~/api/auth/auth')
const { setSessionCookies } = await import('~/upstream/session-cookies.server')
const { useTestDatabase } = await import('../api/test-database')
const { db, api, connectAgain } = await useTestDatabase()

const PASSWORD = 'Eau-de-source-2026'

/** Runs the calls at most `width` at a time (the shop hashes a few passwords at once). */
async function inBatches<T>(count: number, width: number, call: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = []
  for (let start = 0; start < count; start += width) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, offset) => call(start + offset)))))
  }
  return results
}

describe('check 8: session tokens', () => {
  it('check 8: 200 sign-ins give 200 distinct tokens of at least 128 random bits, without shared prefixes or skewed characters', async () => {
    const { email } = await customerWithPassword(db, PASSWORD)
    const tokens = await inBatches(200, 8, async () => {
      const response = await post(api, '/api/fr/login', { email, password: PASSWORD })
      expect(response.status).toBe(200)
      return (await response.json()).data.token as string
    })
    expect(new Set(tokens).size).toBe(200)
    const alphabet = new Set(tokens.join(''))
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/)
      // Bits of the shortest token over the characters seen: 32 of 62 characters is about 190.
      expect(token.length * Math.log2(alphabet.size)).toBeGreaterThanOrEqual(128)
    }
    // Sorted, neighbours share the longest prefixes there are: random tokens share a few characters.
    const sorted = [...tokens].sort()
    const shared = sorted.slice(1).map((token, index) => {
      let length = 0
      while (token[length] === sorted[index]![length]) length++
      return length
    })
    expect(Math.max(...shared)).toBeLessThanOrEqual(5)
    // Every character about as frequent as the others (chi-square, far above chance on a fair draw).
    const counts = new Map<string, number>()
    for (const character of tokens.join('')) counts.set(character, (counts.get(character) ?? 0) + 1)
    const expected = tokens.join('').length / alphabet.size
    const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0)
    expect(alphabet.size).toBeGreaterThanOrEqual(60)
    expect(chiSquare).toBeLessThan(3 * alphabet.size)
  }, 120_000)
})

describe('check 8: session cookies', () => {
  const byName = (name: string) => state.cookies.find((cookie) => cookie.name === name)!.options
  const session = { token: 'a'.repeat(32), expires_at: new Date(Date.now() + 60_000).toISOString(), user: { id: 1, first_name: 'Salma' } }

  it('check 8: the storefront keeps the session HttpOnly and SameSite always, Secure when COOKIE_SECURE=true', () => {
    for (const secure of [false, true]) {
      state.cookies.length = 0
      state.settings = { COOKIE_SECURE: secure }
      setSessionCookies(session as Parameters<typeof setSessionCookies>[0])
      expect(byName('token')).toMatchObject({ httpOnly: true, sameSite: 'lax', secure, path: '/' })
      expect(byName('XSRF-TOKEN')).toMatchObject({ httpOnly: false, sameSite: 'lax', secure })
      expect(byName('user')).toMatchObject({ sameSite: 'lax', secure })
    }
    state.settings = { COOKIE_SECURE: true, COOKIE_CROSS_ORIGIN: true }
    state.cookies.length = 0
    setSessionCookies(session as Parameters<typeof setSessionCookies>[0])
    expect(byName('token')).toMatchObject({ httpOnly: true, sameSite: 'none', secure: true })
    state.settings = {}
  })

  it("check 8: better-auth's session cookie (outside sign-ins) is HttpOnly and SameSite=Lax, Secure and __Secure- with COOKIE_SECURE=true", async () => {
    const { email } = await customerWithPassword(db, PASSWORD)
    for (const secure of [false, true]) {
      const auth = await shopAuth(connectAgain(1), { ...appConfig(), COOKIE_SECURE: secure })
      const response = await auth.api.signInEmail({ body: { email, password: PASSWORD }, asResponse: true })
      expect(response.status).toBe(200)
      const cookie = response.headers.getSetCookie().find((line) => line.includes('shop-auth.session_token='))!
      expect(cookie.startsWith(secure ? '__Secure-shop-auth.session_token=' : 'shop-auth.session_token=')).toBe(true)
      expect(cookie).toMatch(/;\s*HttpOnly/i)
      expect(cookie).toMatch(/;\s*SameSite=Lax/i)
      expect(/;\s*Secure/i.test(cookie)).toBe(secure)
    }
  })
})

describe('check 10: links in e-mails', () => {
  const forged = {
    host: 'evil.test',
    'x-forwarded-host': 'evil.test',
    'x-forwarded-proto': 'https',
    forwarded: 'host=evil.test;proto=https',
  }

  it('check 10: a reset asked with a forged Host and X-Forwarded-Host links to PUBLIC_SITE_URL, even behind a trusted proxy', async () => {
    state.settings = { TRUST_PROXY: true }
    try {
      const { email } = await customerWithPassword(db, PASSWORD)
      const response = await api.request(
        'http://evil.test/api/ar/forgot-password',
        { method: 'POST', headers: { 'content-type': 'application/json', ...forged }, body: JSON.stringify({ email }) },
        { clientIp: newAddress() },
      )
      expect(response.status).toBe(200)
      const token = await linkToken(db, email, 'reset-password')
      const { text } = (await db.query.emailOutbox.findFirst({ where: (mail, { eq }) => eq(mail.toAddress, email) }))!
      expect(text).toContain(`${appConfig().PUBLIC_SITE_URL}/ar/reset-password?token=${encodeURIComponent(token)}`)
      expect(text).not.toContain('evil.test')
    } finally {
      state.settings = {}
    }
  })

  it('check 10: so is a registration link', async () => {
    const email = uniqueEmail()
    const response = await post(api, '/api/fr/register', { first_name: 'Salma', last_name: 'Idrissi', email }, { headers: forged })
    expect(response.status).toBe(200)
    const token = await linkToken(db, email, 'registration')
    const { text } = (await db.query.emailOutbox.findFirst({ where: (mail, { eq }) => eq(mail.toAddress, email) }))!
    expect(text).toContain(`${appConfig().PUBLIC_SITE_URL}/registration?token=${encodeURIComponent(token)}`)
    expect(text).not.toContain('evil.test')
    // Its delivery runs after the answer: let it finish before the database goes.
    await vi.waitFor(async () => {
      const mail = await db.query.emailOutbox.findFirst({ where: (row, { eq }) => eq(row.toAddress, email) })
      expect(mail?.status).toBe('sent')
    })
  })
})
