/**
 * Sign-in with an outside provider (design check 12), end to end against a local OpenID Connect
 * provider (tests/support/oidc-provider.ts): the Shop API in process, better-auth's state cookie,
 * the provider's redirect, better-auth's callback and the shop's `/oauth/finish`. Every attack
 * must end on the storefront's `/oauth` page with an `error`, with no session and no account
 * taken over.
 */
import { and, count, eq } from 'drizzle-orm'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { accounts, sessions, users } from '~/api/db/schema'
import { registerThroughLink } from './auth-helpers'
import { useOwnSettings } from './own-settings'
import { type Misbehaviour, type OidcUser, startOidcProvider } from '../support/oidc-provider'

const SITE = 'http://shop.test'
const CLIENT_ID = 'shop-test-client'
const CLIENT_SECRET = 'shop-test-secret-0123456789'

// appConfig() reads the environment once, so the provider and the settings come before the app.
const provider = await startOidcProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET })
useOwnSettings({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, GOOGLE_ISSUER: provider.issuer, PUBLIC_SITE_URL: SITE })
const { useTestDatabase } = await import('./test-database')
const { publicConfig, parseConfig } = await import('#app-config')
const { db, api } = await useTestDatabase()

afterAll(async () => {
  await provider.close()
})
afterEach(() => provider.reset())

let counter = 0
function googleUser(overrides: Partial<OidcUser> = {}): OidcUser {
  counter += 1
  return {
    sub: `google-subject-${counter}-${Math.random().toString(36).slice(2)}`,
    email: `oauth-${counter}-${Math.random().toString(36).slice(2)}@example.test`,
    email_verified: true,
    given_name: 'Yasmine',
    family_name: 'Benali',
    ...overrides,
  }
}

/** A browser: its own cookies for the shop, and no cookies for the provider (it needs none). */
class Browser {
  readonly cookies = new Map<string, string>()
  private readonly ip = `10.9.${Math.floor(++counter / 250)}.${counter % 250}`

  /** A request to the shop (a path or a full address on the shop's site). */
  async shop(target: string, init: RequestInit = {}) {
    const url = new URL(target, SITE)
    expect(url.origin).toBe(SITE)
    const headers = new Headers(init.headers)
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await api.request(`${url.pathname}${url.search}`, { ...init, headers }, { clientIp: this.ip })
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(pair.indexOf('=') + 1)
      if (!value || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  /** `GET /api/oauth/google`: the address of the provider's authorization page (`null`: no return path). */
  async start(redirect: string | null = '/espace', lang = 'fr') {
    const query = new URLSearchParams({ lang })
    if (redirect !== null) query.set('redirect', redirect)
    const response = await this.shop(`/api/oauth/google?${query}`)
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location')!)
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/authorize`)
    return location
  }
}

/** The provider's authorization page: back to the shop's callback with a code for `user`. */
async function authorize(authorizationUrl: URL, user: OidcUser) {
  provider.signInAs(user)
  const response = await fetch(authorizationUrl, { redirect: 'manual' })
  expect(response.status).toBe(302)
  const callback = new URL(response.headers.get('location')!)
  expect(`${callback.origin}${callback.pathname}`).toBe(`${SITE}/api/auth/callback/google`)
  return callback
}

/** The whole redirect dance in one browser; the final address better-auth sends it to. */
async function signIn(browser: Browser, user: OidcUser, redirect: string | null = '/espace') {
  const callback = await authorize(await browser.start(redirect), user)
  return finalLocation(await browser.shop(callback.toString()))
}

function finalLocation(response: Response) {
  expect(response.status).toBe(302)
  return new URL(response.headers.get('location')!)
}

/** better-auth's session cookie, as the storefront's `/oauth` page reads it (decoded). */
function sessionCookie(browser: Browser) {
  const value = browser.cookies.get('shop-auth.session_token')
  return value === undefined ? undefined : decodeURIComponent(value)
}

async function finish(browser: Browser, locale = 'fr') {
  return browser.shop(`/api/${locale}/oauth/finish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session: sessionCookie(browser) ?? 'none' }),
  })
}

