/**
 * The back office's stock (docs/decisions/0032): `GET /api/admin/stock` (staff read it, `low=1`
 * for the low-stock list) and `PUT /api/admin/stock/{kind}/{id}` (admins only): a pack size's
 * (`variant`) or a product without pack sizes' (`product`) count and low-stock threshold, saved
 * only when it still holds what the admin saw (`expected`), else 409 with what changed.
 */
import { z } from '@hono/zod-openapi'
import { idSchema, localeSchema, successSchema } from './common'

export const STOCK_KINDS = ['variant', 'product'] as const
export const stockKindSchema = z.enum(STOCK_KINDS)
export type StockKind = z.infer<typeof stockKindSchema>

/** The largest count and threshold the shop accepts: far above any warehouse, far below the integer's end. */
export const STOCK_MAX = 1_000_000

export const stockQuerySchema = z.object({
  lang: localeSchema.optional(),
  low: z.enum(['1', 'true']).optional().openapi({ description: 'Only what is tracked and at or below its threshold' }),
})

export const stockItemSchema = z
  .object({
    kind: stockKindSchema,
    /** The pack size's id (`variant`) or the product's (`product`). */
    id: z.number().int(),
    product_id: z.number().int(),
    product_name: z.string(),
    /** The pack size's values ("6 × 1,5 L"); empty for a product without pack sizes. */
    pack_size: z.string(),
    reference: z.string(),
    /** Units left; null when not tracked (never runs out). */
    stock: z.number().int().nullable(),
    low_threshold: z.number().int(),
    /** Tracked and at or below its threshold. */
    low: z.boolean(),
  })
  .openapi('StockItem')
export type StockItem = z.infer<typeof stockItemSchema>

export const stockListResponseSchema = successSchema(z.object({ items: z.array(stockItemSchema), low_count: z.number().int() })).openapi(
  'StockListResponse',
)

export const stockParamSchema = z.object({ kind: stockKindSchema, id: idSchema })

/** Field rules of a change, checked by the service so each refusal is under its field in the admin's language. */
export const stockChangeSchema = z.object({
  stock: z.number().int().min(0).max(STOCK_MAX).nullable(),
  low_threshold: z.number().int().min(0).max(STOCK_MAX),
  expected: z.object({ stock: z.number().int().nullable(), low_threshold: z.number().int() }),
  /** What moved the count (docs/decisions/0077): a count by default, a supplier's delivery, a write-off; and why. */
  movement: z.enum(['counted', 'received', 'written_off']).optional(),
  reason: z.string().trim().max(500).optional(),
})
export type StockChange = z.infer<typeof stockChangeSchema>

/** Loose on purpose: the service checks the fields to answer each refusal under its field. */
export const stockChangeBodySchema = z
  .object({
    stock: z.unknown().optional(),
    low_threshold: z.unknown().optional(),
    expected: z.unknown().optional(),
    movement: z.unknown().optional(),
    reason: z.unknown().optional(),
  })
  .openapi('StockChange', {
    description:
      'stock: a whole number from 0 to 1 000 000, or null (not tracked); low_threshold: a whole number from 0 to 1 000 000; ' +
      'expected: { stock, low_threshold } as the admin saw them (optimistic concurrency)',
  })

export const stockChangeResponseSchema = successSchema(stockItemSchema).openapi('StockChangeResponse')
