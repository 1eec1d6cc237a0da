/**
 * The satisfaction popup's endpoints (the old shop's paths): `POST /api/user/show-satisfaction/{id}` and
 * `POST /api/user/answer-satisfaction/{id}`. The answer's rules are built per request so their
 * messages are the shop's own, in the request's language (`lang`).
 */
import { z } from '@hono/zod-openapi'
import { m } from '~/paraglide/messages.js'
import { successSchema } from './common'
import type { Locale } from '~/paraglide/runtime.js'

/** 1 like, 2 dislike (the old shop's values). */
export const SATISFACTION_RATINGS = [1, 2] as const
export const SATISFACTION_LIKE = 1
export const SATISFACTION_DISLIKE = 2
export const SATISFACTION_COMMENT_MAX = 1000

export function satisfactionAnswerSchema(locale: Locale) {
  const ratingError = { error: () => m.satisfaction_error_rating_required({}, { locale }) }
  return z.object({
    rating: z.union([z.literal(SATISFACTION_LIKE), z.literal(SATISFACTION_DISLIKE)], ratingError),
    comment: z
      .string({ error: () => m.satisfaction_error_comment_invalid({}, { locale }) })
      .trim()
      .max(SATISFACTION_COMMENT_MAX, { error: () => m.satisfaction_error_comment_too_long({ max: SATISFACTION_COMMENT_MAX }, { locale }) })
      .nullish()
      .transform((value) => (value ? value : null)),
  })
}

/** What the answer's body looks like, for the OpenAPI document (validation runs in the service). */
export const satisfactionAnswerDocSchema = z
  .object({
    rating: z.union([z.literal(1), z.literal(2)]).openapi({ description: '1 like, 2 dislike' }),
    comment: z
      .string()
      .max(SATISFACTION_COMMENT_MAX)
      .nullish()
      .openapi({ description: `Optional, trimmed, at most ${SATISFACTION_COMMENT_MAX} characters` }),
  })
  .openapi('SatisfactionAnswer')

export const satisfactionShownResponseSchema = successSchema(z.object({ id: z.number().int(), shown: z.literal(true) })).openapi(
  'SatisfactionShownResponse',
)

export const satisfactionAnsweredResponseSchema = successSchema(
  z.object({ id: z.number().int(), rating: z.union([z.literal(1), z.literal(2)]), comment: z.string().nullable() }),
).openapi('SatisfactionAnsweredResponse')