async function me(token: string) {
  const response = await api.request('/api/fr/user', { headers: { authorization: `Bearer ${token}` } })
  return (await response.json()).data
}

async function tableSizes() {
  const [[s], [u], [a]] = await Promise.all([
    db.select({ n: count() }).from(sessions),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(accounts),
  ])
  return { sessions: s!.n, users: u!.n, accounts: a!.n }
}

/**
 * An existing customer with a password, registered through the e-mail link (which verifies the
 * address), or, unverified, as the customers registered before the link existed.
 */
async function existingCustomer({ emailVerified }: { emailVerified: boolean }) {
  const email = `existing-${++counter}-${Math.random().toString(36).slice(2)}@example.test`
  await registerThroughLink(api, db, { email, password: 'Eau-de-source-2026' })
  const [user] = await db.update(users).set({ emailVerified }).where(eq(users.email, email)).returning()
  return user!
}

/** The refusal every attack must end with: the storefront's /oauth page with an error. */
function expectRefused(location: URL, error?: string | RegExp) {
  expect(location.origin).toBe(SITE)
  expect(location.pathname).toBe('/oauth')
  expect(location.searchParams.get('error')).toBeTruthy()
  if (error) expect(location.searchParams.get('error')).toMatch(error)
}

/** better-auth logs each refusal with console.error; expected here, so kept out of the failure hook. */
function expectErrorLogs() {
  vi.spyOn(console, 'error').mockImplementation(() => {})
}

