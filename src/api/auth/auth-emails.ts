/**
 * The account e-mails. Links are built from PUBLIC_SITE_URL, never from the request's Host
 * header (which a forger controls), in the language of the page the customer used.
 */
import { and, eq, like, ne, sql } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import type { Database } from '~/api/db/executor'
import { verifications } from '~/api/db/schema'
import { composeEmail, shopLink } from '~/api/mail/compose'
import { deliverLater, type OutgoingEmail, queueEmail, sendEmail } from '~/api/mail/outbox'
import { RESET_IDENTIFIER_PREFIX, resetIdentifier } from './token-hash'
import type { Locale } from '~/paraglide/runtime.js'

type Recipient = { email: string; name?: string; locale: Locale }

/** Reset requests of one customer take turns, so parallel ones cannot leave a link-less mailbox. */
const RESET_LOCK_NAMESPACE = 7_245_033

/**
 * The reset e-mail, whose link replaces the customer's older ones. Under a lock per customer, so
 * the newest e-mail always carries the one link that works, even for requests sent together: a
 * request whose link a later one already replaced sends nothing (that one's e-mail is newer).
 */
/** The link works until `expiresAt`; the stored copy of the e-mail loses it by then (docs/decisions/0023). */
export async function sendPasswordResetEmail(db: Database, to: Recipient & { userId: number; token: string; expiresAt: Date }) {
  const email = passwordResetEmail(to)
  const identifier = resetIdentifier(to.token)
  const queued = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${RESET_LOCK_NAMESPACE}, ${to.userId})`)
    const [own] = await tx.select({ id: verifications.id }).from(verifications).where(eq(verifications.identifier, identifier))
    if (!own) return undefined
    await tx
      .delete(verifications)
      .where(
        and(
          eq(verifications.value, String(to.userId)),
          like(verifications.identifier, `${RESET_IDENTIFIER_PREFIX}%`),
          ne(verifications.identifier, identifier),
        ),
      )
    return queueEmail(tx, email)
  })
  if (queued) deliverLater(db, queued, email)
}

function passwordResetEmail(to: Recipient & { token: string; expiresAt: Date }): OutgoingEmail {
  const { locale } = to
  return oneTimeLinkEmail(
    to,
    { page: '/reset-password', token: to.token, expiresAt: to.expiresAt },
    {
      subject: m.mail_reset_subject({}, { locale }),
      body: m.mail_reset_body({}, { locale }),
      button: m.mail_reset_button({}, { locale }),
      ignore: m.mail_reset_ignore({}, { locale }),
    },
  )
}

/**
 * An e-mail whose button is a one-time link (`page?token=…`): the token is a secret the log never
 * shows, and the stored copy loses the link once sent or expired (docs/decisions/0023).
 */
export function oneTimeLinkEmail(
  to: Recipient,
  link: { page: '/reset-password' | '/registration'; token: string; expiresAt: Date },
  texts: { subject: string; body: string; button: string; ignore: string },
): OutgoingEmail {
  const { locale } = to
  const email = composeEmail({
    locale,
    subject: texts.subject,
    name: to.name,
    paragraphs: [texts.body],
    button: { label: texts.button, url: shopLink(locale, `${link.page}?token=${encodeURIComponent(link.token)}`) },
    footer: texts.ignore,
  })
  return { ...email, to: to.email, locale, secrets: [link.token, encodeURIComponent(link.token)], linkExpiresAt: link.expiresAt }
}

export function sendWelcomeEmail(db: Database, to: Recipient) {
  const { locale } = to
  const shop = m.shop_name({}, { locale })
  const email = composeEmail({
    locale,
    subject: m.mail_welcome_subject({ shop }, { locale }),
    name: to.name,
    paragraphs: [m.mail_welcome_body({}, { locale })],
    button: { label: m.mail_welcome_button({}, { locale }), url: shopLink(locale, '/espace') },
  })
  return sendEmail(db, { ...email, to: to.email, locale })
}

/** Registration with a known address answers like any refusal; the owner is told by e-mail. */
export function sendRegistrationAttemptEmail(db: Database, to: Recipient) {
  const { locale } = to
  const email = composeEmail({
    locale,
    subject: m.mail_register_attempt_subject({}, { locale }),
    name: to.name,
    paragraphs: [m.mail_register_attempt_body({}, { locale })],
    button: { label: m.auth_forgot_title({}, { locale }), url: shopLink(locale, '/forgot-password') },
  })
  return sendEmail(db, { ...email, to: to.email, locale })
}

export function sendPasswordChangedEmail(db: Database, to: Recipient) {
  const { locale } = to
  const email = composeEmail({
    locale,
    subject: m.mail_password_changed_subject({}, { locale }),
    name: to.name,
    paragraphs: [m.mail_password_changed_body({}, { locale })],
    button: { label: m.auth_forgot_title({}, { locale }), url: shopLink(locale, '/forgot-password') },
  })
  return sendEmail(db, { ...email, to: to.email, locale })
}
