/**
 * Joining the team is an invitation (docs/decisions/0059): an admin, or `npm run admin -- create`,
 * invites an address with a role; the shop e-mails that address a one-time link; only whoever
 * opens it chooses the password and becomes staff. An account that merely claims the address
 * (a customer's, possibly with a squatter's password and sessions) gains nothing: accepting sets
 * a new password, marks the address verified (the link proved it) and ends every other session.
 * Only the SHA-256 of the link's token is stored (docs/decisions/0023).
 */
import { randomBytes } from 'node:crypto'
import { desc, eq, sql } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { hashPassword } from '~/api/auth/password'
import { withPasswordWork } from '~/api/auth/password-work'
import { isStaffRole, type StaffRole } from '~/api/auth/staff-roles'
import { hashToken } from '~/api/auth/token-hash'
import type { Database, Executor } from '~/api/db/executor'
import { accounts, sessions, staffInvitations, users } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { composeEmail, shopLink } from '~/api/mail/compose'
import { deliverEmail, deliverLater, type OutgoingEmail, queueEmail } from '~/api/mail/outbox'
import { recordAudit } from '~/api/services/shared/audit'

export const INVITATION_DAYS = 7
/** The acceptance page, in the invitation's language (`/ar/staff-invitation` in Arabic). */
export const INVITATION_PAGE = '/staff-invitation'

export type StaffInvitationView = {
  id: number
  email: string
  first_name: string
  last_name: string
  role: StaffRole
  expires_at: string
  created_at: string
}

type Row = typeof staffInvitations.$inferSelect
const toView = (row: Row): StaffInvitationView => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  role: row.role as StaffRole,
  expires_at: row.expiresAt.toISOString(),
  created_at: row.createdAt.toISOString(),
})

export type NewInvitation = { email: string; firstName: string; lastName: string; phone?: string | null; role: StaffRole }
/** Who invites: an admin's id (the audit names them), or null for the command line. */
type Inviter = {
  actorId: number | null
  locale: Locale
  now?: Date
  /** `now`: the first delivery attempt is awaited (the command line, which exits right after). */
  delivery?: 'later' | 'now'
}
/** What the caller may show: the command line prints the link, the web answers the invitation alone. */
export type SentInvitation = { invitation: StaffInvitationView; link: string; outboxId: number }

const invitationLink = (locale: Locale, token: string) => shopLink(locale, `${INVITATION_PAGE}?token=${encodeURIComponent(token)}`)
const newToken = () => randomBytes(32).toString('base64url')
const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000)

/** The pending invitations, newest first. */
export async function listInvitations(db: Executor): Promise<StaffInvitationView[]> {
  const rows = await db.select().from(staffInvitations).orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id))
  return rows.map(toView)
}

/**
 * Invites an address (replacing an earlier invitation of the same address). Refused for an address
 * that already is staff (nothing to accept) or belongs to a deleted account.
 */
export async function inviteStaff(
  db: Database,
  input: NewInvitation,
  { actorId, locale, now = new Date(), delivery = 'later' }: Inviter,
): Promise<SentInvitation & { delivered: boolean }> {
  const email = input.email.trim().toLowerCase()
  const token = newToken()
  const sent = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ role: users.role, deletedAt: users.deletedAt })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
    if (existing?.deletedAt) throw new ApiError(409, (l) => m.api_staff_email_taken({}, { locale: l }))
    if (existing && isStaffRole(existing.role)) {
      throw new ApiError(409, (l) => m.api_staff_already_staff({ email }, { locale: l }))
    }
    await tx.delete(staffInvitations).where(sql`lower(${staffInvitations.email}) = ${email}`)
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        email,
        role: input.role,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        phone: input.phone?.trim() || null,
        locale,
        invitedBy: actorId,
        tokenHash: hashToken(token),
        expiresAt: expiryFrom(now),
        createdAt: now,
      })
      .returning()
    // The command line (actorId null) is recorded too, named by asCommandLine (docs/decisions/0062).
    await recordAudit(
      tx,
      { actorId, action: 'staff.invite', entity: 'staff_invitation', entityId: row!.id, after: { email, role: input.role } },
      now,
    )
    return mailInvitation(tx, row!, token)
  })
  let delivered = false
  if (delivery === 'now') delivered = await deliverEmail(db, sent.outboxId, { secrets: sent.email.secrets })
  else deliverLater(db, sent.outboxId, sent.email)
  return { invitation: sent.invitation, link: sent.link, outboxId: sent.outboxId, delivered }
}

