import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { hashToken, resetIdentifier } from '../../src/api/auth/token-hash'
import { accounts, emailOutbox, sessions, users, verifications } from '../../src/api/db/schema'
import { useTestDatabase } from './test-database'

const { db, api } = await useTestDatabase()

let addressCounter = 0
/** Each test its own client address, so the per-address limits do not leak between tests. */
const newAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`

function post(path: string, body: unknown, { token, ip = newAddress() }: { token?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  return api.request(path, { method: 'POST', headers, body: JSON.stringify(body) }, { clientIp: ip })
}

const uniqueEmail = () => `auth-${Math.random().toString(36).slice(2)}@example.test`
const PASSWORD = 'Eau-de-source-2026'

async function register(email = uniqueEmail(), password = PASSWORD) {
  const response = await post('/api/fr/register', { first_name: 'Salma', last_name: 'Idrissi', email, password })
  expect(response.status).toBe(200)
  const body = await response.json()
  return { email, token: body.data.token as string, body }
}

async function latestEmailTo(address: string) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(sql`${emailOutbox.id} desc`).limit(1)
  return row
}

describe('registration and sign-in', () => {
  it('registers, signs in with a new token each time, and signs out on the server', async () => {
    const { email, token, body } = await register()
    expect(body.data.user).toMatchObject({ email, first_name: 'Salma', last_name: 'Idrissi', points: 0 })
    expect(token.length).toBeGreaterThanOrEqual(32)
    const [user] = await db.select().from(users).where(eq(users.email, email))
    const [credential] = await db.select().from(accounts).where(eq(accounts.userId, user!.id))
    // argon2id with OWASP's parameters, never the password itself.
    expect(credential!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)

    const signIn = await post('/api/ar/login', { email: email.toUpperCase(), password: PASSWORD })
    expect(signIn.status).toBe(200)
    const second = (await signIn.json()).data.token as string
    expect(second).not.toBe(token)

    const me = await api.request('/api/fr/user', { headers: { authorization: `Bearer ${second}` } })
    expect((await me.json()).data.email).toBe(email)

    expect((await post('/api/logout', {}, { token: second })).status).toBe(200)
    expect(await db.select().from(sessions).where(eq(sessions.token, hashToken(second)))).toHaveLength(0)
    const after = await api.request('/api/fr/user', { headers: { authorization: `Bearer ${second}` } })
    expect((await after.json()).data).toBeNull()
    // The first session is still alive: sign-out ends only its own.
    expect(await db.select().from(sessions).where(eq(sessions.token, hashToken(token)))).toHaveLength(1)
  })

  it('answers the same for an unknown e-mail and a wrong password, in the request language', async () => {
    const { email } = await register()
    const wrong = await post('/api/fr/login', { email, password: 'not-the-password' })
    const unknown = await post('/api/fr/login', { email: uniqueEmail(), password: 'not-the-password' })
    expect(wrong.status).toBe(400)
    expect(unknown.status).toBe(400)
    expect(await wrong.json()).toEqual(await unknown.json())
    const arabic = await (await post('/api/ar/login', { email, password: 'nope-nope' })).json()
    expect(arabic.message).toMatch(/[\u0600-\u06FF]/)
  })

  it('refuses bad fields with a message under each field', async () => {
    const response = await post('/api/fr/register', { first_name: '', last_name: 'X', email: 'not-an-email', password: 'short' })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.data.errors.first_name[0]).toBe('Indiquez votre prénom.')
    expect(body.data.errors.email[0]).toBe('Cette adresse e-mail n’est pas valide.')
    expect(body.data.errors.password[0]).toBe('Le mot de passe doit contenir au moins 8 caractères.')
    expect(await db.select().from(users).where(eq(users.email, 'not-an-email'))).toHaveLength(0)
  })

  it('refuses common passwords, accepts 64 characters and more without truncation, answers 400 to oversized input', async () => {
    const common = await post('/api/ar/register', { first_name: 'A', last_name: 'B', email: uniqueEmail(), password: 'azerty123' })
    expect(common.status).toBe(400)
    expect((await common.json()).data.errors.password[0]).toMatch(/[\u0600-\u06FF]/)

    const long = 'ماء-'.repeat(20) + 'source'.repeat(10) // 140 characters, Arabic and Latin
    const { email } = await register(uniqueEmail(), long)
    expect((await post('/api/fr/login', { email, password: long })).status).toBe(200)
    // One character less is another password: nothing was cut.
    expect((await post('/api/fr/login', { email, password: long.slice(0, -1) })).status).toBe(400)

    const oversized = await post('/api/fr/login', { email, password: 'x'.repeat(5000) })
    expect(oversized.status).toBe(400)
  })

  it('refuses a second account on the same e-mail and tells its owner by e-mail', async () => {
    const { email } = await register()
    const again = await post('/api/fr/register', { first_name: 'Autre', last_name: 'Personne', email: email.toUpperCase(), password: 'Une-autre-phrase-2026' })
    expect(again.status).toBe(400)
    expect((await again.json()).data.errors.email[0]).toMatch(/existe déjà/)
    expect((await latestEmailTo(email))?.subject).toBe('Tentative de création de compte')
  })
})

describe('password reset', () => {
  async function requestLink(email: string, locale = 'fr') {
    const response = await post(`/api/${locale}/forgot-password`, { email })
    expect(response.status).toBe(200)
    return (await response.json()).message as string
  }
  const tokenOf = (text: string) => /reset-password\?token=([^\s]+)/.exec(text)?.[1]

  it('sends a single-use link that a newer one replaces, with the same answer for unknown e-mails', async () => {
    const { email, token: session } = await register()
    expect(await requestLink(email)).toBe(await requestLink(uniqueEmail()))
    const first = tokenOf((await latestEmailTo(email))!.text)!
    await requestLink(email, 'ar')
    const mail = (await latestEmailTo(email))!
    expect(mail.locale).toBe('ar')
    expect(mail.text).toContain('http://127.0.0.1:3000/ar/reset-password?token=')
    const second = tokenOf(mail.text)!
    expect(second).not.toBe(first)

    const replaced = await post('/api/fr/reset-password', { token: decodeURIComponent(first), password: 'Nouvelle-source-2026' })
    expect(replaced.status).toBe(400)
    expect((await replaced.json()).message).toMatch(/plus valable/)

    const used = await post('/api/fr/reset-password', { token: decodeURIComponent(second), password: 'Nouvelle-source-2026' })
    expect(used.status).toBe(200)
    // Every session ended; the new password works, the old does not; the link works once.
    expect(await db.select().from(sessions).where(eq(sessions.token, hashToken(session)))).toHaveLength(0)
    expect((await post('/api/fr/login', { email, password: 'Nouvelle-source-2026' })).status).toBe(200)
    expect((await post('/api/fr/login', { email, password: PASSWORD })).status).toBe(400)
    expect((await post('/api/fr/reset-password', { token: decodeURIComponent(second), password: 'Encore-une-autre-2026' })).status).toBe(400)
  })

  it('refuses an expired link', async () => {
    const { email } = await register()
    await requestLink(email)
    const token = decodeURIComponent(tokenOf((await latestEmailTo(email))!.text)!)
    await db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verifications.identifier, resetIdentifier(token)))
    expect((await post('/api/fr/reset-password', { token, password: 'Nouvelle-source-2026' })).status).toBe(400)
  })
})

describe('password change', () => {
  it('needs the current password, gives a new session and ends every other one', async () => {
    const { email, token: first } = await register()
    const other = (await (await post('/api/fr/login', { email, password: PASSWORD })).json()).data.token
    const wrong = await post('/api/fr/change-password', { current_password: 'wrong-one', new_password: 'Nouvelle-source-2026' }, { token: first })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).data.errors.current_password[0]).toBe('Le mot de passe actuel est incorrect.')

    const changed = await post('/api/fr/change-password', { current_password: PASSWORD, new_password: 'Nouvelle-source-2026' }, { token: first })
    expect(changed.status).toBe(200)
    const next = (await changed.json()).data.token
    expect(next).not.toBe(first)
    const [user] = await db.select().from(users).where(eq(users.email, email))
    const left = await db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, user!.id))
    // The database holds hashes only (docs/decisions/0023).
    expect(left.map((row) => row.token)).toEqual([hashToken(next)])
    expect(left.map((row) => row.token)).not.toContain(hashToken(other))
  })

  it('is refused without a session', async () => {
    const response = await post('/api/fr/change-password', { current_password: PASSWORD, new_password: 'Nouvelle-source-2026' })
    expect(response.status).toBe(401)
  })
})

describe('attempt limits', () => {
  it('throttles one account from many addresses, and lets the real customer reset', async () => {
    const { email } = await register()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 12; attempt++) statuses.push((await post('/api/fr/login', { email, password: `wrong-${attempt}` })).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
    expect(statuses.slice(10)).toEqual([429, 429])
    const blocked = await post('/api/fr/login', { email, password: PASSWORD })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await post('/api/fr/forgot-password', { email })).status).toBe(200)
  })

  it('lets only the allowed number of 50 parallel attempts reach the password check', async () => {
    const { email } = await register()
    const answers = await Promise.all(Array.from({ length: 50 }, () => post('/api/fr/login', { email, password: 'wrong-password' })))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 400)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(40)
  })

  it('throttles one address on many accounts; a forged X-Forwarded-For changes nothing', async () => {
    const ip = newAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 62; attempt++) {
      const response = await api.request(
        '/api/fr/login',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${attempt}` },
          body: JSON.stringify({ email: uniqueEmail(), password: 'whatever-1' }),
        },
        { clientIp: ip },
      )
      statuses.push(response.status)
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2)
  }, 30_000) // 60 password hashes (unknown e-mails are hashed too, for equal timing)
})
