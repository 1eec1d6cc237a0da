/**
 * The back office's second factor and session rules (issue 32, hole 3; docs/decisions/0060, 0061):
 * enrollment with a first code, sign-in with a code or a recovery code, the roles that must have
 * one, an admin's audited reset, staff sessions of 12 hours and 30 minutes idle, and the password
 * or code asked again before sensitive actions.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog, sessions, twoFactors, users } from '~/api/db/schema'
import { hashToken } from '~/api/auth/token-hash'
import { customerWithPassword, post } from './auth-helpers'
import { adminCall, createMember } from './back-office-helpers'
import { useTestDatabase } from './test-database'
import { lastTotpCode, reachStepsBy, totpCode, wrongTotpCode } from '../support/totp'
import jsQR from 'jsqr'
import sharp from 'sharp'

/** What a phone's camera reads from an SVG QR code given as a `data:` URL. */
async function scannedQr(dataUrl: string) {
  const svg = Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64')
  const { data, info } = await sharp(svg, { density: 300 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data
}

const { db, api } = await useTestDatabase()

// The shop runs in this process: a code of the next 30-second step is reached by moving the
// clock (Date only, and it still runs on), not by waiting for it (50 s of the file's 56 s).
let realSteps: () => void
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  realSteps = reachStepsBy((ms) => vi.setSystemTime(ms))
})
afterAll(() => {
  realSteps()
  vi.useRealTimers()
})
const PASSWORD = 'Gestion-Source-2026'

/** A team member with a password, not enrolled yet. */
async function teamMember(role: 'admin' | 'staff' | 'driver' = 'staff') {
  const member = await customerWithPassword(db, PASSWORD)
  await db.update(users).set({ role }).where(eq(users.id, member.id))
  return member
}

async function signIn(email: string, password = PASSWORD) {
  const response = await post(api, '/api/fr/login', { email, password })
  return { status: response.status, body: await response.json() }
}

/** Enrolls through the back office as its page does: the password, the secret, a first code. */
async function enroll(token: string) {
  const started = await adminCall(api, '/api/admin/second-factor/enroll', { token, body: { password: PASSWORD } })
  expect(started.status).toBe(200)
  const { secret, totp_uri, recovery_codes } = started.body.data as { secret: string; totp_uri: string; recovery_codes: string[] }
  const confirmed = await adminCall(api, '/api/admin/second-factor/confirm', { token, body: { code: await totpCode(secret) } })
  expect(confirmed.status).toBe(200)
  return { secret, totp_uri, recovery_codes, token: confirmed.body.data.token as string }
}

const secondStep = (challenge: string, code: string) => post(api, '/api/fr/login/second-factor', { challenge, code })

