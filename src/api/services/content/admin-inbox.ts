/**
 * The back office's inbox: contact messages and their replies, and the satisfaction answers.
 * A reply is an e-mail to the sender in the language they wrote in ("Re: <subject>", their
 * message quoted), queued in the outbox in the same transaction as the reply row, the status
 * and the audit line; it is delivered after the commit.
 */
import { fullNameSql } from '~/api/db/full-name'
import { and, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm'
import {
  type ContactStatus,
  INBOX_PER_PAGE,
  type InboxMessage,
  type InboxMessageRow,
  type InboxPage,
  type SatisfactionAnswers,
} from '~/api/contract/admin-inbox'
import { type ContactSubject, subjectLabel } from '~/api/contract/contact-fields'
import type { Database, Executor } from '~/api/db/executor'
import { contactMessages, contactReplies, orders, satisfactionRequests, users } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { composeEmail } from '~/api/mail/compose'
import { deliverLater, queueEmail } from '~/api/mail/outbox'
import { formatDate } from '~/lib/dates'
import { SHOP_TIME_ZONE, addDays, isoWeekday, shopClock, shopTimeToInstant } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { recordAudit } from '~/api/services/shared/audit'
import { onPage } from '~/api/services/shared/paging'

/** The zone as a literal: a grouped expression must be the same text in SELECT and GROUP BY (a parameter is not). */
const shopZone = sql.raw(`'${SHOP_TIME_ZONE}'`)
const notFound = () => new ApiError(404, (locale) => m.api_not_found({}, { locale }))
const asLocale = (value: string): Locale => (value === 'ar' ? 'ar' : 'fr')
/** A stored subject is one of the form's choices; an unknown one (older data) is shown as it is. */
const subjectText = (subject: string, locale: Locale) => {
  try {
    return subjectLabel(subject as ContactSubject, locale)
  } catch {
    return subject
  }
}

const repliesCount = sql<number>`(select count(*)::int from ${contactReplies} where ${contactReplies.messageId} = ${contactMessages.id})`

function toRow(row: typeof contactMessages.$inferSelect, replies: number, locale: Locale): InboxMessageRow {
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    email: row.email,
    subject: subjectText(row.subject, locale),
    order_reference: row.orderReference,
    locale: asLocale(row.locale),
    created_at: row.createdAt.toISOString(),
    replies,
  }
}

export async function listInbox(db: Executor, query: { status?: ContactStatus; page: number }, locale: Locale): Promise<InboxPage> {
  const where = query.status ? eq(contactMessages.status, query.status) : undefined
  const [rows, [total], perStatus] = await Promise.all([
    onPage(
      db
        .select({ message: contactMessages, replies: repliesCount })
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .$dynamic(),
      query.page,
      INBOX_PER_PAGE,
    ),
    db.select({ value: count() }).from(contactMessages).where(where),
    db.select({ status: contactMessages.status, value: count() }).from(contactMessages).groupBy(contactMessages.status),
  ])
  const counts = { new: 0, read: 0, handled: 0 }
  for (const { status, value } of perStatus) counts[status] = value
  return {
    items: rows.map(({ message, replies }) => toRow(message, replies, locale)),
    total: total?.value ?? 0,
    page: query.page,
    per_page: INBOX_PER_PAGE,
    counts,
  }
}

async function messageWithThread(db: Executor, message: typeof contactMessages.$inferSelect, locale: Locale): Promise<InboxMessage> {
  const thread = await db
    .select({ reply: contactReplies, by: fullNameSql(users) })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.authorId))
    .where(eq(contactReplies.messageId, message.id))
    .orderBy(contactReplies.createdAt, contactReplies.id)
  return {
    ...toRow(message, thread.length, locale),
    phone: message.phone,
    message: message.message,
    customer_id: message.userId,
    thread: thread.map(({ reply, by }) => ({
      id: reply.id,
      body: reply.body,
      by: reply.authorId ? by : null,
      at: reply.createdAt.toISOString(),
    })),
  }
}

/** One message with its thread; a new one becomes read (by whoever opened it, in the audit log). */
export async function openInboxMessage(db: Database, id: number, locale: Locale, { actorId, now }: { actorId: number; now: Date }) {
  return db.transaction(async (tx) => {
    const [opened] = await tx
      .update(contactMessages)
      .set({ status: 'read' })
      .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'new')))
      .returning()
    if (opened) {
      await recordAudit(
        tx,
        { actorId, action: 'contact.read', entity: 'contact_message', entityId: id, before: { status: 'new' }, after: { status: 'read' } },
        now,
      )
      return messageWithThread(tx, opened, locale)
    }
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id))
    if (!message) throw notFound()
    return messageWithThread(tx, message, locale)
  })
}

