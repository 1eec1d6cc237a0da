/**
 * Joining the team is an invitation (issue 32, hole 1; docs/decisions/0059): `POST /api/admin/staff`
 * and `npm run admin -- create` make nobody staff; the invited address gets a one-time link whose
 * page sets a new password, marks the address verified, ends every other session of the account
 * and signs the acceptor in. An account that claims the address beforehand gains nothing.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { hashToken } from '~/api/auth/token-hash'
import { auditLog, staffInvitations, users } from '~/api/db/schema'
import { m } from '~/paraglide/messages.js'
import { customerWithPassword, emailsTo, latestEmailTo, linkToken, post, uniqueEmail } from './auth-helpers'
import { adminCall, createMember } from './back-office-helpers'
import { useTestDatabase } from './test-database'
import { startSession } from '../support/sessions'

const execFileAsync = promisify(execFile)
const { db, api, url } = await useTestDatabase()
const admin = await createMember(db, 'admin')
const NEW_PASSWORD = 'Equipe-du-Matin-2026'

const invite = (email: string, { role = 'staff', lang = 'fr' }: { role?: string; lang?: 'fr' | 'ar' } = {}) =>
  adminCall(api, `/api/admin/staff?lang=${lang}`, { token: admin.token, body: { email, first_name: 'Salma', last_name: 'Idrissi', role } })
const accept = async (token: string, password = NEW_PASSWORD, locale: 'fr' | 'ar' = 'fr') => {
  const response = await post(api, `/api/${locale}/staff-invitation/accept`, { token, password })
  return { status: response.status, body: await response.json() }
}
const signIn = async (email: string, password: string) => (await post(api, '/api/fr/login', { email, password })).status
const userByEmail = async (email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  )[0]
const auditOf = (action: string, entityId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))

describe('an invitation to the team', () => {
  it('makes nobody staff until the link is opened, then signs the invitee in as staff with a verified address', async () => {
    const email = uniqueEmail('invitee')
    const invited = await invite(email, { role: 'driver', lang: 'ar' })
    expect(invited.status).toBe(201)
    expect(invited.body.data.invitation).toMatchObject({ email, role: 'driver', first_name: 'Salma' })
    expect(invited.body.data).not.toHaveProperty('password')
    expect(await userByEmail(email)).toBeUndefined()

    // The e-mail is in the back office's language; only the token's hash is kept.
    const mail = await latestEmailTo(db, email)
    expect(mail!.subject).toBe(m.mail_staff_invitation_subject({ shop: m.shop_name({}, { locale: 'ar' }) }, { locale: 'ar' }))
    expect(mail!.text).toContain('http://127.0.0.1:3000/ar/staff-invitation?token=')
    expect(mail!.text.split('\n')[0]).toBe(m.mail_greeting({ name: 'Salma' }, { locale: 'ar' }))
    const token = await linkToken(db, email, 'staff-invitation')
    const [row] = await db.select().from(staffInvitations).where(eq(staffInvitations.email, email))
    expect(row!.tokenHash).toBe(hashToken(token))
    expect(JSON.stringify(row)).not.toContain(token)
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000)
    expect(await auditOf('staff.invite', row!.id)).toHaveLength(1)

    // The shop's password policy.
    const weak = await accept(token, 'password123')
    expect(weak.status).toBe(400)
    expect(weak.body.data.errors.password).toEqual([m.auth_error_password_common({}, { locale: 'fr' })])

    const accepted = await accept(token)
    expect(accepted.status).toBe(200)
    const user = await userByEmail(email)
    expect(user).toMatchObject({ role: 'driver', emailVerified: true, mustChangePassword: false, firstName: 'Salma' })
    const me = await adminCall(api, '/api/admin/me', { token: accepted.body.data.token })
    expect(me.status).toBe(200)
    expect(me.body.data).toMatchObject({ role: 'driver', email })
    expect(await signIn(email, NEW_PASSWORD)).toBe(200)
    expect(await auditOf('staff.invite_accept', user!.id)).toHaveLength(1)

    // Once only.
    const again = await accept(token, 'Un-Autre-Essai-2026')
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(m.staff_invitation_link_invalid({}, { locale: 'fr' }))
  })

  it("takes over an existing account only through the link: new password, verified address, the squatter's sessions ended", async () => {
    // An account that already holds the address (a squatter's, from before e-mail changes were confirmed).
    const squatter = await customerWithPassword(db, 'Mot-De-Passe-Du-Squatteur-1', uniqueEmail('held'))
    const squatterSessions = [await startSession(db, squatter.id), await startSession(db, squatter.id)]
    const invited = await invite(squatter.email.toUpperCase(), { role: 'admin' })
    expect(invited.status).toBe(201)
    // Inviting changes nothing: the account is still a customer.
    expect((await userByEmail(squatter.email))!.role).toBe('customer')
    expect((await adminCall(api, '/api/admin/me', { token: squatterSessions[0] })).status).toBe(403)

    const accepted = await accept(await linkToken(db, squatter.email, 'staff-invitation'))
    expect(accepted.status).toBe(200)
    expect(await userByEmail(squatter.email)).toMatchObject({
      id: squatter.id,
      role: 'admin',
      emailVerified: true,
      mustChangePassword: false,
    })
    for (const token of squatterSessions) {
      expect((await adminCall(api, '/api/admin/me', { token })).status).toBe(401)
      expect((await adminCall(api, '/api/fr/account', { token })).status).toBe(401)
    }
    expect(await signIn(squatter.email, 'Mot-De-Passe-Du-Squatteur-1')).toBe(400)
    expect((await adminCall(api, '/api/admin/me', { token: accepted.body.data.token })).body.data.role).toBe('admin')
  })

  it('is refused, with a clear message, for an address that already is staff or belongs to a deleted account', async () => {
    const staff = await createMember(db, 'staff')
    const refused = await invite(staff.email.toUpperCase())
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(m.api_staff_already_staff({ email: staff.email }, { locale: 'fr' }))
    const deleted = await createMember(db, 'customer', { deletedAt: new Date() })
    expect((await invite(deleted.email)).status).toBe(409)
    expect(await emailsTo(db, staff.email)).toHaveLength(0)
  })

  it('is listed while pending; sent again, only the new link works; cancelled, none does', async () => {
    const email = uniqueEmail('pending')
    const { invitation } = (await invite(email)).body.data
    const listed = await adminCall(api, '/api/admin/staff/invitations', { token: admin.token })
    expect(listed.body.data).toContainEqual(expect.objectContaining({ id: invitation.id, email, role: 'staff' }))
    const first = await linkToken(db, email, 'staff-invitation')

    const resent = await adminCall(api, `/api/admin/staff/invitations/${invitation.id}/resend`, { token: admin.token, body: {} })
    expect(resent.status).toBe(200)
    const second = await linkToken(db, email, 'staff-invitation')
    expect(second).not.toBe(first)
    expect((await accept(first)).status).toBe(400)

    const cancelled = await adminCall(api, `/api/admin/staff/invitations/${invitation.id}`, { method: 'DELETE', token: admin.token })
    expect(cancelled.status).toBe(200)
    expect((await accept(second)).status).toBe(400)
    expect(await userByEmail(email)).toBeUndefined()
    expect((await adminCall(api, '/api/admin/staff/invitations', { token: admin.token })).body.data).not.toContainEqual(
      expect.objectContaining({ id: invitation.id }),
    )
    expect((await auditOf('staff.invite_resend', invitation.id)).map((line) => line.actorId)).toEqual([admin.id])
    expect((await auditOf('staff.invite_cancel', invitation.id)).map((line) => line.actorId)).toEqual([admin.id])
  })

  it('stops working after its week', async () => {
    const email = uniqueEmail('late')
    await invite(email)
    const token = await linkToken(db, email, 'staff-invitation')
    await db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, email))
    expect((await accept(token)).status).toBe(400)
    expect(await userByEmail(email)).toBeUndefined()
  })
})

describe('an account that took the invitee’s address beforehand (issue 32, item 3)', () => {
  it('gains nothing: the address stays the owner’s, who accepts the invitation; the squatter never reaches the back office', async () => {
    const squatter = await customerWithPassword(db, 'Squat-Mot-De-Passe-2026', uniqueEmail('squatter'))
    const squatterToken = await startSession(db, squatter.id)
    const target = uniqueEmail('future-staff')

    // The squatter asks for the invitee's address: nothing changes until that mailbox confirms.
    const changed = await adminCall(api, '/api/fr/profile', {
      method: 'PUT',
      token: squatterToken,
      body: {
        first_name: 'Sq',
        last_name: 'Uat',
        email: target,
        phone: '',
        locale: 'fr',
        city_id: null,
        current_password: 'Squat-Mot-De-Passe-2026',
      },
    })
    expect(changed.status).toBe(200)
    expect((await userByEmail(squatter.email))!.id).toBe(squatter.id)
    expect(await userByEmail(target)).toBeUndefined()

    expect((await invite(target, { role: 'admin' })).status).toBe(201)
    const accepted = await accept(await linkToken(db, target, 'staff-invitation'))
    expect(accepted.status).toBe(200)
    const owner = await userByEmail(target)
    expect(owner!.id).not.toBe(squatter.id)
    expect(owner!.role).toBe('admin')

    expect((await db.select().from(users).where(eq(users.id, squatter.id)))[0]).toMatchObject({ role: 'customer', email: squatter.email })
    expect((await adminCall(api, '/api/admin/me', { token: squatterToken })).status).toBe(403)
    // The squatter's own confirmation link (it went to the owner's mailbox) can no longer take the address.
    const confirmation = await post(api, '/api/fr/email-change/confirm', { token: await linkToken(db, target, 'confirm-email') })
    expect(confirmation.status).toBe(409)
    expect((await db.select().from(users).where(eq(users.id, squatter.id)))[0]!.email).toBe(squatter.email)
  })
})

describe('npm run admin -- create', () => {
  it('invites instead of creating an account, prints the link and says where the e-mail is', { timeout: 60_000 }, async () => {
    const email = uniqueEmail('cli')
    const run = await execFileAsync('node_modules/.bin/tsx', ['scripts/admin.ts', 'create', email, '--role', 'staff', '--locale', 'ar'], {
      env: { ...process.env, DATABASE_URL: url, SMTP_URL: '', PUBLIC_SITE_URL: 'http://127.0.0.1:3000' },
      encoding: 'utf8',
      timeout: 50_000,
    })
    expect(run.stdout).toContain(`Invited ${email} as staff`)
    expect(run.stdout).toContain('kept in the email_outbox table')
    const link = /http:\/\/127\.0\.0\.1:3000\/ar\/staff-invitation\?token=(\S+)/.exec(run.stdout)
    expect(link).not.toBeNull()
    expect(await userByEmail(email)).toBeUndefined()
    // A member invited by their address alone is greeted without a name, never by the shop's.
    const mail = await latestEmailTo(db, email)
    expect(mail!.locale).toBe('ar')
    expect(mail!.text.split('\n')[0]).toBe(m.mail_greeting_no_name({}, { locale: 'ar' }))
    expect(mail!.text).not.toContain(m.mail_greeting({ name: m.shop_name({}, { locale: 'ar' }) }, { locale: 'ar' }))
    const accepted = await accept(decodeURIComponent(link![1]!))
    expect(accepted.status).toBe(200)
    expect((await userByEmail(email))!.role).toBe('staff')
  })
})
