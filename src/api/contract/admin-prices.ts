/**
 * Prices per city (issue 17 §2, docs/decisions/0035). Staff read, admins change:
 * - `GET /api/admin/prices?q=`: products to price, by name or reference;
 * - `GET /api/admin/prices/{product_id}`: the grid, every city × every pack size (or the product
 *   itself when it has none), each cell with its price in that city and whether the city has its own;
 * - `PUT /api/admin/prices/{product_id}`: changed cells only, each with what the admin saw
 *   (`expected`); one transaction, 409 with the cells another admin changed meanwhile;
 * - `POST /api/admin/prices/bulk`: a percentage on one city's prices (one brand, one category),
 *   previewed (`apply: false`), then applied with the preview's `fingerprint` (409 when the prices
 *   moved since the preview).
 * Amounts in centimes; a price never changes an order already placed (orders keep their own).
 */
import { z } from '@hono/zod-openapi'
import { idSchema, localeSchema, rowIdSchema, successSchema } from './common'

/** The highest price the back office accepts for one item: 100 000 MAD, far above a fountain. */
export const PRICE_MAX_CENTIMES = 10_000_000
/** A bulk change moves prices by at most this many percent either way (down to a tenth of them). */
export const BULK_PERCENT_MIN = -90
export const BULK_PERCENT_MAX = 100
/** How many changed items a preview lists (the count covers them all). */
export const BULK_PREVIEW_ROWS = 200

export const pricesQuerySchema = z.object({ lang: localeSchema.optional(), q: z.string().max(100).optional() })
export const pricesProductParamSchema = z.object({ product_id: idSchema })
export const langQuerySchema = z.object({ lang: localeSchema.optional() })

export const priceProductSchema = z.object({ id: z.number().int(), name: z.string(), reference: z.string(), brand: z.string() })
const optionSchema = z.object({ id: z.number().int(), name: z.string() })
/** Products to price, and what a bulk change may target. */
export const priceProductListSchema = z.object({
  items: z.array(priceProductSchema),
  cities: z.array(optionSchema),
  brands: z.array(optionSchema),
  categories: z.array(optionSchema),
})
export type PriceProductList = z.infer<typeof priceProductListSchema>
export const priceProductListResponseSchema = successSchema(priceProductListSchema).openapi('PriceProductListResponse')

/** What a cell holds: its price and sale price in the city, and whether the city has its own (`set`). */
export const cellValueSchema = z.object({
  price: z.number().int(),
  sell_price: z.number().int().nullable(),
  set: z.boolean(),
})
export type CellValue = z.infer<typeof cellValueSchema>

export const priceCellSchema = cellValueSchema.extend({
  city_id: z.number().int(),
  variant_id: z.number().int().nullable(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
})
export type PriceCell = z.infer<typeof priceCellSchema>

export const priceGridSchema = z
  .object({
    product: priceProductSchema,
    cities: z.array(z.object({ id: z.number().int(), name: z.string(), factor_permille: z.number().int(), sold: z.boolean() })),
    /** The pack sizes, or the product itself (`variant_id: null`) when it has none. */
    items: z.array(
      z.object({
        variant_id: z.number().int().nullable(),
        label: z.string(),
        reference: z.string(),
        base_price: z.number().int(),
        base_sell_price: z.number().int().nullable(),
      }),
    ),
    cells: z.array(priceCellSchema),
  })
  .openapi('PriceGrid')
export type PriceGrid = z.infer<typeof priceGridSchema>
export const priceGridResponseSchema = successSchema(priceGridSchema).openapi('PriceGridResponse')

const centimesField = z.number().int().min(0).max(PRICE_MAX_CENTIMES)

/** One changed cell: `price: null` gives the city back the base price times its factor. Checked by the service, field by field. */
export const priceCellChangeSchema = z
  .object({
    city_id: rowIdSchema,
    variant_id: rowIdSchema.nullable(),
    price: centimesField.nullable(),
    sell_price: centimesField.nullable(),
    expected: cellValueSchema.pick({ price: true, sell_price: true, set: true }),
  })
  .refine((cell) => cell.price !== null || cell.sell_price === null, { path: ['sell_price'], message: 'sale price without price' })
  .refine((cell) => cell.price === null || cell.sell_price === null || cell.sell_price <= cell.price, {
    path: ['sell_price'],
    message: 'sale price above price',
  })
export const priceGridChangeSchema = z.object({ cells: z.array(priceCellChangeSchema).min(1).max(2000) })
export type PriceGridChange = z.infer<typeof priceGridChangeSchema>

/** Loose on purpose: the service checks each cell to answer every refusal under its cell. */
export const priceGridChangeBodySchema = z.object({ cells: z.unknown().optional() }).openapi('PriceGridChange', {
  description:
    'cells: [{ city_id, variant_id (null: the product itself), price (centimes, null: back to base × factor), sell_price (≤ price or null), expected: { price, sell_price, set } as seen }]',
})

export const bulkPriceChangeSchema = z.object({
  city_id: rowIdSchema,
  brand_id: rowIdSchema.nullable().default(null),
  category_id: rowIdSchema.nullable().default(null),
  /** Percent, two decimals at most: 5 = +5 %, -10 = −10 %. */
  percent: z
    .number()
    .min(BULK_PERCENT_MIN)
    .max(BULK_PERCENT_MAX)
    .refine((value) => value !== 0 && Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9),
  apply: z.boolean().default(false),
  /** The preview's fingerprint, required to apply. */
  fingerprint: z.string().max(100).optional(),
})
export type BulkPriceChange = z.infer<typeof bulkPriceChangeSchema>
export const bulkPriceChangeBodySchema = z
  .object({
    city_id: z.unknown().optional(),
    brand_id: z.unknown().optional(),
    category_id: z.unknown().optional(),
    percent: z.unknown().optional(),
    apply: z.unknown().optional(),
    fingerprint: z.unknown().optional(),
  })
  .openapi('BulkPriceChange', {
    description:
      'city_id; brand_id and category_id (null: all); percent from -90 to 100, not 0, two decimals at most; apply: false to preview, true with the fingerprint of the preview to apply',
  })

export const bulkPriceRowSchema = z.object({
  product_id: z.number().int(),
  variant_id: z.number().int().nullable(),
  product_name: z.string(),
  label: z.string(),
  before: cellValueSchema.pick({ price: true, sell_price: true }),
  after: cellValueSchema.pick({ price: true, sell_price: true }),
})
export type BulkPriceRow = z.infer<typeof bulkPriceRowSchema>
export const bulkPriceResultSchema = z
  .object({
    applied: z.boolean(),
    count: z.number().int(),
    rows: z.array(bulkPriceRowSchema),
    fingerprint: z.string(),
  })
  .openapi('BulkPriceResult')
export type BulkPriceResult = z.infer<typeof bulkPriceResultSchema>
export const bulkPriceResponseSchema = successSchema(bulkPriceResultSchema).openapi('BulkPriceResponse')
