/**
 * A changed e-mail takes effect only once the new address confirms it (docs/decisions/0059): the
 * profile keeps the old address and stores the change with the SHA-256 of a one-time link's token
 * (in `verifications`, as registration links are); the new address gets the link, the old one a
 * notice. The profile answers the same whether the new address is free or taken (no probing
 * which addresses have accounts): a taken address gets, instead of a link, a notice that someone
 * tried; a link whose address was taken meanwhile says so on its page.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, gt, like, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import type { Database, Executor } from '~/api/db/executor'
import { users, verifications } from '~/api/db/schema'
import { tryAttempt } from '~/api/auth/rate-limits'
import { hashToken } from '~/api/auth/token-hash'
import { ApiError } from '~/api/http/errors'
import { composeEmail, shopLink } from '~/api/mail/compose'
import { type OutgoingEmail, sendEmail } from '~/api/mail/outbox'
import { pgErrorOf, UNIQUE_VIOLATION } from '~/api/db/pg-error'

export const EMAIL_CHANGE_LINK_SECONDS = 24 * 60 * 60
export const EMAIL_CHANGE_PAGE = '/confirm-email'
const PREFIX = 'email-change:'

const pendingSchema = z.object({ user_id: z.number().int(), email: z.string() })
/** The stored value: the account's id first (what finds its older requests), then the change as JSON. */
const valueOf = (userId: number, email: string) => `${userId}\n${JSON.stringify({ user_id: userId, email })}`
const requestsOf = (userId: number) => and(like(verifications.identifier, `${PREFIX}%`), like(verifications.value, `${userId}\n%`))
const parse = (value: string) => pendingSchema.parse(JSON.parse(value.slice(value.indexOf('\n') + 1)))

type Owner = { id: number; email: string; firstName: string }

/** The address an account asked to move to and has not confirmed yet, while its link works. */
export async function pendingEmailOf(db: Executor, userId: number, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(requestsOf(userId), gt(verifications.expiresAt, now)))
  return row ? parse(row.value).email : null
}

/**
 * Stores the change (replacing an earlier one) and writes to both addresses, in the customer's
 * language. The same steps whether the new address is free or not: only the mails differ.
 */
export async function requestEmailChange(db: Database, owner: Owner, newEmail: string, locale: Locale) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_LINK_SECONDS * 1000)
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(requestsOf(owner.id))
    await tx.insert(verifications).values({ identifier: `${PREFIX}${hashToken(token)}`, value: valueOf(owner.id, newEmail), expiresAt })
  })
  const name = owner.firstName
  // Mails to one address are capped as registration's are: past the cap the answer stays the same, nothing leaves.
  if ((await tryAttempt(db, 'registrationEmail', newEmail)).taken) {
    const taken = await addressTaken(db, newEmail, owner.id)
    await sendEmail(db, taken ? attemptNotice(newEmail, locale) : confirmationEmail(newEmail, name, locale, token, expiresAt))
  }
  await sendEmail(db, oldAddressNotice(owner.email, name, newEmail, locale))
}

/** Applies the change a link carries, if its address is still free; the address is then verified. */
export async function confirmEmailChange(db: Database, token: string, now = new Date()): Promise<{ email: string }> {
  const identifier = `${PREFIX}${hashToken(token)}`
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, now)))
  if (!row) throw new ApiError(400, (l) => m.email_change_link_invalid({}, { locale: l }))
  const pending = parse(row.value)
  const taken = () => new ApiError(409, (l) => m.email_change_taken({ email: pending.email }, { locale: l }))
  if (await addressTaken(db, pending.email, pending.user_id)) throw taken()
  try {
    await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(users)
        .set({ email: pending.email, emailVerified: true, updatedAt: now })
        .where(and(eq(users.id, pending.user_id), sql`${users.deletedAt} is null`))
        .returning({ id: users.id })
      if (!changed) throw new ApiError(400, (l) => m.email_change_link_invalid({}, { locale: l }))
      await tx.delete(verifications).where(requestsOf(pending.user_id))
    })
  } catch (error) {
    // Another account took the address between the check and the update: the unique index decides.
    if (pgErrorOf(error).code === UNIQUE_VIOLATION) throw taken()
    throw error
  }
  return { email: pending.email }
}

async function addressTaken(db: Executor, email: string, ownerId: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, ownerId)))
  return Boolean(taken)
}

function confirmationEmail(to: string, name: string, locale: Locale, token: string, expiresAt: Date): OutgoingEmail {
  const composed = composeEmail({
    locale,
    subject: m.mail_email_change_subject({}, { locale }),
    name,
    paragraphs: [m.mail_email_change_body({ email: to }, { locale })],
    button: {
      label: m.mail_email_change_button({}, { locale }),
      url: shopLink(locale, `${EMAIL_CHANGE_PAGE}?token=${encodeURIComponent(token)}`),
    },
    footer: m.mail_email_change_ignore({}, { locale }),
  })
  return { ...composed, to, locale, secrets: [token, encodeURIComponent(token)], linkExpiresAt: expiresAt }
}

/** To a taken address: nothing changes, its owner is only told someone tried. */
function attemptNotice(to: string, locale: Locale): OutgoingEmail {
  const composed = composeEmail({
    locale,
    subject: m.mail_email_change_attempt_subject({}, { locale }),
    paragraphs: [m.mail_email_change_attempt_body({}, { locale })],
  })
  return { ...composed, to, locale }
}

function oldAddressNotice(to: string, name: string, newEmail: string, locale: Locale): OutgoingEmail {
  const composed = composeEmail({
    locale,
    subject: m.mail_email_change_notice_subject({}, { locale }),
    name,
    paragraphs: [m.mail_email_change_notice_body({ email: newEmail }, { locale })],
    button: { label: m.auth_forgot_title({}, { locale }), url: shopLink(locale, '/forgot-password') },
  })
  return { ...composed, to, locale }
}
