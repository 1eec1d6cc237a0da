/**
 * Staff accounts (docs/decisions/0028): made by an admin (or `npm run admin`, the same service)
 * with a one-time password, signed in through the shop's own sign-in, kept out of the back office
 * until that password is changed, and shut out at once when disabled, sign-in included.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, users } from '~/api/db/schema'
import { createStaffAccount } from '~/api/services/staff-accounts'
import { m } from '~/paraglide/messages.js'
import { uniqueEmail, post } from './auth-helpers'
import { adminCall, createMember } from './back-office-helpers'
import { useTestDatabase } from './test-database'

const { db, api } = await useTestDatabase()
const admin = await createMember(db, 'admin')
const signIn = async (email: string, password: string) => {
  const response = await post(api, '/api/fr/login', { email, password })
  return { status: response.status, body: await response.json() }
}

describe('staff accounts', () => {
  it('gives a new account a one-time password that must be changed before the back office opens', async () => {
    const created = await adminCall(api, '/api/admin/staff', {
      token: admin.token,
      body: { email: uniqueEmail('driver'), first_name: 'Youssef', last_name: 'Tazi', role: 'driver', points_balance: 500 },
    })
    expect(created.status).toBe(201)
    const { account, password } = created.body.data
    expect(account).toMatchObject({ role: 'driver', must_change_password: true, disabled: false })
    expect(password).toMatch(/^[A-Za-z2-9]{16}$/)
    expect((await db.select().from(users).where(eq(users.id, account.id)))[0]!.pointsBalance).toBe(0)

    const first = await signIn(account.email, password)
    expect(first.status).toBe(200)
    const refused = await adminCall(api, '/api/admin/me', { token: first.body.data.token })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(m.api_staff_password_change_required({}, { locale: 'fr' }))

    const changed = await post(
      api,
      '/api/fr/change-password',
      { current_password: password, new_password: 'Tournee-du-matin-2026' },
      { token: first.body.data.token },
    )
    expect(changed.status).toBe(200)
    const me = await adminCall(api, '/api/admin/me', { token: (await changed.json()).data.token })
    expect(me.body.data).toMatchObject({ role: 'driver', name: 'Youssef Tazi' })
    const [line] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(account.id)))
    expect(line).toMatchObject({ actorId: admin.id, action: 'staff.create' })
  })

  it('gives an existing customer the role and leaves their password alone', async () => {
    const email = uniqueEmail('customer')
    const customer = await createMember(db, 'customer', { email })
    const made = await createStaffAccount(db, { email: email.toUpperCase(), firstName: '', lastName: '', role: 'staff' }, { actorId: null })
    expect(made.password).toBeNull()
    expect(made.account).toMatchObject({ id: customer.id, role: 'staff', must_change_password: false })
  })

  it('refuses a disabled account at sign-in, with the right password, and keeps no session', async () => {
    const created = await adminCall(api, '/api/admin/staff', {
      token: admin.token,
      body: { email: uniqueEmail('staff'), first_name: 'Salma', last_name: 'Idrissi', role: 'staff' },
    })
    const { account, password } = created.body.data
    await adminCall(api, `/api/admin/staff/${account.id}`, { method: 'PATCH', token: admin.token, body: { disabled: true } })
    const refused = await signIn(account.email, password)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(m.auth_error_account_disabled({}, { locale: 'fr' }))
    await adminCall(api, `/api/admin/staff/${account.id}`, { method: 'PATCH', token: admin.token, body: { disabled: false } })
    expect((await signIn(account.email, password)).status).toBe(200)
  })
})