export async function setInboxStatus(db: Database, id: number, status: ContactStatus, { actorId, now }: { actorId: number; now: Date }) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: contactMessages.status })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update')
    if (!before) throw notFound()
    await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id))
    await recordAudit(tx, { actorId, action: 'contact.status', entity: 'contact_message', entityId: id, before, after: { status } }, now)
    return { id, status }
  })
}

/** The sender's message, quoted under the reply as mail readers do. */
const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n')

/**
 * Replies by e-mail in the message's language: the reply row, the e-mail in the outbox, the
 * status `handled` and the audit line in one transaction; delivery starts once it committed.
 */
export async function replyToMessage(
  db: Database,
  id: number,
  body: string,
  locale: Locale,
  { actorId, now }: { actorId: number; now: Date },
): Promise<InboxMessage> {
  const { message, emailId, secrets } = await db.transaction(async (tx) => {
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update')
    if (!message) throw notFound()
    const mailLocale = asLocale(message.locale)
    const email = composeEmail({
      locale: mailLocale,
      subject: `Re: ${subjectText(message.subject, mailLocale)}`,
      name: message.name,
      paragraphs: [
        body,
        m.mail_inbox_reply_quote({ date: formatDate(message.createdAt, mailLocale) }, { locale: mailLocale }),
        quoted(message.message),
      ],
    })
    const emailId = await queueEmail(tx, { ...email, to: message.email, locale: mailLocale }, now)
    await tx.insert(contactReplies).values({ messageId: id, authorId: actorId, body, createdAt: now })
    const [updated] = await tx.update(contactMessages).set({ status: 'handled' }).where(eq(contactMessages.id, id)).returning()
    await recordAudit(
      tx,
      {
        actorId,
        action: 'contact.reply',
        entity: 'contact_message',
        entityId: id,
        before: { status: message.status },
        after: { status: 'handled', reply: body },
      },
      now,
    )
    return { message: updated!, emailId, secrets: [] as string[] }
  })
  deliverLater(db, emailId, { secrets })
  return messageWithThread(db, message, locale)
}

const WEEKS = 12

/** The answers, newest first, and the likes and dislikes of the last 12 weeks (Casablanca's Monday-to-Sunday weeks). */
export async function listSatisfaction(db: Executor, page: number, now: Date): Promise<SatisfactionAnswers> {
  const today = shopClock(now).day
  const thisMonday = addDays(today, 1 - isoWeekday(today))
  const firstMonday = addDays(thisMonday, -7 * (WEEKS - 1))
  const answered = isNotNull(satisfactionRequests.answeredAt)
  const week = sql<string>`to_char(date_trunc('week', ${satisfactionRequests.answeredAt} at time zone ${shopZone}), 'YYYY-MM-DD')`
  const [rows, [total], perWeek] = await Promise.all([
    onPage(
      db
        .select({
          request: satisfactionRequests,
          reference: orders.reference,
          customerName: fullNameSql(users),
          customerEmail: users.email,
        })
        .from(satisfactionRequests)
        .innerJoin(orders, eq(orders.id, satisfactionRequests.orderId))
        .innerJoin(users, eq(users.id, satisfactionRequests.userId))
        .where(answered)
        .orderBy(desc(satisfactionRequests.answeredAt), desc(satisfactionRequests.id))
        .$dynamic(),
      page,
      INBOX_PER_PAGE,
    ),
    db.select({ value: count() }).from(satisfactionRequests).where(answered),
    db
      .select({
        week,
        likes: sql<number>`count(*) filter (where ${satisfactionRequests.rating} = 1)::int`,
        dislikes: sql<number>`count(*) filter (where ${satisfactionRequests.rating} = 2)::int`,
      })
      .from(satisfactionRequests)
      .where(and(answered, gte(satisfactionRequests.answeredAt, shopTimeToInstant(firstMonday, 0))))
      .groupBy(week),
  ])
  const byWeek = new Map(perWeek.map((row) => [row.week, row]))
  return {
    items: rows.map(({ request, reference, customerName, customerEmail }) => ({
      id: request.id,
      rating: request.rating === 2 ? ('dislike' as const) : ('like' as const),
      comment: request.comment,
      order_reference: reference,
      customer: { id: request.userId, name: customerName, email: customerEmail },
      answered_at: request.answeredAt!.toISOString(),
    })),
    total: total?.value ?? 0,
    page,
    per_page: INBOX_PER_PAGE,
    weeks: Array.from({ length: WEEKS }, (_, index) => {
      const monday = addDays(firstMonday, 7 * index)
      const counted = byWeek.get(monday)
      return { week: monday, likes: counted?.likes ?? 0, dislikes: counted?.dislikes ?? 0 }
    }),
  }
}
