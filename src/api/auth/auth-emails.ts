/**
 * The account e-mails. Links are built from PUBLIC_SITE_URL, never from the request's Host
 * header (CHECKS 10), in the language of the page the customer used.
 */
import { m } from '../../paraglide/messages.js'
import type { ApiLocale } from '../contract/common'
import type { Database } from '../db/database'
import { composeEmail, shopLink } from '../mail/compose'
import { sendEmail } from '../mail/outbox'

type Recipient = { email: string; name?: string; locale: ApiLocale }

/** The link works until `expiresAt`; the stored copy of the e-mail loses it by then (docs/decisions/0023). */
export function sendPasswordResetEmail(db: Database, to: Recipient & { userId: number; token: string; expiresAt: Date }) {
  const { locale } = to
  const url = shopLink(locale, `/reset-password?token=${encodeURIComponent(to.token)}`)
  const email = composeEmail({
    locale,
    subject: m.mail_reset_subject({}, { locale }),
    name: to.name,
    paragraphs: [m.mail_reset_body({}, { locale })],
    button: { label: m.mail_reset_button({}, { locale }), url },
    footer: m.mail_reset_ignore({}, { locale }),
  })
  return sendEmail(db, { ...email, to: to.email, locale, secrets: [to.token, encodeURIComponent(to.token)], linkExpiresAt: to.expiresAt })
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
