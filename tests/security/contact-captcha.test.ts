/**
 * The contact form: nothing is accepted without a fresh captcha solution. No solution,
 * a forged one, an expired one and a reused one (twice in a row, and at once on two app
 * instances sharing the database) are all refused and store nothing; a fresh one is accepted.
 */
// eslint-disable-next-line import-x/no-duplicates -- vi.hoisted must run before the other imports
import { vi } from 'vitest'

vi.hoisted(() => {
  process.env.CAPTCHA_COST = '1'
  process.env.CAPTCHA_MAX_COUNTER = '40'
})

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
// eslint-disable-next-line import-x/no-duplicates -- see the first import
import { describe, expect, it } from 'vitest'
import { contactMessages, emailOutbox } from '~/api/db/schema'
import { postContact, solvedCaptcha, validMessage } from '../api/contact-helpers'
import { apiOn, useTestDatabase } from '../api/test-database'

const { db, api, anotherInstance } = await useTestDatabase()
const otherInstance = anotherInstance()

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64')
const decode = (captcha: string) => JSON.parse(Buffer.from(captcha, 'base64').toString('utf8'))

async function expectRefused(response: Response, email: string) {
  expect(response.status).toBe(400)
  const answer = await response.json()
  expect(answer.data.errors.captcha?.[0]).toBeTruthy()
  expect(await db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(0)
  expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).toHaveLength(0)
  return answer
}

describe('contact captcha (CHECKS 20)', () => {
  it('accepts a fresh solution', async () => {
    const body = validMessage()
    const response = await postContact(api, 'fr', { ...body, captcha: await solvedCaptcha(api) })
    expect(response.status).toBe(200)
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, body.email))).toHaveLength(1)
  })

  it('refuses a message without a solution, in the language of the page', async () => {
    const body = validMessage()
    const { captcha: _none, ...withoutField } = { ...body, captcha: '' }
    const answer = await expectRefused(await postContact(api, 'ar', withoutField), body.email)
    expect(answer.data.errors.captcha).toEqual(['قم بالتحقق من أنك لست روبوتاً قبل الإرسال.'])
    await expectRefused(await postContact(api, 'fr', { ...body, captcha: '' }), body.email)
  })

  it('refuses forged solutions', async () => {
    const body = validMessage()
    const real = decode(await solvedCaptcha(api))
    const challengeResponse = await api.request('/api/captcha/challenge')
    const unsolved = await challengeResponse.json()
    const forgeries = [
      'not base64 at all',
      encode({ hello: 'world' }),
      // The right challenge, a wrong answer.
      encode({ ...real, solution: { ...real.solution, derivedKey: '00'.repeat(32) } }),
      // (The counter is not part of the proof: the signed derived key is, see decision 0018.)
      // An unsolved challenge with a made-up answer.
      encode({ challenge: unsolved, solution: { counter: 1, derivedKey: 'ab'.repeat(32) } }),
      // A challenge of the forger's own, signed with a guessed key, or not signed at all.
      await selfMadeSolution('a-guessed-secret-that-is-not-the-shops'),
      await selfMadeSolution(null),
      // Easier parameters under the shop's signature.
      encode({ ...real, challenge: { ...real.challenge, parameters: { ...real.challenge.parameters, cost: 1, keyPrefix: '0' } } }),
      // A later expiry under the shop's signature.
      encode({
        ...real,
        challenge: { ...real.challenge, parameters: { ...real.challenge.parameters, expiresAt: real.challenge.parameters.expiresAt + 60 } },
      }),
    ]
    for (const [index, captcha] of forgeries.entries()) {
      const response = await postContact(api, 'fr', { ...body, captcha })
      expect(response.status, `forgery ${index}`).toBe(400)
      await expectRefused(response, body.email)
    }
  })

  it('refuses an expired solution', async () => {
    const body = validMessage()
    // A challenge handed out 11 minutes ago (10 minutes of validity), solved only now.
    const past = apiOn(db, { now: () => new Date(Date.now() - 11 * 60_000) })
    const captcha = await solvedCaptcha(past)
    const answer = await expectRefused(await postContact(api, 'fr', { ...body, captcha }), body.email)
    expect(answer.data.errors.captcha).toEqual([expect.stringContaining('a expiré')])
  })

  it('refuses a solution used once already', async () => {
    const first = validMessage()
    const captcha = await solvedCaptcha(api)
    expect((await postContact(api, 'fr', { ...first, captcha })).status).toBe(200)
    const second = validMessage()
    await expectRefused(await postContact(api, 'fr', { ...second, captcha }), second.email)
    // The same on another instance: the used solutions live in the shared database.
    await expectRefused(await postContact(otherInstance, 'fr', { ...second, captcha }), second.email)
  })

  it('accepts a solution once when it arrives at once on two instances', async () => {
    const captcha = await solvedCaptcha(api)
    const bodies = Array.from({ length: 6 }, () => validMessage())
    const responses = await Promise.all(
      bodies.map((body, index) => postContact(index % 2 ? otherInstance : api, 'fr', { ...body, captcha })),
    )
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400])
    const stored = await Promise.all(bodies.map((body) => db.select().from(contactMessages).where(eq(contactMessages.email, body.email))))
    expect(stored.flat()).toHaveLength(1)
  })

  it('never reveals the signing key in a challenge', async () => {
    const challenge = await (await api.request('/api/captcha/challenge')).json()
    expect(Object.keys(challenge).sort()).toEqual(['parameters', 'signature'])
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThan(Date.now() + 9 * 60_000)
    expect(challenge.parameters.expiresAt * 1000).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 1000)
  })
})

/** A challenge made and solved by an attacker, signed with a key of their choosing (or none). */
async function selfMadeSolution(secret: string | null) {
  const { createChallenge } = await import('altcha-lib')
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 3,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + 300,
    ...(secret ? { hmacSignatureSecret: secret, hmacKeySignatureSecret: createHmac('sha256', secret).update('k').digest('hex') } : {}),
  })
  const solution = await solveChallenge({ challenge, deriveKey })
  return encode({ challenge: { ...challenge, signature: challenge.signature ?? 'unsigned' }, solution })
}