/** A new link (the old one stops working) and a new week, e-mailed again. */
export async function resendInvitation(db: Database, id: number, { actorId, now = new Date() }: { actorId: number; now?: Date }) {
  const token = newToken()
  const sent = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({ tokenHash: hashToken(token), expiresAt: expiryFrom(now) })
      .where(eq(staffInvitations.id, id))
      .returning()
    if (!row) throw new ApiError(404, (l) => m.api_not_found({}, { locale: l }))
    await recordAudit(
      tx,
      { actorId, action: 'staff.invite_resend', entity: 'staff_invitation', entityId: id, after: { email: row.email } },
      now,
    )
    return mailInvitation(tx, row, token)
  })
  deliverLater(db, sent.outboxId, sent.email)
  return sent.invitation
}

export async function cancelInvitation(db: Database, id: number, { actorId, now = new Date() }: { actorId: number; now?: Date }) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(staffInvitations).where(eq(staffInvitations.id, id)).returning()
    if (!row) throw new ApiError(404, (l) => m.api_not_found({}, { locale: l }))
    await recordAudit(
      tx,
      { actorId, action: 'staff.invite_cancel', entity: 'staff_invitation', entityId: id, before: { email: row.email, role: row.role } },
      now,
    )
  })
}

async function mailInvitation(tx: Executor, row: Row, token: string) {
  const locale: Locale = row.locale === 'ar' ? 'ar' : 'fr'
  const link = invitationLink(locale, token)
  const role = { admin: m.bo_role_admin, staff: m.bo_role_staff, driver: m.bo_role_driver }[row.role as StaffRole]({}, { locale })
  const composed = composeEmail({
    locale,
    subject: m.mail_staff_invitation_subject({ shop: m.shop_name({}, { locale }) }, { locale }),
    name: row.firstName,
    paragraphs: [m.mail_staff_invitation_body({ role, days: String(INVITATION_DAYS) }, { locale })],
    button: { label: m.mail_staff_invitation_button({}, { locale }), url: link },
    footer: m.mail_staff_invitation_ignore({}, { locale }),
  })
  const email: OutgoingEmail = {
    ...composed,
    to: row.email,
    locale,
    secrets: [token, encodeURIComponent(token)],
    linkExpiresAt: row.expiresAt,
  }
  const outboxId = await queueEmail(tx, email)
  return { invitation: toView(row), link, outboxId, email }
}

const linkInvalid = () => new ApiError(400, (l) => m.staff_invitation_link_invalid({}, { locale: l }))

/**
 * Accepts an invitation with the invitee's new password: the account of the invited address (made
 * now, or the existing one) gets the role and that password, its address is verified, no password
 * change is pending, and every session it had ends (a squatter's included). Answers its id; the
 * caller opens the acceptor's own session.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  password: string,
  now = new Date(),
): Promise<{ userId: number; email: string }> {
  const passwordHash = await withPasswordWork(() => hashPassword(password))
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.tokenHash, hashToken(token)))
      .for('update')
    if (!invitation || invitation.expiresAt <= now) throw linkInvalid()
    const email = invitation.email.toLowerCase()
    const [existing] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .for('update')
    if (existing?.deletedAt) throw linkInvalid()
    const staffFields = { role: invitation.role, emailVerified: true, mustChangePassword: false, updatedAt: now }
    const [user] = existing
      ? await tx.update(users).set(staffFields).where(eq(users.id, existing.id)).returning()
      : await tx
          .insert(users)
          .values({
            ...staffFields,
            email: invitation.email,
            firstName: invitation.firstName,
            lastName: invitation.lastName,
            phone: invitation.phone,
            locale: invitation.locale,
            createdAt: now,
          })
          .returning()
    const userId = user!.id
    await tx
      .insert(accounts)
      .values({ userId, providerId: 'credential', accountId: String(userId), password: passwordHash })
      .onConflictDoUpdate({ target: [accounts.providerId, accounts.accountId], set: { password: passwordHash, updatedAt: now } })
    // Whoever held the address before the link was opened is signed out everywhere.
    await tx.delete(sessions).where(eq(sessions.userId, userId))
    await tx.delete(staffInvitations).where(eq(staffInvitations.id, invitation.id))
    await recordAudit(
      tx,
      {
        actorId: userId,
        action: 'staff.invite_accept',
        entity: 'user',
        entityId: userId,
        before: existing ? { role: existing.role, email_verified: existing.emailVerified } : null,
        after: { role: invitation.role, invited_by: invitation.invitedBy, invitation: invitation.id },
      },
      now,
    )
    return { userId, email: user!.email }
  })
}
