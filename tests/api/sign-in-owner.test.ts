/**
 * A stranger's guesses do not keep the owner out (issue 32, hole 5; docs/decisions/0066): the
 * sign-in throttle counts per account and client address together, and a completed password
 * reset signs the owner in.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '~/api/db/schema'
import { customerWithPassword, linkToken, newAddress, post } from './auth-helpers'
import { useTestDatabase } from './test-database'

const { db, api } = await useTestDatabase()
const PASSWORD = 'Eau-de-source-2026'

/** Wrong passwords from one address until the account's lane there answers 429. */
async function guessUntilSlowed(email: string, ip: string) {
  for (let guess = 0; guess < 20; guess++) {
    const response = await post(api, '/api/fr/login', { email, password: `Mauvais-${guess}-2026` }, { ip })
    if (response.status === 429) return guess
    expect(response.status).toBe(400)
  }
  throw new Error('The guesses were never slowed')
}

describe('the owner gets in despite guessing', () => {
  it("signs the owner in from their usual address at once after a stranger's guesses, which stay slowed", async () => {
    const { email } = await customerWithPassword(db, PASSWORD)
    const home = newAddress()
    expect((await post(api, '/api/fr/login', { email, password: PASSWORD }, { ip: home })).status).toBe(200)
    const stranger = newAddress()
    expect(await guessUntilSlowed(email, stranger)).toBeLessThanOrEqual(12)
    // Guesses from other addresses share one lane: rotating them does not help the stranger.
    expect((await post(api, '/api/fr/login', { email, password: 'Encore-faux-2026' }, { ip: newAddress() })).status).toBe(429)

    const owner = await post(api, '/api/fr/login', { email, password: PASSWORD }, { ip: home })
    expect(owner.status).toBe(200)
    expect((await owner.json()).data.token).toBeTruthy()
    // The guessing lane is still slowed, right password or not.
    expect((await post(api, '/api/fr/login', { email, password: 'Encore-faux-2026' }, { ip: stranger })).status).toBe(429)
  })

  it('signs the owner in when a reset completes (not an account with a second factor), and clears every slowed lane', async () => {
    const { email } = await customerWithPassword(db, PASSWORD)
    const ip = newAddress()
    await guessUntilSlowed(email, ip)
    expect((await post(api, '/api/fr/forgot-password', { email }, { ip })).status).toBe(200)
    const token = await linkToken(db, email, 'reset-password')

    const reset = await post(api, '/api/fr/reset-password', { token, password: 'Nouvelle-source-2026' }, { ip })
    expect(reset.status).toBe(200)
    const body = await reset.json()
    expect(body.data.user.email).toBe(email)
    const session = await api.request('/api/fr/addresses', { headers: { authorization: `Bearer ${body.data.token}` } })
    expect(session.status).toBe(200)
    expect((await post(api, '/api/fr/login', { email, password: 'Nouvelle-source-2026' }, { ip })).status).toBe(200)

    // An account with a second factor is left to the sign-in page, where the code is asked.
    const member = await customerWithPassword(db, PASSWORD)
    await db.update(users).set({ role: 'staff', twoFactorEnabled: true }).where(eq(users.id, member.id))
    await post(api, '/api/fr/forgot-password', { email: member.email })
    const memberReset = await post(api, '/api/fr/reset-password', {
      token: await linkToken(db, member.email, 'reset-password'),
      password: 'Nouvelle-source-2026',
    })
    expect(memberReset.status).toBe(200)
    expect((await memberReset.json()).data).toBeUndefined()
  })
})
