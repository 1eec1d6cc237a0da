/**
 * Imports and exports of the catalogue (issue 35 §6, docs/decisions/0081). Admins only:
 * - `GET /api/admin/imports/{kind}/export?format=csv|xlsx`: the kind's rows as a file (`?template=1`:
 *   the header row alone), in the shape the import reads back unchanged;
 * - `POST /api/admin/imports/{kind}`: a file (base64) previewed (`apply: false`): each row's
 *   errors, the counts of new / changed / unchanged rows and a sample of the changes, and the
 *   preview's `fingerprint`; then applied (`apply: true`, the same file and fingerprint) in one
 *   transaction, refused (409) when the file or the catalogue changed since the preview.
 * Kinds: products, pack sizes, prices per city, stock. Amounts in files are MAD (`12,50`).
 */
import { z } from '@hono/zod-openapi'
import { localeSchema, successSchema } from './common'

export const IMPORT_KINDS = ['products', 'pack-sizes', 'prices', 'stock'] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]
export const SHEET_FORMATS = ['csv', 'xlsx'] as const

/** A file at most this large (5 MB) and this long (20 000 rows) is read; the limits are the admin's to know (all of them: import-limits.ts). */
export { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from './import-limits'
/** How many errors and changes a preview lists (the counts cover them all). */
export const IMPORT_PREVIEW_ROWS = 200

export const importKindParamSchema = z.object({ kind: z.enum(IMPORT_KINDS) })
export const exportQuerySchema = z.object({
  lang: localeSchema.optional(),
  format: z.enum(SHEET_FORMATS),
  template: z.enum(['1']).optional(),
})

export const importBodySchema = z
  .object({
    file_name: z.string().min(1).max(255),
    /** The file's bytes in base64; a file over IMPORT_MAX_BYTES is refused with its own message (413). */
    data: z
      .string()
      .min(1)
      .max(8 * 1024 * 1024),
    apply: z.boolean(),
    fingerprint: z.string().max(100).nullable().optional(),
  })
  .openapi('ImportBody')
export type ImportBody = z.infer<typeof importBodySchema>

/** A row's error: its number as in the file (the header is row 1), the column, what is wrong. */
export const importErrorSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() })
export type ImportError = z.infer<typeof importErrorSchema>

/** One changed row: what it names (`key`), and its values before → after, as the file writes them. */
export const importChangeSchema = z.object({
  row: z.number().int(),
  key: z.string(),
  status: z.enum(['new', 'changed']),
  before: z.string(),
  after: z.string(),
})
export type ImportChange = z.infer<typeof importChangeSchema>

export const importResultSchema = z
  .object({
    kind: z.enum(IMPORT_KINDS),
    applied: z.boolean(),
    rows: z.number().int(),
    counts: z.object({ new: z.number().int(), changed: z.number().int(), unchanged: z.number().int() }),
    error_count: z.number().int(),
    errors: z.array(importErrorSchema),
    changes: z.array(importChangeSchema),
    /** What the admin previewed: the file and the catalogue's values it changes. */
    fingerprint: z.string(),
  })
  .openapi('ImportResult')
export type ImportResult = z.infer<typeof importResultSchema>
export const importResponseSchema = successSchema(importResultSchema).openapi('ImportResponse')
