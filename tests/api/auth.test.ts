import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { REGISTRATION_LINK_SECONDS } from '~/api/auth/registration-links'
import { LIMITS } from '~/api/auth/rate-limits'
import { accounts, sessions, users, verifications } from '~/api/db/schema'
import {
  emailsTo,
  latestEmailTo as latestEmail,
  linkToken,
  newAddress,
  post as postTo,
  registerThroughLink,
  uniqueEmail,
} from './auth-helpers'
import { hashToken, resetIdentifier } from '~/api/auth/token-hash'
import { useTestDatabase } from './test-database'

const { db, api } = await useTestDatabase()

const post = (path: string, body: unknown, options: { token?: string; ip?: string } = {}) => postTo(api, path, body, options)
const latestEmailTo = (address: string) => latestEmail(db, address)
const PASSWORD = 'Eau-de-source-2026'

const register = (email = uniqueEmail(), password = PASSWORD) => registerThroughLink(api, db, { email, password })

describe('registration and sign-in', () => {
  it('checks 8 and 11: registers (argon2id with OWASP parameters), signs in with a new token each time, and signs out on the server', async () => {
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
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.token, hashToken(second))),
    ).toHaveLength(0)
    const after = await api.request('/api/fr/user', { headers: { authorization: `Bearer ${second}` } })
    expect((await after.json()).data).toBeNull()
    // The first session is still alive: sign-out ends only its own.
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.token, hashToken(token))),
    ).toHaveLength(1)
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

  it('check 11: refuses bad fields (a password under 8 characters among them) with a message under each field', async () => {
    const response = await post('/api/fr/register', { first_name: '', last_name: 'X', email: 'not-an-email' })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.data.errors.first_name[0]).toBe('Indiquez votre prénom.')
    expect(body.data.errors.email[0]).toBe('Cette adresse e-mail n’est pas valide.')
    const short = await post('/api/fr/register/confirm', { token: 'any-token', password: 'short' })
    expect((await short.json()).data.errors.password[0]).toBe('Le mot de passe doit contenir au moins 8 caractères.')
    expect(await db.select().from(users).where(eq(users.email, 'not-an-email'))).toHaveLength(0)
  })

  it('check 11: refuses common passwords, accepts 64 characters and more without truncation, answers 400 to oversized input', async () => {
    const common = await post('/api/ar/register/confirm', { token: 'any-token', password: 'azerty123' })
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
})

