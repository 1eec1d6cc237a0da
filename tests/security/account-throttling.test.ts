/**
 * Password guessing on one account is slowed, never turned into a lock-out of its
 * owner; reset e-mails are throttled per requester without starving the owner.
 */
import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { RESET_LINK_SECONDS } from '~/api/auth/auth'
import { LIMITS } from '~/api/auth/rate-limits'
import { hashToken } from '~/api/auth/token-hash'
import { rateLimits, sessions } from '~/api/db/schema'
import { customerWithPassword, emailsTo, linkToken, newAddress, post } from '../api/auth-helpers'
import { useTestDatabase } from '../api/test-database'

const { db, api, anotherInstance } = await useTestDatabase()

const PASSWORD = 'Eau-de-source-2026'
const FREE_FAILURES = LIMITS.signInFailures.points

const signIn = (email: string, password: string, ip = newAddress()) => post(api, '/api/fr/login', { email, password }, { ip })

/** Ends the slow lane's current wait, as if its time had passed. */
const endSlowLaneWait = (email: string) =>
  db
    .update(rateLimits)
    .set({ expire: Date.now() - 1 })
    .where(eq(rateLimits.key, `signInSlowLane:${email}`))

async function expectSlowed(response: Response) {
  expect(response.status).toBe(429)
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
  expect((await response.json()).message).toMatch(/^Trop de tentatives/)
}

describe('check 9: sign-in guessing on one account', () => {
  it('check 9: 200 wrong passwords from rotating addresses slow the account, yet its owner resets and signs in', async () => {
    const { email } = await customerWithPassword(db, PASSWORD)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 200; attempt++) statuses.push((await signIn(email, `wrong-guess-${attempt}`)).status)
    // The free failures, then one turn of the slow lane; every other guess waits.
    expect(statuses.filter((status) => status === 400)).toHaveLength(FREE_FAILURES + 1)
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - FREE_FAILURES - 1)
    await expectSlowed(await signIn(email, 'one-more-guess'))

    // The owner, slowed too, resets from their own address: the link clears the account's failures.
    expect((await post(api, '/api/fr/forgot-password', { email })).status).toBe(200)
    const token = await linkToken(db, email, 'reset-password')
    expect((await post(api, '/api/fr/reset-password', { token, password: 'Nouvelle-source-2026' })).status).toBe(200)
    expect((await signIn(email, 'Nouvelle-source-2026')).status).toBe(200)

    // The attacker, going on, is slowed again after the free failures.
    const again: number[] = []
    for (let attempt = 0; attempt < FREE_FAILURES + 3; attempt++) again.push((await signIn(email, `wrong-again-${attempt}`)).status)
    expect(again).toEqual([...Array(FREE_FAILURES + 1).fill(400), 429, 429])
  }, 60_000)

  it('check 9: each wrong password in the slow lane doubles the wait, up to 15 minutes; a right one clears it', async () => {
    const { email } = await customerWithPassword(db, PASSWORD)
    for (let attempt = 0; attempt < FREE_FAILURES; attempt++) expect((await signIn(email, `wrong-${attempt}`)).status).toBe(400)
    const waits: number[] = []
    for (let turn = 0; turn < 8; turn++) {
      expect((await signIn(email, `slow-wrong-${turn}`)).status).toBe(400)
      const refused = await signIn(email, PASSWORD)
      await expectSlowed(refused.clone())
      waits.push(Number(refused.headers.get('retry-after')))
      await endSlowLaneWait(email)
    }
    expect(waits).toEqual([15, 30, 60, 120, 240, 480, 900, 900])
    // The owner's right password, in its turn, clears every failure.
    expect((await signIn(email, PASSWORD)).status).toBe(200)
    expect(
      await db
        .select()
        .from(rateLimits)
        .where(like(rateLimits.key, `%:${email}`)),
    ).toEqual([])
  }, 60_000)

  it('check 9: 50 parallel wrong passwords on two instances reach the password check at most once past the free failures', async () => {
    const { email } = await customerWithPassword(db, PASSWORD)
    const other = anotherInstance()
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post(index % 2 ? api : other, '/api/fr/login', { email, password: `parallel-wrong-${index}` }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(FREE_FAILURES + 1)
    expect(statuses.filter((status) => status !== 400).every((status) => status === 429)).toBe(true)
    for (const answer of answers.filter((each) => each.status === 429)) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
  }, 60_000)

  it('check 9: a refused address does not use up the account turns', async () => {
    const { email } = await customerWithPassword(db, PASSWORD)
    const ip = newAddress()
    for (let attempt = 0; attempt < LIMITS.signInAddress.points; attempt++)
      await post(api, '/api/fr/login', { email: `other-${attempt}@example.test`, password: 'whatever-1' }, { ip })
    for (let attempt = 0; attempt < 20; attempt++) expect((await signIn(email, 'from-a-refused-address', ip)).status).toBe(429)
    expect((await signIn(email, PASSWORD)).status).toBe(200)
  }, 60_000)
})

describe('check 9: reset e-mails', () => {
  it('check 9: requests from many addresses send a few e-mails; the owner still gets a working link', async () => {
    const { email } = await customerWithPassword(db, PASSWORD)
    const session = (await (await signIn(email, PASSWORD)).json()).data.token as string
    const answers = await Promise.all(Array.from({ length: 30 }, () => post(api, '/api/fr/forgot-password', { email })))
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200))
    // At most the cap; fewer when parallel requests replaced each other's links before sending.
    const sent = (await emailsTo(db, email)).length
    expect(sent).toBeGreaterThan(0)
    expect(sent).toBeLessThanOrEqual(LIMITS.resetAccount.points)

    // The owner asks too: the same answer; no new e-mail, and the newest one in the mailbox works.
    const owner = await post(api, '/api/fr/forgot-password', { email })
    expect(await owner.json()).toEqual(await answers[0]!.json())
    const token = await linkToken(db, email, 'reset-password')
    expect((await post(api, '/api/fr/reset-password', { token, password: 'Nouvelle-source-2026' })).status).toBe(200)
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.token, hashToken(session))),
    ).toHaveLength(0)
    // The reset cleared the cap: the next request sends a link again.
    await post(api, '/api/fr/forgot-password', { email })
    expect(await emailsTo(db, email)).toHaveLength(sent + 1)
  })

  it('check 9: the cap lasts no longer than a link, so the last link sent is still valid whenever it refuses', () => {
    expect(LIMITS.resetAccount.duration).toBeLessThanOrEqual(RESET_LINK_SECONDS)
  })

  it('check 9: one address asking for many accounts is refused with 429', async () => {
    const ip = newAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt <= LIMITS.resetAddress.points; attempt++) {
      statuses.push((await post(api, '/api/ar/forgot-password', { email: `nobody-${attempt}@example.test` }, { ip })).status)
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMITS.resetAddress.points)
  })
})