describe('the second factor', () => {
  // Each code of the app serves once: this test may wait for the app's next code (up to 30 s).
  it(
    'enrolls an authenticator app with a first code, then asks every sign-in for a code or a recovery code',
    { timeout: 70_000 },
    async () => {
      const member = await teamMember()
      const first = await signIn(member.email)
      expect(first.status).toBe(200)
      const unenrolled = first.body.data.token as string

      // Not enrolled, and staff must be: the back office refuses, the enrollment is open.
      const refused = await adminCall(api, '/api/admin/orders', { token: unenrolled })
      expect(refused.status).toBe(403)
      expect(Object.keys(refused.body.data.errors)).toEqual(['second_factor_required'])
      expect((await adminCall(api, '/api/admin/second-factor', { token: unenrolled })).body.data).toMatchObject({
        enrolled: false,
        required: true,
      })

      const started = await adminCall(api, '/api/admin/second-factor/enroll', { token: unenrolled, body: { password: 'Pas-le-bon-2026' } })
      expect(started.status).toBe(400)
      const begun = await adminCall(api, '/api/admin/second-factor/enroll', { token: unenrolled, body: { password: PASSWORD } })
      expect(begun.status).toBe(200)
      const { secret, totp_uri, totp_qr, recovery_codes } = begun.body.data
      expect(totp_uri).toMatch(/^otpauth:\/\/totp\/Ma%20Source:/)
      expect(new URL(totp_uri).searchParams.get('secret')).toBe(secret)
      // The QR code an app scans reads back as that same address.
      expect(await scannedQr(totp_qr)).toBe(totp_uri)
      expect(recovery_codes).toHaveLength(10)
      // Not enrolled until a first code confirms it: the sign-in still gives a session at once.
      expect((await signIn(member.email)).body.data.token).toBeTruthy()

      const wrong = await adminCall(api, '/api/admin/second-factor/confirm', {
        token: unenrolled,
        body: { code: await wrongTotpCode(secret) },
      })
      expect(wrong.status).toBe(400)
      expect(Object.keys(wrong.body.data.errors)).toEqual(['code'])
      const confirmed = await adminCall(api, '/api/admin/second-factor/confirm', {
        token: unenrolled,
        body: { code: await totpCode(secret) },
      })
      expect(confirmed.status).toBe(200)
      const enrolled = confirmed.body.data.token as string
      expect((await adminCall(api, '/api/admin/orders', { token: enrolled })).status).toBe(200)
      // The session was turned over: the token of before opens nothing.
      expect((await adminCall(api, '/api/admin/orders', { token: unenrolled })).status).toBe(401)

      // The password alone gives no session, only a challenge.
      const sessionsBefore = await db.$count(sessions, eq(sessions.userId, member.id))
      const password = await signIn(member.email)
      expect(password.status).toBe(200)
      expect(password.body.data).toEqual({ second_factor_required: true, challenge: expect.any(String) })
      expect(await db.$count(sessions, eq(sessions.userId, member.id))).toBe(sessionsBefore)

      const bad = await secondStep(password.body.data.challenge, await wrongTotpCode(secret))
      expect(bad.status).toBe(400)
      expect(Object.keys((await bad.json()).data.errors)).toEqual(['code'])
      const forged = await secondStep(`${password.body.data.challenge}x`, await totpCode(secret))
      expect(forged.status).toBe(400)
      const good = await secondStep(password.body.data.challenge, await totpCode(secret))
      expect(good.status).toBe(200)
      const withCode = (await good.json()).data.token as string
      expect((await adminCall(api, '/api/admin/orders', { token: withCode })).status).toBe(200)
      // A challenge serves once (and so does its code).
      expect((await secondStep(password.body.data.challenge, await lastTotpCode(secret))).status).toBe(400)

      // A recovery code serves once too.
      const lost = await signIn(member.email)
      const recovered = await secondStep(lost.body.data.challenge, recovery_codes[0])
      expect(recovered.status).toBe(200)
      expect((await adminCall(api, '/api/admin/me', { token: (await recovered.json()).data.token })).status).toBe(200)
      const again = await signIn(member.email)
      expect((await secondStep(again.body.data.challenge, recovery_codes[0])).status).toBe(400)
    },
  )

  it('lets an admin choose the roles that must have one; drivers need none by default', async () => {
    const admin = await createMember(db, 'admin')
    const staff = await createMember(db, 'staff', { twoFactorEnabled: false })
    const driver = await createMember(db, 'driver', { twoFactorEnabled: false })
    expect((await adminCall(api, '/api/admin/orders', { token: staff.token })).status).toBe(403)
    expect((await adminCall(api, '/api/admin/my-round', { token: driver.token })).status).toBe(200)

    const off = { admin: true, staff: false, driver: false }
    expect((await adminCall(api, '/api/admin/second-factor-roles', { token: staff.token, method: 'PUT', body: off })).status).toBe(403)
    const saved = await adminCall(api, '/api/admin/second-factor-roles', { token: admin.token, method: 'PUT', body: off })
    expect(saved.status).toBe(200)
    expect(saved.body.data.roles).toEqual(off)
    expect((await adminCall(api, '/api/admin/orders', { token: staff.token })).status).toBe(200)

    const on = { admin: true, staff: true, driver: true }
    expect((await adminCall(api, '/api/admin/second-factor-roles', { token: admin.token, method: 'PUT', body: on })).status).toBe(200)
    expect((await adminCall(api, '/api/admin/orders', { token: staff.token })).status).toBe(403)
    expect((await adminCall(api, '/api/admin/my-round', { token: driver.token })).status).toBe(403)
    await adminCall(api, '/api/admin/second-factor-roles', {
      token: admin.token,
      method: 'PUT',
      body: { admin: true, staff: true, driver: false },
    })
  })

  it("lets an admin reset a team member's second factor: audited, the member's sessions end, never one's own", async () => {
    const admin = await createMember(db, 'admin')
    const member = await teamMember()
    const { token } = await enroll((await signIn(member.email)).body.data.token)

    expect((await adminCall(api, `/api/admin/staff/${admin.id}/second-factor/reset`, { token: admin.token, body: {} })).status).toBe(409)
    const reset = await adminCall(api, `/api/admin/staff/${member.id}/second-factor/reset`, { token: admin.token, body: {} })
    expect(reset.status).toBe(200)

    const [after] = await db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, member.id))
    expect(after!.enabled).toBe(false)
    expect(await db.$count(twoFactors, eq(twoFactors.userId, member.id))).toBe(0)
    expect((await adminCall(api, '/api/admin/me', { token })).status).toBe(401)
    const [line] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.second_factor_reset'), eq(auditLog.entityId, String(member.id))))
    expect(line).toMatchObject({ actorId: admin.id, entity: 'staff', before: { second_factor: true }, after: { second_factor: false } })
    // Back to a session from the password alone, which must enroll again.
    const fresh = await signIn(member.email)
    expect((await adminCall(api, '/api/admin/orders', { token: fresh.body.data.token })).status).toBe(403)
  })
})

