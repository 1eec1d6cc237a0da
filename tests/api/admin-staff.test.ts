/**
 * Staff accounts (docs/decisions/0028): made through an accepted invitation (docs/decisions/0059,
 * tests/api/staff-invitations.test.ts), signed in through the shop's own sign-in, kept out of the
 * back office while an admin asks for a new password, and shut out at once when disabled, sign-in included.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accounts, users } from '~/api/db/schema'
import { hashPassword } from '~/api/auth/password'
import { m } from '~/paraglide/messages.js'
import { customerWithPassword, uniqueEmail, post } from './auth-helpers'
import { adminCall, createMember } from './back-office-helpers'
import { useTestDatabase } from './test-database'

const { db, api } = await useTestDatabase()
const admin = await createMember(db, 'admin')
const signIn = async (email: string, password: string) => {
  const response = await post(api, '/api/fr/login', { email, password })
  return { status: response.status, body: await response.json() }
}
/** A staff member with a password, as an accepted invitation leaves one. */
async function staffWithPassword(role: 'staff' | 'driver', password: string, values: Partial<typeof users.$inferInsert> = {}) {
  const member = await createMember(db, role, { email: uniqueEmail(role), emailVerified: true, twoFactorEnabled: false, ...values })
  await db
    .insert(accounts)
    .values({ userId: member.id, providerId: 'credential', accountId: String(member.id), password: await hashPassword(password) })
  return member
}

describe('staff accounts', () => {
  it('keeps a member whose admin asked for a new password out of the back office until it is changed', async () => {
    const member = await staffWithPassword('driver', 'Provisoire-Du-Livreur-1', { firstName: 'Youssef', lastName: 'Tazi' })
    const asked = await adminCall(api, `/api/admin/staff/${member.id}`, {
      method: 'PATCH',
      token: admin.token,
      body: { must_change_password: true },
    })
    expect(asked.body.data.must_change_password).toBe(true)
    const first = await signIn(member.email, 'Provisoire-Du-Livreur-1')
    expect(first.status).toBe(200)
    const refused = await adminCall(api, '/api/admin/me', { token: first.body.data.token })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(m.api_staff_password_change_required({}, { locale: 'fr' }))

    const changed = await post(
      api,
      '/api/fr/change-password',
      { current_password: 'Provisoire-Du-Livreur-1', new_password: 'Tournee-du-matin-2026' },
      { token: first.body.data.token },
    )
    expect(changed.status).toBe(200)
    const me = await adminCall(api, '/api/admin/me', { token: (await changed.json()).data.token })
    expect(me.body.data).toMatchObject({ role: 'driver', name: 'Youssef Tazi' })
  })

  it('never gives an existing customer a role directly: the invitation leaves the account and its password as they were', async () => {
    const customer = await customerWithPassword(db, 'Mot-De-Passe-Client-2026')
    const invited = await adminCall(api, '/api/admin/staff', {
      token: admin.token,
      body: { email: customer.email.toUpperCase(), first_name: 'X', last_name: 'Y', role: 'staff', points_balance: 500 },
    })
    expect(invited.status).toBe(201)
    expect(invited.body.data).not.toHaveProperty('password')
    expect(invited.body.data).not.toHaveProperty('account')
    const [row] = await db.select().from(users).where(eq(users.id, customer.id))
    expect(row).toMatchObject({ role: 'customer', pointsBalance: 0, mustChangePassword: false })
    expect((await signIn(customer.email, 'Mot-De-Passe-Client-2026')).status).toBe(200)
  })

  it('refuses a disabled account at sign-in, with the right password, and keeps no session', async () => {
    const member = await staffWithPassword('staff', 'Salma-Au-Bureau-2026')
    await adminCall(api, `/api/admin/staff/${member.id}`, { method: 'PATCH', token: admin.token, body: { disabled: true } })
    const refused = await signIn(member.email, 'Salma-Au-Bureau-2026')
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(m.auth_error_account_disabled({}, { locale: 'fr' }))
    await adminCall(api, `/api/admin/staff/${member.id}`, { method: 'PATCH', token: admin.token, body: { disabled: false } })
    expect((await signIn(member.email, 'Salma-Au-Bureau-2026')).status).toBe(200)
  })
})
