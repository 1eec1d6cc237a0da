/**
 * Every e-mail is written to the `email_outbox` table first, so none is lost, then delivered in
 * the background: through SMTP (nodemailer) when `SMTP_URL` is set, otherwise printed in the
 * server log, which is how a fresh machine "sends" mail. Secrets such as reset links are masked
 * in the log (CHECKS 10: a token is never logged); the outbox row keeps the full message.
 * Delivery happens after the answer, so a reset request takes the same time whether or not
 * the e-mail has an account.
 *
 * Each attempt first claims its row by adding one to `attempts` in a conditional UPDATE, so two
 * instances (or the first delivery and the retry job) never send one e-mail twice. Rows not sent
 * are retried by the job runner (docs/decisions/0015) at fixed delays after they were queued.
 */
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm'
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

type OutboxRow = typeof emailOutbox.$inferSelect
/** Sends one message or throws. `secrets` is undefined on a retry: they were never stored. */
export type MailSender = (row: OutboxRow, secrets: string[] | undefined) => Promise<void>

/**
 * When attempt n + 1 may start, counted from the moment the e-mail was queued. The first entry
 * leaves the immediate delivery its chance; the length bounds the attempts.
 */
const RETRY_AFTER = ['1 minute', '5 minutes', '30 minutes', '2 hours', '8 hours', '24 hours']
export const MAX_EMAIL_ATTEMPTS = RETRY_AFTER.length
const retryAfterSql = sql.raw(`ARRAY[${RETRY_AFTER.map((delay) => `'${delay}'`).join(', ')}]::interval[]`)

let smtp: Transporter | undefined

/** SMTP when configured, else the log. Timeouts stay well under the first retry delay. */
export const defaultSender: MailSender = async (row, secrets) => {
  const config = appConfig()
  if (!config.SMTP_URL) {
    // A retry does not know the secrets of the message: its text is not printed at all.
    const body = secrets ? `\n${mask(row.text, secrets)}` : ' (text in the outbox only)'
    console.info(`[mail] outbox #${row.id} (no SMTP_URL: printed here) to ${row.toAddress}: ${row.subject}${body}`)
    return
  }
  smtp ??= nodemailer.createTransport({ url: config.SMTP_URL, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 })
  await smtp.sendMail({ from: config.MAIL_FROM, to: row.toAddress, subject: row.subject, text: row.text, html: row.html })
}

/** Writes the e-mail to the outbox, inside the caller's transaction when given one. Returns its id. */
export async function queueEmail(db: Executor, email: OutgoingEmail): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ toAddress: email.to, subject: email.subject, text: email.text, html: email.html, locale: email.locale })
    .returning({ id: emailOutbox.id })
  if (!row) throw new Error('The e-mail could not be queued')
  return row.id
}

/** Queues the e-mail and starts its delivery without waiting for it. Not for use inside a transaction. */
export async function sendEmail(db: Database, email: OutgoingEmail): Promise<number> {
  const id = await queueEmail(db, email)
  deliverLater(db, id, email)
  return id
}

/**
 * Starts the first attempt at an e-mail queued inside a transaction (an order's confirmation),
 * without waiting for it: call it once that transaction has committed.
 */
export function deliverLater(db: Database, id: number, email: Pick<OutgoingEmail, 'secrets'>) {
  setImmediate(() => {
    deliverEmail(db, id, { secrets: email.secrets }).catch((error) => console.error(`[mail] outbox #${id} could not be updated:`, error))
  })
}

/**
 * The first attempt at a queued e-mail (call it after the transaction that queued it committed).
 * Does nothing when another attempt claimed it already. True when this call sent it.
 */
export async function deliverEmail(db: Database, id: number, { secrets, send = defaultSender }: { secrets?: string[]; send?: MailSender } = {}) {
  const [row] = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1` })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.attempts, 0), ne(emailOutbox.status, 'sent')))
    .returning()
  return row ? attempt(db, row, secrets, send) : false
}

/** The job: claims the e-mails due for another attempt and tries each once. Returns how many were sent. */
export async function retryEmails(db: Database, { now, send = defaultSender, limit = 50 }: { now: Date; send?: MailSender; limit?: number }) {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        ne(emailOutbox.status, 'sent'),
        lt(emailOutbox.attempts, MAX_EMAIL_ATTEMPTS),
        sql`${emailOutbox.createdAt} + (${retryAfterSql})[${emailOutbox.attempts} + 1] <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(emailOutbox.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true })
  const claimed = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1` })
    .where(inArray(emailOutbox.id, due))
    .returning()
  let sent = 0
  // One after another: a slow SMTP server is not hit in parallel by one instance.
  for (const row of claimed) if (await attempt(db, row, undefined, send)) sent++
  return sent
}

async function attempt(db: Database, row: OutboxRow, secrets: string[] | undefined, send: MailSender): Promise<boolean> {
  try {
    await send(row, secrets)
  } catch (error) {
    const reason = mask(error instanceof Error ? error.message : String(error), secrets)
    const final = row.attempts >= MAX_EMAIL_ATTEMPTS ? ' (last attempt)' : ''
    console.error(`[mail] outbox #${row.id} to ${row.toAddress} failed, attempt ${row.attempts}${final}: ${reason}`)
    await db.update(emailOutbox).set({ status: 'failed', lastError: reason.slice(0, 500) }).where(eq(emailOutbox.id, row.id))
    return false
  }
  await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(emailOutbox.id, row.id))
  return true
}

function mask(text: string, secrets: string[] = []): string {
  return secrets.filter(Boolean).reduce((masked, secret) => masked.split(secret).join('[masqué / masked]'), text)
}
