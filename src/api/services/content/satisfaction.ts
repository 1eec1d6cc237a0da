/**
 * The satisfaction popup: a request is marked shown when the popup opens, and answered
 * once with a like or a dislike and an optional comment. Only the customer's own requests: the
 * `user_id` is in the same statement, so another customer's id is as unknown as a made-up one
 * (404). See docs/decisions/0017-satisfaction.md.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import { satisfactionAnswerSchema } from '~/api/contract/satisfaction'
import type { Executor } from '~/api/db/executor'
import { satisfactionRequests } from '~/api/db/schema'
import { ApiError, fieldErrors } from '~/api/http/errors'
import type { Locale } from '~/paraglide/runtime.js'

const notFound = () => new ApiError(404, (locale) => m.satisfaction_not_found({}, { locale }))

/** Marks the request shown (the first time only: showing it again changes nothing). */
export async function showSatisfaction(db: Executor, userId: number, requestId: number, now: Date): Promise<void> {
  const [row] = await db
    .update(satisfactionRequests)
    .set({ shownAt: sql`coalesce(${satisfactionRequests.shownAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(satisfactionRequests.id, requestId), eq(satisfactionRequests.userId, userId)))
    .returning({ id: satisfactionRequests.id })
  if (!row) throw notFound()
}

/**
 * Records the answer. A request is answered once: a second answer is refused (409) and the first
 * one stays, so a double click or a replayed request cannot change a rating already counted.
 * An answer also marks the request shown (it was, to be answered).
 */
export async function answerSatisfaction(
  db: Executor,
  userId: number,
  requestId: number,
  body: unknown,
  locale: Locale,
  now: Date,
): Promise<{ id: number; rating: 1 | 2; comment: string | null }> {
  // Ownership first: another customer's request is a 404 whatever the body holds.
  const [existing] = await db
    .select({ id: satisfactionRequests.id, answeredAt: satisfactionRequests.answeredAt })
    .from(satisfactionRequests)
    .where(and(eq(satisfactionRequests.id, requestId), eq(satisfactionRequests.userId, userId)))
  if (!existing) throw notFound()

  const parsed = satisfactionAnswerSchema(locale).safeParse(body)
  if (!parsed.success) {
    throw new ApiError(400, (l) => m.api_invalid_input({}, { locale: l }), fieldErrors(parsed.error, locale, { ownMessages: true }))
  }
  const { rating, comment } = parsed.data

  const [row] = await db
    .update(satisfactionRequests)
    .set({
      rating,
      comment,
      answeredAt: now,
      shownAt: sql`coalesce(${satisfactionRequests.shownAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(satisfactionRequests.id, requestId), eq(satisfactionRequests.userId, userId), isNull(satisfactionRequests.answeredAt)))
    .returning({ id: satisfactionRequests.id })
  if (!row) throw new ApiError(409, (l) => m.satisfaction_already_answered({}, { locale: l }))
  return { id: row.id, rating, comment }
}