describe('sign-in with the OpenID provider', () => {
  it('signs a new customer in: state, PKCE (S256) and nonce sent, session handed to the shop', async () => {
    const browser = new Browser()
    const user = googleUser()
    const before = await tableSizes()

    const authorizationUrl = await browser.start('/espace')
    expect(authorizationUrl.searchParams.get('client_id')).toBe(CLIENT_ID)
    expect(authorizationUrl.searchParams.get('redirect_uri')).toBe(`${SITE}/api/auth/callback/google`)
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorizationUrl.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(authorizationUrl.searchParams.get('state')!.length).toBeGreaterThanOrEqual(32)
    expect(authorizationUrl.searchParams.get('nonce')!.length).toBeGreaterThanOrEqual(32)
    expect(authorizationUrl.searchParams.get('scope')!.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']))
    expect(browser.cookies.has('shop-auth.state')).toBe(true)

    const callback = await authorize(authorizationUrl, user)
    const location = finalLocation(await browser.shop(callback.toString()))
    expect(location.toString()).toBe(`${SITE}/oauth?redirect=%2Fespace`)
    expect(browser.cookies.has('shop-auth.session_token')).toBe(true)
    // The state is used up: the cookie is cleared.
    expect(browser.cookies.has('shop-auth.state')).toBe(false)

    const finished = await finish(browser)
    expect(finished.status).toBe(200)
    const body = (await finished.json()).data
    expect(body.user).toMatchObject({ email: user.email, first_name: 'Yasmine', last_name: 'Benali' })
    expect(await me(body.token)).toMatchObject({ email: user.email, first_name: 'Yasmine', last_name: 'Benali' })

    const [customer] = await db.select().from(users).where(eq(users.email, user.email))
    expect(customer!.emailVerified).toBe(true)
    const linked = await db.select().from(accounts).where(eq(accounts.userId, customer!.id))
    expect(linked.map((account) => [account.providerId, account.accountId])).toEqual([['google', user.sub]])
    expect(await tableSizes()).toEqual({ sessions: before.sessions + 1, users: before.users + 1, accounts: before.accounts + 1 })
  })

  it('signs the same customer in again by the provider subject, without a second account', async () => {
    const user = googleUser()
    const first = new Browser()
    await signIn(first, user)
    const firstToken = (await (await finish(first)).json()).data.token as string
    const before = await tableSizes()

    const second = new Browser()
    const location = await signIn(second, { ...user, given_name: 'Autre' })
    expect(location.pathname).toBe('/oauth')
    expect(location.searchParams.get('error')).toBeNull()
    const secondToken = (await (await finish(second)).json()).data.token as string
    expect(secondToken).not.toBe(firstToken)
    expect((await me(secondToken)).email).toBe(user.email)
    expect(await tableSizes()).toEqual({ ...before, sessions: before.sessions + 1 })
  })

  it('starts in Arabic on the Arabic storefront', async () => {
    const browser = new Browser()
    const location = await signIn(browser, googleUser(), null)
    expect(location.toString()).toBe(`${SITE}/oauth?redirect=%2F`)
    const arabic = new Browser()
    const callback = await authorize(await arabic.start('/panier', 'ar'), googleUser())
    expect(finalLocation(await arabic.shop(callback.toString())).toString()).toBe(`${SITE}/ar/oauth?redirect=%2Fpanier`)
  })

  it('refuses to finish without a valid better-auth session cookie', async () => {
    const browser = new Browser()
    await signIn(browser, googleUser())
    const raw = sessionCookie(browser)!
    const token = raw.slice(0, raw.lastIndexOf('.'))
    for (const session of ['nonsense', token, `${token}.forged-signature`]) {
      const response = await browser.shop('/api/fr/oauth/finish', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session }),
      })
      expect(response.status, session).toBe(400)
    }
  })

  it('refuses, without a 500, a session that cannot even be a cookie (found by the fuzzer, check 13)', async () => {
    const browser = new Browser()
    await signIn(browser, googleUser())
    const raw = sessionCookie(browser)!
    // Letters beyond Latin-1, CR/LF (a second header), NUL, a cookie separator: a valid cookie around them changes nothing.
    for (const session of ['سيدي', '😀', `${raw}\r\nx-injected: 1`, `${raw}\u0000`, `${raw}; other=1`, `${raw} `, '']) {
      const response = await browser.shop('/api/ar/oauth/finish', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session }),
      })
      expect(response.status, JSON.stringify(session)).toBe(400)
      expect((await response.json()).message).toMatch(/[\u0600-\u06FF]/)
    }
    // The real cookie still works afterwards.
    expect((await finish(browser)).status).toBe(200)
  })
})

