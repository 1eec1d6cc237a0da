/**
 * Every e-mail is written to the `email_outbox` table first, so none is lost, then delivered in
 * the background: through SMTP (nodemailer) when `SMTP_URL` is set, otherwise printed in the
 * server log, which is how a fresh machine "sends" mail. Secrets such as reset links are masked
 * in the log (CHECKS 10: a token is never logged); the outbox row keeps the full message.
 * Delivery happens after the answer, so a reset request takes the same time whether or not
 * the e-mail has an account.
 */
import { eq, sql } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import { appConfig } from '../../../app.config'
import type { ApiLocale } from '../contract/common'
import type { Database, Executor } from '../db/database'
import { emailOutbox } from '../db/schema'
import type { ComposedEmail } from './compose'

export type OutgoingEmail = ComposedEmail & {
  to: string
  locale: ApiLocale
  /** Values masked when the e-mail is printed in the log (links carrying a token). */
  secrets?: string[]
}

let smtp: Transporter | undefined

/** Queues the e-mail and starts its delivery without waiting for it. Returns the outbox id. */
export async function sendEmail(db: Database, email: OutgoingEmail): Promise<number> {
  const id = await queueEmail(db, email)
  deliverLater(db, id, email)
  return id
}

/**
 * Writes the e-mail to the outbox only: inside a transaction (an order's confirmation), so it
 * exists exactly when the order does. Call `deliverLater` once the transaction has committed.
 */
export async function queueEmail(db: Executor, email: OutgoingEmail): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ toAddress: email.to, subject: email.subject, text: email.text, html: email.html, locale: email.locale })
    .returning({ id: emailOutbox.id })
  if (!row) throw new Error('The e-mail could not be queued')
  return row.id
}

export function deliverLater(db: Database, id: number, email: OutgoingEmail) {
  setImmediate(() => {
    deliver(db, id, email).catch((error) => console.error(`[mail] outbox #${id} could not be updated:`, error))
  })
}

async function deliver(db: Database, id: number, email: OutgoingEmail) {
  const config = appConfig()
  if (!config.SMTP_URL) {
    console.info(`[mail] outbox #${id} (no SMTP_URL: printed here) to ${email.to}: ${email.subject}\n${mask(email.text, email.secrets)}`)
    await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(emailOutbox.id, id))
    return
  }
  try {
    smtp ??= nodemailer.createTransport(config.SMTP_URL)
    await smtp.sendMail({ from: config.MAIL_FROM, to: email.to, subject: email.subject, text: email.text, html: email.html })
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
      .where(eq(emailOutbox.id, id))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    console.error(`[mail] outbox #${id} to ${email.to} failed: ${mask(reason, email.secrets)}`)
    await db
      .update(emailOutbox)
      .set({ status: 'failed', attempts: sql`${emailOutbox.attempts} + 1`, lastError: mask(reason, email.secrets).slice(0, 500) })
      .where(eq(emailOutbox.id, id))
  }
}

function mask(text: string, secrets: string[] = []): string {
  return secrets.filter(Boolean).reduce((masked, secret) => masked.split(secret).join('[masqué / masked]'), text)
}