describe('registration by e-mail link', () => {
  const form = (email: string) => ({ first_name: 'Autre', last_name: 'Personne', email })

  it('check 9: answers a new and a taken e-mail alike; only the mailbox learns which it was', async () => {
    const { email: taken } = await register()
    const fresh = uniqueEmail()
    const [forTaken, forNew] = await Promise.all([
      post('/api/fr/register', form(taken.toUpperCase())),
      post('/api/fr/register', form(fresh)),
    ])
    expect(forTaken.status).toBe(200)
    expect(forNew.status).toBe(200)
    const [takenBody, newBody] = [await forTaken.json(), await forNew.json()]
    expect(takenBody).toEqual(newBody)
    expect(newBody).toEqual({ success: true, message: expect.stringMatching(/e-mail/) })
    expect([...forTaken.headers.keys()].sort()).toEqual([...forNew.headers.keys()].sort())
    // No account, no session yet: signing in with any password fails alike for both.
    expect(await db.select().from(users).where(eq(users.email, fresh))).toHaveLength(0)
    const tries = await Promise.all([taken, fresh].map((email) => post('/api/fr/login', { email, password: 'Une-autre-phrase-2026' })))
    expect(await tries[0]!.json()).toEqual(await tries[1]!.json())
    expect((await latestEmailTo(taken))?.subject).toBe('Tentative de création de compte')
    expect((await latestEmailTo(fresh))?.subject).toBe('Confirmez votre adresse e-mail')
  })

  it('the link signs the new customer in once, verified; a newer link replaces it; an expired one is refused', async () => {
    const email = uniqueEmail()
    await post('/api/ar/register', form(email))
    const first = await linkToken(db, email, 'registration')
    expect((await latestEmailTo(email))!.text).toContain('http://127.0.0.1:3000/ar/registration?token=')
    // Kept hashed: the database never holds a working link.
    expect((await db.select().from(verifications)).some((row) => row.identifier.includes(first) || row.value.includes(first))).toBe(false)
    await post('/api/fr/register', form(email))
    const second = await linkToken(db, email, 'registration')
    const replaced = await post('/api/fr/register/confirm', { token: first, password: PASSWORD })
    expect(replaced.status).toBe(400)
    expect((await replaced.json()).message).toMatch(/plus valable/)

    const confirmed = await post('/api/fr/register/confirm', { token: second, password: PASSWORD })
    expect(confirmed.status).toBe(200)
    expect((await confirmed.json()).data.user).toMatchObject({ email, first_name: 'Autre' })
    const [user] = await db.select().from(users).where(eq(users.email, email))
    expect(user).toMatchObject({ emailVerified: true, locale: 'fr' })
    expect((await latestEmailTo(email))?.subject).toBe('Bienvenue chez Ma Source')
    expect((await post('/api/fr/register/confirm', { token: second, password: 'Encore-une-autre-2026' })).status).toBe(400)

    const late = uniqueEmail()
    await post('/api/fr/register', form(late))
    const token = await linkToken(db, late, 'registration')
    await db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, 'registration:%'))
    expect((await post('/api/fr/register/confirm', { token, password: PASSWORD })).status).toBe(400)
    expect(await db.select().from(users).where(eq(users.email, late))).toHaveLength(0)
  })

  it('check 9: many requests for one address send a few e-mails, and the newest link still works', async () => {
    const email = uniqueEmail()
    const answers = await Promise.all(Array.from({ length: 12 }, () => post('/api/fr/register', form(email))))
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200))
    expect((await emailsTo(db, email)).length).toBeLessThanOrEqual(LIMITS.registrationEmail.points)
    expect(LIMITS.registrationEmail.duration).toBeLessThanOrEqual(REGISTRATION_LINK_SECONDS)
    const token = await linkToken(db, email, 'registration')
    expect((await post('/api/fr/register/confirm', { token, password: PASSWORD })).status).toBe(200)
  })

  it('check 9: one address registering many e-mails is refused with 429', async () => {
    const ip = newAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt <= LIMITS.registrationAddress.points; attempt++)
      statuses.push((await post('/api/fr/register', form(uniqueEmail()), { ip })).status)
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMITS.registrationAddress.points)
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
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.token, hashToken(session))),
    ).toHaveLength(0)
    expect((await post('/api/fr/login', { email, password: 'Nouvelle-source-2026' })).status).toBe(200)
    expect((await post('/api/fr/login', { email, password: PASSWORD })).status).toBe(400)
    expect((await post('/api/fr/reset-password', { token: decodeURIComponent(second), password: 'Encore-une-autre-2026' })).status).toBe(
      400,
    )
  })

  it('refuses an expired link', async () => {
    const { email } = await register()
    await requestLink(email)
    const token = decodeURIComponent(tokenOf((await latestEmailTo(email))!.text)!)
    await db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, resetIdentifier(token)))
    expect((await post('/api/fr/reset-password', { token, password: 'Nouvelle-source-2026' })).status).toBe(400)
  })
})

describe('password change', () => {
  it('needs the current password, gives a new session and ends every other one', async () => {
    const { email, token: first } = await register()
    const other = (await (await post('/api/fr/login', { email, password: PASSWORD })).json()).data.token
    const wrong = await post(
      '/api/fr/change-password',
      { current_password: 'wrong-one', new_password: 'Nouvelle-source-2026' },
      { token: first },
    )
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).data.errors.current_password[0]).toBe('Le mot de passe actuel est incorrect.')

    const changed = await post(
      '/api/fr/change-password',
      { current_password: PASSWORD, new_password: 'Nouvelle-source-2026' },
      { token: first },
    )
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

describe('attempt limits (the account side: tests/security/account-throttling.test.ts)', () => {
  it('check 9: throttles one address on many accounts; a forged X-Forwarded-For changes nothing', async () => {
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
