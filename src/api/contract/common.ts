/**
 * Shapes shared by every endpoint. Amounts are integer centimes of MAD (docs/decisions/0007).
 * Imported by the API (to validate what comes in) and by the upstream client (to parse what
 * comes back): one definition, both sides.
 */
import { z } from '@hono/zod-openapi'
import { locales } from '~/paraglide/runtime.js'

/** The shop's languages: Paraglide's, so the API and the pages share one `Locale` type. */
export const LOCALES = locales
export const localeSchema = z.enum(LOCALES).openapi({ description: 'Language of the answer', example: 'fr' })

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647)
/** A row's id inside a JSON body: a number PostgreSQL's integer can hold (a larger one would fail the query). */
export const rowIdSchema = z.number().int().positive().max(2_147_483_647)
/** The version an admin edited from (optimistic concurrency): a row's `version` column, an integer too. */
export const versionSchema = z.number().int().min(1).max(2_147_483_647)
/** The same for a version column that starts at 0 (an order's, a group's, a customer's company card): a larger one would fail the query. */
export const versionFromZeroSchema = z.number().int().min(0).max(2_147_483_647)
/**
 * A schema named in the OpenAPI document, or null. zod-to-openapi renders `named.nullable()` by
 * making the named component itself nullable, so every other use of it would read "or null" to a
 * client; a union keeps the null where it belongs.
 */
export const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()])
/** A day as the shop writes it: `YYYY-MM-DD`. */
export const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const centimesSchema = z.number().int().nonnegative().openapi({ description: 'Amount in centimes of MAD' })

/** Every refusal: `success: false`, a message in the request's language, field errors in `data.errors`. */
export const errorResponseSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    data: z.object({ errors: z.record(z.string(), z.array(z.string())) }),
  })
  .openapi('ErrorResponse')
export type ErrorResponse = z.infer<typeof errorResponseSchema>

/** Who saved a record after the version a refused save was edited from (docs/decisions/0069). */
export const saveConflictSchema = z
  .object({
    saved_by: z.string().nullable().openapi({ description: 'The name of whoever saved last, or null when the log does not say' }),
    saved_at: z.string().nullable().openapi({ description: 'When they saved (ISO 8601), or null' }),
    version: z.number().int().openapi({ description: 'The version now: a save meant to overwrite theirs names it' }),
  })
  .openapi('SaveConflict')
export type SaveConflictBody = z.infer<typeof saveConflictSchema>

/**
 * A 409: the refusal's body, and, when the save was made from an older version of the record
 * (the one versioned save, docs/decisions/0069), `data.conflict`: who saved since, when, the version now.
 */
export const conflictResponseSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    data: z.object({ errors: z.record(z.string(), z.array(z.string())), conflict: saveConflictSchema.optional() }),
  })
  .openapi('ConflictResponse')
export type ConflictResponse = z.infer<typeof conflictResponseSchema>

export const namedRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() })

export const imageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() })

export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data })
}
