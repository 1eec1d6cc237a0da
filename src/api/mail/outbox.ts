/**
 * Every e-mail is written to the `email_outbox` table first, so none is lost, then delivered in
 * the background: through SMTP (nodemailer) when `SMTP_URL` is set; otherwise the outbox row is
 * the mailbox (a fresh machine reads its e-mails there). The log says which e-mail went where by
 * its id, never its recipient or text (no address or token in logs). A one-time link (a password reset) is
 * cut from the stored e-mail once an SMTP server took it, and at the latest when it stops
 * working (docs/decisions/0023). Delivery happens after the answer, so a reset request takes
 * the same time whether or not the e-mail has an account.
 *
 * Each attempt first claims its row in a conditional UPDATE (one more attempt, `next_attempt_at`
 * moved past a lease), so two instances (or the first delivery and the retry job) never send one
 * e-mail twice. Rows not sent are retried by the job runner (docs/decisions/0015) with backoff.
 */
import type { Locale } from '~/paraglide/runtime.js'
import { and, eq, gt, inArray, isNull, lt, lte, ne, or, type SQLWrapper, sql } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import { appConfig } from '#app-config'
import { log } from '~/lib/logger.server'
import type { Database, Executor } from '~/api/db/executor'
import { emailOutbox } from '~/api/db/schema'
import type { ComposedEmail } from './compose'

export type OutgoingEmail = ComposedEmail & {
  to: string
  locale: Locale
  /** Values masked in an error about this e-mail (the token of a link). */
  secrets?: string[]
  /** The e-mail carries a one-time link (`?token=`) that stops working then. */
  linkExpiresAt?: Date
}

type OutboxRow = typeof emailOutbox.$inferSelect
/**
 * Sends one message or throws. Answers `'outbox'` when nothing left the shop (no SMTP_URL): the
 * row is then the only copy of the e-mail, and keeps its link until the link expires.
 */
export type MailSender = (row: OutboxRow) => Promise<void | 'outbox'>

/**
 * How long an attempt keeps its row before another may start: a lease far longer than the SMTP
 * timeouts, then the backoff (after attempt n, entry n - 1). Its length bounds the attempts.
 */
const BACKOFF = ['5 minutes', '30 minutes', '2 hours', '8 hours', '24 hours', '24 hours']
export const MAX_EMAIL_ATTEMPTS = BACKOFF.length
const backoffSql = sql.raw(`(ARRAY[${BACKOFF.map((delay) => `'${delay}'`).join(', ')}]::interval[])`)
/** A queued e-mail is left to the delivery right after it for this long. */
const FIRST_DELIVERY_MS = 60_000

/** The claim: one more attempt, and nobody else tries before the lease ends. */
const claim = (now: Date) => ({
  attempts: sql`${emailOutbox.attempts} + 1`,
  nextAttemptAt: sql`${now.toISOString()}::timestamptz + ${backoffSql}[${emailOutbox.attempts} + 1]`,
})

let smtp: Transporter | undefined

/** SMTP when configured, else the outbox alone. Its timeouts keep an attempt far shorter than its lease. */
export const defaultSender: MailSender = async (row) => {
  const config = appConfig()
  if (!config.SMTP_URL) {
    log.info({ outboxId: row.id }, '[mail] kept in the email_outbox table (no SMTP_URL)')
    return 'outbox'
  }
  smtp ??= nodemailer.createTransport({ url: config.SMTP_URL, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 })
  await smtp.sendMail({ from: config.MAIL_FROM, to: row.toAddress, subject: row.subject, text: row.text, html: row.html })
  log.info({ outboxId: row.id }, '[mail] sent')
}

/**
 * The token of every link in a stored e-mail that carries one, replaced: `?token=` links, and a
 * standing order's date page (`/abonnement/<token>`). Done in SQL so a retry, which no longer
 * knows the token, and the expiry job can do it too.
 */
const LINK_TOKEN = `([?&]token=|/abonnement/)[^[:space:]"'<>&?#/]+`
const cut = (column: SQLWrapper) =>
  sql`case when ${emailOutbox.linkExpiresAt} is null then ${column} else regexp_replace(${column}, ${LINK_TOKEN}, ${'\\1[retiré-removed]'}, 'g') end`
const cutLinks = () => ({ text: cut(emailOutbox.text), html: cut(emailOutbox.html), linkExpiresAt: null })

/** Writes the e-mail to the outbox, inside the caller's transaction when given one. Returns its id. */
export async function queueEmail(db: Executor, email: OutgoingEmail, now = new Date()): Promise<number> {
  const [id] = await queueEmails(db, [email], now)
  if (id === undefined) throw new Error('The e-mail could not be queued')
  return id
}