describe('a code of the app opens one door, once (issue 43, check 23)', () => {
  it('refuses a code already accepted at sign-in, from a new challenge, and at step-up', { timeout: 70_000 }, async () => {
    const member = await teamMember()
    const { secret, token } = await enroll((await signIn(member.email)).body.data.token)
    const code = await totpCode(secret)
    const first = await secondStep((await signIn(member.email)).body.data.challenge, code)
    expect(first.status).toBe(200)

    const replayed = await secondStep((await signIn(member.email)).body.data.challenge, code)
    expect(replayed.status).toBe(400)
    expect((await replayed.json()).data.errors.code).toEqual(['Ce code a déjà servi : entrez le suivant de votre application.'])
    const stepUp = await adminCall(api, '/api/admin/step-up', { token, body: { code } })
    expect(stepUp.status).toBe(400)
    expect(stepUp.body.data.errors.code).toEqual(['Ce code a déjà servi : entrez le suivant de votre application.'])
    // The next code of the app works.
    expect((await adminCall(api, '/api/admin/step-up', { token, body: { code: await totpCode(secret) } })).status).toBe(200)
  })

  it('lets one of two challenges racing with the same code through', async () => {
    const member = await teamMember()
    const { secret } = await enroll((await signIn(member.email)).body.data.token)
    const challenges = [(await signIn(member.email)).body.data.challenge, (await signIn(member.email)).body.data.challenge]
    const code = await totpCode(secret)
    const answers = await Promise.all(challenges.map((challenge) => secondStep(challenge, code)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
  })

  it('counts wrong codes before checking them: twelve challenges at once meet the limit of ten', { timeout: 30_000 }, async () => {
    const member = await teamMember()
    const { secret } = await enroll((await signIn(member.email)).body.data.token)
    const challenges: string[] = []
    for (let i = 0; i < 12; i++) challenges.push((await signIn(member.email)).body.data.challenge)
    const wrong = await wrongTotpCode(secret)
    const statuses = (await Promise.all(challenges.map((challenge) => secondStep(challenge, wrong)))).map((answer) => answer.status)
    expect(statuses.filter((status) => status === 429).length, statuses.join(' ')).toBeGreaterThanOrEqual(2)
    const [row] = await db.select({ failed: twoFactors.failedVerificationCount }).from(twoFactors).where(eq(twoFactors.userId, member.id))
    expect(row!.failed).toBeLessThanOrEqual(10)
    // Locked: even the right code waits.
    expect((await secondStep((await signIn(member.email)).body.data.challenge, await totpCode(secret))).status).toBe(429)
  })
})

describe('staff session lifetimes', () => {
  const age = (token: string, column: 'createdAt' | 'lastSeenAt', minutes: number) =>
    db
      .update(sessions)
      .set({ [column]: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(sessions.token, hashToken(token)))

  it('ends a staff or admin session 12 hours after the sign-in, however busy', async () => {
    for (const role of ['staff', 'admin'] as const) {
      const member = await createMember(db, role)
      await age(member.token, 'createdAt', 11 * 60 + 59)
      expect((await adminCall(api, '/api/admin/me', { token: member.token })).status).toBe(200)
      await age(member.token, 'createdAt', 12 * 60 + 1)
      expect((await adminCall(api, '/api/admin/me', { token: member.token })).status).toBe(401)
      expect((await api.request('/api/fr/addresses', { headers: { authorization: `Bearer ${member.token}` } })).status).toBe(401)
    }
  })

  it("ends a staff session after 30 minutes without a request, each request keeping it alive; a customer's or a driver's lives on", async () => {
    const member = await createMember(db, 'staff')
    await age(member.token, 'lastSeenAt', 29)
    expect((await adminCall(api, '/api/admin/me', { token: member.token })).status).toBe(200)
    const [seen] = await db
      .select({ at: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.token, hashToken(member.token)))
    expect(Date.now() - seen!.at.getTime()).toBeLessThan(60_000)
    await age(member.token, 'lastSeenAt', 31)
    expect((await adminCall(api, '/api/admin/me', { token: member.token })).status).toBe(401)

    // A customer's or a driver's session keeps its lifetime.
    for (const role of ['customer', 'driver'] as const) {
      const member = await createMember(db, role)
      await age(member.token, 'createdAt', 20 * 24 * 60)
      await age(member.token, 'lastSeenAt', 10 * 24 * 60)
      expect((await api.request('/api/fr/addresses', { headers: { authorization: `Bearer ${member.token}` } })).status).toBe(200)
    }
  })
})

describe('step-up before sensitive actions', () => {
  const stale = (token: string) =>
    db
      .update(sessions)
      .set({ verifiedAt: sql`now() - interval '6 minutes'` })
      .where(eq(sessions.token, hashToken(token)))

  it('asks for the password again (403 step_up_required) on team changes, points, disabling and resets; then lets them through', async () => {
    const admin = await createMember(db, 'admin')
    const staff = await createMember(db, 'staff')
    const customer = await createMember(db, 'customer')
    await stale(admin.token)
    const sensitive = [
      { path: `/api/admin/staff/${staff.id}`, method: 'PATCH', body: { must_change_password: false } },
      { path: '/api/admin/staff', method: 'POST', body: { email: 'nouveau@example.test', first_name: 'N', last_name: 'M', role: 'staff' } },
      { path: `/api/admin/customers/${customer.id}/points`, method: 'POST', body: { delta: 5, reason: 'Geste commercial' } },
      { path: `/api/admin/customers/${customer.id}/disable`, method: 'POST', body: { disabled: false } },
      { path: `/api/admin/staff/${staff.id}/second-factor/reset`, method: 'POST', body: {} },
      { path: '/api/admin/second-factor-roles', method: 'PUT', body: { admin: true, staff: true, driver: false } },
    ]
    for (const { path, method, body } of sensitive) {
      const refused = await adminCall(api, path, { token: admin.token, method, body })
      expect(refused.status, path).toBe(403)
      expect(Object.keys(refused.body.data.errors), path).toEqual(['step_up_required'])
    }
    // Everyday work goes on without it.
    expect((await adminCall(api, '/api/admin/orders', { token: admin.token })).status).toBe(200)

    const wrong = await adminCall(api, '/api/admin/step-up', { token: admin.token, body: { password: 'Pas-le-bon-2026' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.data.errors).toHaveProperty('password')
    // createMember's accounts have no password: give this admin one, then step up with it.
    const withPassword = await teamMember('admin')
    const token = await enroll((await signIn(withPassword.email)).body.data.token).then((done) => done.token)
    await stale(token)
    expect((await adminCall(api, `/api/admin/customers/${customer.id}/points`, { token, body: sensitive[2]!.body })).status).toBe(403)
    expect((await adminCall(api, '/api/admin/step-up', { token, body: { password: PASSWORD } })).status).toBe(200)
    expect((await adminCall(api, `/api/admin/customers/${customer.id}/points`, { token, body: sensitive[2]!.body })).status).toBe(200)
  })

  it('takes a code of the authenticator app instead of the password', async () => {
    const member = await teamMember('admin')
    const { token, secret } = await enroll((await signIn(member.email)).body.data.token)
    const other = await createMember(db, 'staff')
    await stale(token)
    const change = { path: `/api/admin/staff/${other.id}`, method: 'PATCH', body: { must_change_password: true } }
    expect((await adminCall(api, change.path, { token, method: change.method, body: change.body })).status).toBe(403)
    expect((await adminCall(api, '/api/admin/step-up', { token, body: { code: await wrongTotpCode(secret) } })).status).toBe(400)
    expect((await adminCall(api, '/api/admin/step-up', { token, body: { code: await totpCode(secret) } })).status).toBe(200)
    expect((await adminCall(api, change.path, { token, method: change.method, body: change.body })).status).toBe(200)
  })
})
