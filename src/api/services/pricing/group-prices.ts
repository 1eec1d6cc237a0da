/**
 * A customer group's prices (docs/decisions/0079): the group's own price of an item (in the city,
 * else in every city), or else the city's price less the group's percentage. Never more than the
 * city's price: a group customer never pays more than a visitor. Read only for a customer whose
 * account names a group (`users.customer_group_id`, on the session's row): guests and customers
 * without a group keep the cart's path as it was, with no statement more.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { customerGroupPrices, customerGroups } from '~/api/db/schema'
import { priceKey } from '~/api/services/catalogue/city-prices'

export type GroupPricing = { discountPercent: number; prices: Map<string, number> }

/** The group's percentage and its own prices of these products in the city (one statement). */
export async function groupPricingOf(db: Executor, groupId: number, cityId: number, productIds: number[]): Promise<GroupPricing | null> {
  const rows = await db
    .select({
      discountPercent: customerGroups.discountPercent,
      productId: customerGroupPrices.productId,
      variantId: customerGroupPrices.variantId,
      cityId: customerGroupPrices.cityId,
      price: customerGroupPrices.priceCentimes,
    })
    .from(customerGroups)
    .leftJoin(
      customerGroupPrices,
      and(
        eq(customerGroupPrices.groupId, customerGroups.id),
        inArray(customerGroupPrices.productId, productIds.length ? productIds : [-1]),
        or(isNull(customerGroupPrices.cityId), eq(customerGroupPrices.cityId, cityId)),
      ),
    )
    .where(eq(customerGroups.id, groupId))
  if (rows.length === 0) return null
  const prices = new Map<string, number>()
  // The city's own price wins over the every-city one: write the every-city rows first.
  for (const row of [...rows].sort((a, b) => Number(a.cityId !== null) - Number(b.cityId !== null))) {
    if (row.productId !== null && row.price !== null) prices.set(priceKey(row.productId, row.variantId), row.price)
  }
  return { discountPercent: rows[0]!.discountPercent, prices }
}

/** An item's price for the group, from its price in the city. */
export function groupUnitPrice(pricing: GroupPricing, productId: number, variantId: number | null, cityPrice: number): number {
  const own = pricing.prices.get(priceKey(productId, variantId))
  const price = own ?? Math.round((cityPrice * (100 - pricing.discountPercent)) / 100)
  return Math.min(price, cityPrice)
}

type PricedLine = { productId: number; variantId: number | null; unitPrice: number }

/** Reprices lines for the customer's group, in place; nothing read nor changed without a group. */
export async function applyGroupPrices<T extends PricedLine>(
  db: Executor,
  groupId: number | null | undefined,
  cityId: number,
  lines: T[],
): Promise<T[]> {
  if (!groupId || lines.length === 0) return lines
  const pricing = await groupPricingOf(db, groupId, cityId, [...new Set(lines.map((line) => line.productId))])
  if (!pricing) return lines
  for (const line of lines) line.unitPrice = groupUnitPrice(pricing, line.productId, line.variantId, line.unitPrice)
  return lines
}