describe('attacks on the callback (check 12): refused, no session, nothing taken over', () => {
  it('refuses a callback without state', async () => {
    expectErrorLogs()
    const browser = new Browser()
    const callback = await authorize(await browser.start(), googleUser())
    callback.searchParams.delete('state')
    const before = await tableSizes()
    expectRefused(finalLocation(await browser.shop(callback.toString())), 'state_not_found')
    expect(await tableSizes()).toEqual(before)
    expect(browser.cookies.has('shop-auth.session_token')).toBe(false)
  })

  it('refuses a made-up state', async () => {
    expectErrorLogs()
    const browser = new Browser()
    const callback = await authorize(await browser.start(), googleUser())
    callback.searchParams.set('state', 'a'.repeat(32))
    const before = await tableSizes()
    expectRefused(finalLocation(await browser.shop(callback.toString())), /state/)
    expect(await tableSizes()).toEqual(before)
  })

  it("refuses another browser's state and code (login CSRF): the victim's browser is not signed in as the attacker", async () => {
    expectErrorLogs()
    const attacker = new Browser()
    const attackerCallback = await authorize(await attacker.start(), googleUser({ given_name: 'Attacker' }))
    // The victim started a sign-in of their own (so has a state cookie of their own), or none at all.
    const victim = new Browser()
    await victim.start()
    const stranger = new Browser()
    const before = await tableSizes()
    expectRefused(finalLocation(await victim.shop(attackerCallback.toString())), /state/)
    expectRefused(finalLocation(await stranger.shop(attackerCallback.toString())), /state/)
    expect(victim.cookies.has('shop-auth.session_token')).toBe(false)
    expect(stranger.cookies.has('shop-auth.session_token')).toBe(false)
    expect(await tableSizes()).toEqual(before)
  })

  it("refuses a stolen code put into another flow: PKCE stops it at the provider's token endpoint", async () => {
    expectErrorLogs()
    const victimUser = googleUser()
    const victim = new Browser()
    const stolen = await authorize(await victim.start(), victimUser)
    const attacker = new Browser()
    const own = await authorize(await attacker.start(), googleUser())
    own.searchParams.set('code', stolen.searchParams.get('code')!)
    const before = await tableSizes()
    expectRefused(finalLocation(await attacker.shop(own.toString())), 'invalid_code')
    expect(provider.refusals).toEqual(['pkce'])
    expect(attacker.cookies.has('shop-auth.session_token')).toBe(false)
    expect(await db.select().from(users).where(eq(users.email, victimUser.email))).toHaveLength(0)
    expect(await tableSizes()).toEqual(before)
  })

  // ID tokens claiming the e-mail of an existing customer with a verified e-mail, so only the
  // token checks stand between the attacker and the account.
  const badTokens: Array<[string, Misbehaviour]> = [
    ['for another client (wrong aud)', { audience: 'someone-elses-client' }],
    ['from another issuer (wrong iss)', { issuer: 'https://evil.example' }],
    ['expired', { expired: true }],
    ['signed by another key', { otherKey: true }],
    ['without the nonce of this flow', { dropNonce: true }],
    ['unsigned (alg none)', { unsigned: true }],
  ]
  it.each(badTokens)('refuses an ID token %s', async (_name, misbehaviour) => {
    expectErrorLogs()
    const victim = await existingCustomer({ emailVerified: true })
    provider.misbehave(misbehaviour)
    const attacker = new Browser()
    const before = await tableSizes()
    const location = await signIn(attacker, googleUser({ email: victim.email, email_verified: true }))
    expectRefused(location, 'unable_to_get_user_info')
    expect(attacker.cookies.has('shop-auth.session_token')).toBe(false)
    expect(
      await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.userId, victim.id), eq(accounts.providerId, 'google'))),
    ).toHaveLength(0)
    expect(await tableSizes()).toEqual(before)
  })

  it.each([true, false])(
    'refuses an unverified e-mail that matches an existing password account (its own e-mail verified: %s)',
    async (emailVerified) => {
      expectErrorLogs()
      const victim = await existingCustomer({ emailVerified })
      const before = await tableSizes()
      const attacker = new Browser()
      expectRefused(await signIn(attacker, googleUser({ email: victim.email.toUpperCase(), email_verified: false })), 'account_not_linked')
      expect(attacker.cookies.has('shop-auth.session_token')).toBe(false)
      expect(await db.select().from(accounts).where(eq(accounts.userId, victim.id))).toHaveLength(1)
      expect(await db.select().from(sessions).where(eq(sessions.userId, victim.id))).toHaveLength(1)
      expect(await tableSizes()).toEqual(before)
    },
  )

  it('does not link a verified provider e-mail to an account whose own e-mail was never verified (pre-registered by someone else)', async () => {
    expectErrorLogs()
    // Whoever registered with a password may not own the address: linking would let them in later.
    const registered = await existingCustomer({ emailVerified: false })
    const before = await tableSizes()
    const browser = new Browser()
    expectRefused(await signIn(browser, googleUser({ email: registered.email, email_verified: true })), 'account_not_linked')
    expect(await tableSizes()).toEqual(before)
  })

  it('links a verified provider e-mail to the customer with that verified e-mail', async () => {
    const customer = await existingCustomer({ emailVerified: true })
    const before = await tableSizes()
    const user = googleUser({ email: customer.email, given_name: 'Autre', family_name: 'Nom' })
    const browser = new Browser()
    const location = await signIn(browser, user)
    expect(location.toString()).toBe(`${SITE}/oauth?redirect=%2Fespace`)
    const body = (await (await finish(browser)).json()).data
    expect(body.user).toMatchObject({ email: customer.email, first_name: 'Salma', last_name: 'Idrissi' })
    const linked = await db.select().from(accounts).where(eq(accounts.userId, customer.id))
    expect(linked.map((account) => account.providerId).sort()).toEqual(['credential', 'google'])
    expect(await tableSizes()).toEqual({ sessions: before.sessions + 1, users: before.users, accounts: before.accounts + 1 })
  })

  const openRedirects = [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    '/\r\nSet-Cookie:x=1',
  ]
  it.each(openRedirects)('keeps the return path %j on the shop (becomes /)', async (redirect) => {
    const browser = new Browser()
    const location = await signIn(browser, googleUser(), redirect)
    expect(location.origin).toBe(SITE)
    expect(location.pathname).toBe('/oauth')
    expect(location.searchParams.get('redirect')).toBe('/')
  })

  it('keeps the return path on the shop when the sign-in fails too', async () => {
    expectErrorLogs()
    provider.misbehave({ expired: true })
    const location = await signIn(new Browser(), googleUser(), '//evil.example')
    expectRefused(location)
    expect(location.searchParams.get('redirect')).toBe('/')
  })
})

