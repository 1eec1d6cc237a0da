/**
 * SIGN_IN_ATTEMPTS_PER_ADDRESS (docs/decisions/0039): the per-address sign-in limit follows the
 * setting; the default of 60 is checked in auth.test.ts. Set before the shop reads its settings.
 */
import { describe, expect, it } from 'vitest'
import { useOwnSettings } from './own-settings'

useOwnSettings({ SIGN_IN_ATTEMPTS_PER_ADDRESS: '3' })
const { newAddress, uniqueEmail } = await import('./auth-helpers')
const { useTestDatabase } = await import('./test-database')
const { api } = await useTestDatabase()

describe('SIGN_IN_ATTEMPTS_PER_ADDRESS', () => {
  it('check 9: one address gets the set number of sign-in attempts, another address its own', async () => {
    const attempt = async (ip: string) =>
      (
        await api.request(
          '/api/fr/login',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: uniqueEmail(), password: 'whatever-1' }),
          },
          { clientIp: ip },
        )
      ).status
    const crowded = newAddress()
    const statuses = [await attempt(crowded), await attempt(crowded), await attempt(crowded), await attempt(crowded)]
    expect(statuses).toEqual([400, 400, 400, 429]) // 400: the wrong password
    expect(await attempt(newAddress())).toBe(400)
  })
})
