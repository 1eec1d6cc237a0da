/**
 * Stock movements (docs/decisions/0077): `GET /api/admin/stock/{kind}/{id}/movements` (staff: the
 * history of one pack size, newest first) and `POST /api/admin/stock/counts` (admins: the monthly
 * inventory, counted quantities for many pack sizes at once; each difference becomes a `counted`
 * movement with the reason).
 */
import { z } from '@hono/zod-openapi'
import { STOCK_MAX, stockKindSchema } from './admin-stock'
import { successSchema } from './common'

export const STOCK_MOVEMENT_KINDS = ['reserved', 'delivered', 'cancelled', 'edited', 'received', 'counted', 'written_off'] as const
export const stockMovementKindSchema = z.enum(STOCK_MOVEMENT_KINDS)
export type StockMovementKind = z.infer<typeof stockMovementKindSchema>

export const stockMovementSchema = z
  .object({
    id: z.number().int(),
    kind: stockMovementKindSchema,
    /** Units in (positive) or out (negative); zero for a delivery (taken at reservation) or a count that matched. */
    delta: z.number().int(),
    stock_after: z.number().int(),
    order_reference: z.string().nullable(),
    actor_name: z.string().nullable(),
    reason: z.string(),
    created_at: z.string(),
  })
  .openapi('StockMovement')
export type StockMovementRow = z.infer<typeof stockMovementSchema>

export const stockMovementsResponseSchema = successSchema(z.object({ movements: z.array(stockMovementSchema) })).openapi(
  'StockMovementsResponse',
)

export const stockCountBodySchema = z
  .object({
    counts: z
      .array(z.object({ kind: stockKindSchema, id: z.number().int().min(1), counted: z.number().int().min(0).max(STOCK_MAX) }))
      .min(1)
      .max(2000),
    reason: z.string().trim().min(1).max(500),
  })
  .openapi('StockCount')
export type StockCountBody = z.infer<typeof stockCountBodySchema>

export const stockCountResponseSchema = successSchema(
  z.object({
    /** How many items differed from their count (each a `counted` movement). */
    changed: z.number().int(),
    counted: z.number().int(),
  }),
).openapi('StockCountResponse')