describe('providers', () => {
  it('answers 404 for an unknown provider', async () => {
    const response = await new Browser().shop('/api/oauth/unknown?lang=fr')
    expect(response.status).toBe(404)
    expect(response.headers.get('location')).toBeNull()
  })

  it('lists Google only when its keys are set', () => {
    expect(publicConfig().signInProviders).toEqual(['google'])
    expect(publicConfig(parseConfig({ PUBLIC_SITE_URL: SITE })).signInProviders).toEqual([])
  })

  it('without Google keys, the start address answers 404', async () => {
    vi.stubEnv('GOOGLE_CLIENT_ID', '')
    vi.stubEnv('GOOGLE_CLIENT_SECRET', '')
    vi.resetModules()
    const fresh = await import('~/api/app')
    const bare = fresh.createApiApp(() => Promise.resolve(db))
    expect((await bare.request('/api/oauth/google?lang=fr')).status).toBe(404)
  })
})

describe('the second factor (docs/decisions/0060): signing in with Google never bypasses it', () => {
  const sessionsOf = (userId: number) => db.$count(sessions, eq(sessions.userId, userId))

  it('makes no session for an account with a second factor, linked or not, nor for a team member', async () => {
    expectErrorLogs()
    for (const values of [{ twoFactorEnabled: true }, { role: 'staff' as const }, { role: 'admin' as const, twoFactorEnabled: true }]) {
      const customer = await existingCustomer({ emailVerified: true })
      await db.update(users).set(values).where(eq(users.id, customer.id))
      const user = googleUser({ email: customer.email })
      const before = await sessionsOf(customer.id)

      // Linked by the verified e-mail the first time, by the provider's subject the next: refused both times.
      for (let attempt = 0; attempt < 2; attempt++) {
        const browser = new Browser()
        // The storefront's /oauth page tells them to sign in with their password and code.
        expectRefused(await signIn(browser, user), 'unable_to_create_session')
        expect(sessionCookie(browser)).toBeUndefined()
        expect((await finish(browser)).status).toBe(400)
      }
      expect(await sessionsOf(customer.id)).toBe(before)
    }
  })

  it('refuses at the finish a session the callback made before the account got a second factor', async () => {
    const user = googleUser()
    const browser = new Browser()
    expect((await signIn(browser, user)).searchParams.get('error')).toBeNull()
    const [customer] = await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.email, user.email)).returning()
    const finished = await finish(browser)
    expect(finished.status).toBe(400)
    expect((await finished.json()).message).toMatch(/mot de passe et son code/)
    expect(await sessionsOf(customer!.id)).toBe(0)
  })
})