/** Writes the e-mails to the outbox in one statement (a standing orders' chunk); their ids, in the same order. */
export async function queueEmails(db: Executor, emails: OutgoingEmail[], now = new Date()): Promise<number[]> {
  if (emails.length === 0) return []
  const rows = await db
    .insert(emailOutbox)
    .values(
      emails.map((email) => ({
        toAddress: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        locale: email.locale,
        linkExpiresAt: email.linkExpiresAt,
        nextAttemptAt: new Date(now.getTime() + FIRST_DELIVERY_MS),
      })),
    )
    .returning({ id: emailOutbox.id })
  // PostgreSQL inserts and returns a multi-row VALUES in its order (each id is paired with its e-mail by position).
  if (rows.length !== emails.length) throw new Error('The e-mails could not be queued')
  return rows.map((row) => row.id)
}

/** Queues the e-mail and starts its delivery without waiting for it. Not for use inside a transaction. */
export async function sendEmail(db: Database, email: OutgoingEmail): Promise<number> {
  const id = await queueEmail(db, email)
  deliverLater(db, id, email)
  return id
}

/** Starts the first attempt at a queued e-mail without waiting for it (after its transaction committed). */
export function deliverLater(db: Database, id: number, email: Pick<OutgoingEmail, 'secrets'>) {
  setImmediate(() => {
    deliverEmail(db, id, { secrets: email.secrets }).catch((error) =>
      log.error({ err: error, outboxId: id }, '[mail] could not be updated'),
    )
  })
}

/**
 * The first attempt at a queued e-mail (call it after the transaction that queued it committed).
 * Does nothing when another attempt claimed it already. True when this call sent it.
 */
export async function deliverEmail(
  db: Database,
  id: number,
  { secrets = [], send = defaultSender, now = new Date() }: { secrets?: string[]; send?: MailSender; now?: Date } = {},
) {
  const [row] = await db
    .update(emailOutbox)
    .set(claim(now))
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.attempts, 0), ne(emailOutbox.status, 'sent')))
    .returning()
  return row ? attempt(db, row, secrets, send) : false
}

/** The job: claims the e-mails due for another attempt and tries each once. Returns how many were sent. */
export async function retryEmails(
  db: Database,
  { now, send = defaultSender, limit = 50 }: { now: Date; send?: MailSender; limit?: number },
) {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        ne(emailOutbox.status, 'sent'),
        lt(emailOutbox.attempts, MAX_EMAIL_ATTEMPTS),
        lte(emailOutbox.nextAttemptAt, now),
        // A link that stopped working is not worth sending (cutExpiredLinks gives the e-mail up).
        or(isNull(emailOutbox.linkExpiresAt), gt(emailOutbox.linkExpiresAt, now)),
      ),
    )
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true })
  const claimed = await db.update(emailOutbox).set(claim(now)).where(inArray(emailOutbox.id, due)).returning()
  let sent = 0
  // One after another: a slow SMTP server is not hit in parallel by one instance.
  for (const row of claimed) if (await attempt(db, row, undefined, send)) sent++
  return sent
}

async function attempt(db: Database, row: OutboxRow, secrets: string[] | undefined, send: MailSender): Promise<boolean> {
  let delivery: void | 'outbox'
  try {
    delivery = await send(row)
  } catch (error) {
    const reason = mask(error instanceof Error ? error.message : String(error), secrets)
    const last = row.attempts >= MAX_EMAIL_ATTEMPTS
    log.error({ outboxId: row.id, attempt: row.attempts, lastAttempt: last, reason }, '[mail] delivery failed')
    // Given up: nobody will ever need its link.
    await db
      .update(emailOutbox)
      .set({ status: 'failed', lastError: reason.slice(0, 500), ...(last ? cutLinks() : {}) })
      .where(eq(emailOutbox.id, row.id))
    return false
  }
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null, ...(delivery === 'outbox' ? {} : cutLinks()) })
    .where(eq(emailOutbox.id, row.id))
  return true
}

/**
 * The job: cuts the links that stopped working from the e-mails still holding them (kept in the
 * outbox for want of SMTP, or not delivered yet). One not sent by then is not worth sending any
 * more: it is left failed, with no attempt left.
 */
export async function cutExpiredLinks(db: Database, { now }: { now: Date }): Promise<number> {
  const unsent = sql`${emailOutbox.status} <> 'sent'`
  const cutRows = await db
    .update(emailOutbox)
    .set({
      ...cutLinks(),
      status: sql`case when ${unsent} then 'failed' else ${emailOutbox.status} end`,
      lastError: sql`case when ${unsent} then 'link expired before delivery' else ${emailOutbox.lastError} end`,
      attempts: sql`case when ${unsent} then greatest(${emailOutbox.attempts}, ${MAX_EMAIL_ATTEMPTS}) else ${emailOutbox.attempts} end`,
    })
    .where(lte(emailOutbox.linkExpiresAt, now))
    .returning({ id: emailOutbox.id })
  return cutRows.length
}

/** An error about an e-mail, without its link's token or any e-mail address (an SMTP refusal often names the recipient). */
function mask(text: string, secrets: string[] = []): string {
  const masked = secrets.filter(Boolean).reduce((result, secret) => result.split(secret).join('[masqué / masked]'), text)
  return masked.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[adresse / address]')
}
