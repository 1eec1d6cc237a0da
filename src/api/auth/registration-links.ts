/**
 * Registration by e-mail link (docs/decisions/0022): the form asks names and an e-mail, the shop
 * sends a link, and whoever opens it chooses the password and is signed in. Until then no
 * account exists, so registration answers a new and a taken e-mail alike. The link's token is
 * kept hashed; a newer link replaces the older ones of the same address, under a lock, so the
 * newest e-mail always carries the one link that works.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, gt, like, sql } from 'drizzle-orm'
import { z } from 'zod'
import { m } from '~/paraglide/messages.js'
import type { Database } from '~/api/db/executor'
import { verifications } from '~/api/db/schema'
import { deliverLater, queueEmail } from '~/api/mail/outbox'
import { oneTimeLinkEmail } from './auth-emails'
import { hashToken } from './token-hash'
import type { Locale } from '~/paraglide/runtime.js'

export const REGISTRATION_LINK_SECONDS = 24 * 60 * 60
const REGISTRATION_LOCK_NAMESPACE = 7_245_034

const pendingSchema = z.object({
  email: z.string(),
  /** The address in lower case: what finds the older links of the same address. */
  key: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  locale: z.enum(['fr', 'ar']),
})
export type PendingRegistration = z.infer<typeof pendingSchema>

const identifierOf = (token: string) => `registration:${hashToken(token)}`

/**
 * A link's value: the address's hash (hex: nothing LIKE would read as a wildcard), a line break,
 * then the registration as JSON, never parsed by PostgreSQL (whose jsonb refuses some strings).
 */
const valueOf = (pending: PendingRegistration) => `${hashToken(pending.key)}\n${JSON.stringify(pending)}`
const linksOf = (key: string) => and(like(verifications.identifier, 'registration:%'), like(verifications.value, `${hashToken(key)}\n%`))

/** Sends the link that completes a registration, replacing the address's older ones. */
export async function sendRegistrationLink(db: Database, who: Omit<PendingRegistration, 'key'>) {
  const pending: PendingRegistration = { ...who, key: who.email.toLowerCase() }
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + REGISTRATION_LINK_SECONDS * 1000)
  const email = registrationEmail(pending, token, expiresAt)
  const queued = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${REGISTRATION_LOCK_NAMESPACE}, hashtext(${pending.key}))`)
    await tx.delete(verifications).where(linksOf(pending.key))
    await tx.insert(verifications).values({
      identifier: identifierOf(token),
      value: valueOf(pending),
      expiresAt,
    })
    return queueEmail(tx, email)
  })
  deliverLater(db, queued, email)
}

/** The registration a link completes, while it is valid. */
export async function findRegistration(db: Database, token: string): Promise<PendingRegistration | undefined> {
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, new Date())))
  return row ? pendingSchema.parse(JSON.parse(row.value.slice(row.value.indexOf('\n') + 1))) : undefined
}

/** Once the account exists, every registration link of its address is spent. */
export async function forgetRegistrations(db: Database, key: string) {
  await db.delete(verifications).where(linksOf(key))
}

function registrationEmail(pending: PendingRegistration, token: string, expiresAt: Date) {
  const locale = pending.locale as Locale
  return oneTimeLinkEmail(
    { email: pending.email, name: pending.first_name, locale },
    { page: '/registration', token, expiresAt },
    {
      subject: m.mail_register_confirm_subject({}, { locale }),
      body: m.mail_register_confirm_body({}, { locale }),
      button: m.mail_register_confirm_button({}, { locale }),
      ignore: m.mail_register_confirm_ignore({}, { locale }),
    },
  )
}
