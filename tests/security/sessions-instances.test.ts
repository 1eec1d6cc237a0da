/**
 * Check 8 across instances: two app instances (each its own API and connection pool) on one
 * database. A session made on one works on the other, and signing out on either ends it on both.
 */
import { describe, expect, it } from 'vitest'
import { customerWithPassword } from '../api/auth-helpers'
import { useTestDatabase } from '../api/test-database'

const { api: first, db, anotherInstance } = await useTestDatabase()
const second = anotherInstance()

const json = { 'content-type': 'application/json' }
const me = async (api: typeof first, token: string) =>
  (await (await api.request('/api/fr/user', { headers: { authorization: `Bearer ${token}` } })).json()).data

describe('check 8: sessions on several instances', () => {
  it('a session made on one instance works on the other; a sign-out on either ends it everywhere', async () => {
    const { email } = await customerWithPassword(db, 'Eau-de-source-2026')
    const signedInFirst = await first.request(
      '/api/fr/login',
      { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'Eau-de-source-2026' }) },
      { clientIp: '198.51.100.80' },
    )
    expect(signedInFirst.status).toBe(200)
    const token = (await signedInFirst.json()).data.token as string
    expect((await me(second, token))?.email).toBe(email)

    // Signed out on the second instance: the first no longer knows the session either.
    expect((await second.request('/api/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(200)
    expect(await me(first, token)).toBeNull()
    expect(await me(second, token)).toBeNull()

    // And the other way round, with a new session.
    const signedIn = await second.request(
      '/api/fr/login',
      { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'Eau-de-source-2026' }) },
      { clientIp: '198.51.100.81' },
    )
    const again = (await signedIn.json()).data.token as string
    expect((await me(first, again))?.email).toBe(email)
    expect((await first.request('/api/logout', { method: 'POST', headers: { authorization: `Bearer ${again}` } })).status).toBe(200)
    expect(await me(second, again)).toBeNull()
  })
})
