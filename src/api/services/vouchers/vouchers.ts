/**
 * Vouchers (docs/decisions/0014, 0034): codes are compared case-insensitively (stored upper case);
 * what a voucher takes off is integer centimes, a percentage rounded half up to the centime.
 * A voucher restricted to cities applies only in them; to categories, only to their goods.
 * Redemption happens only when an order is placed, under the voucher's row lock, so concurrent
 * orders never pass its limits (and the database's check would refuse it anyway).
 */
import { and, asc, count, eq } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { categories, cities, voucherCategories, voucherCities, voucherRedemptions, vouchers } from '~/api/db/schema'
import type { Locale } from '~/paraglide/runtime.js'

export type Voucher = typeof vouchers.$inferSelect

export type VoucherProblem =
  | { code: 'voucher_unknown' }
  | { code: 'voucher_not_yet_valid'; startsAt: Date }
  | { code: 'voucher_expired' }
  | { code: 'voucher_other_city'; cities: string[] }
  | { code: 'voucher_no_eligible_goods'; categories: string[] }
  | { code: 'voucher_below_minimum'; minimum: number }
  | { code: 'voucher_used_up' }
  | { code: 'voucher_already_used' }

export const normalizeVoucherCode = (code: string | null | undefined): string | null => code?.trim().toUpperCase() || null

/** The voucher of a code, locked until the end of the transaction when placing an order. */
export async function findVoucher(db: Executor, code: string, { lock = false } = {}): Promise<Voucher | null> {
  const query = db.select().from(vouchers).where(eq(vouchers.code, code))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

export async function customerRedemptions(db: Executor, voucherId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.userId, userId)))
  return row?.n ?? 0
}

/** Where a voucher applies: its cities and categories (empty: no restriction), named in one language. */
export type VoucherRestrictions = {
  cityIds: number[]
  cityNames: string[]
  categoryIds: number[]
  categoryNames: string[]
}

export async function voucherRestrictions(db: Executor, voucherId: number, locale: Locale): Promise<VoucherRestrictions> {
  const cityRows = await db
    .select({ id: cities.id, name: locale === 'ar' ? cities.nameAr : cities.nameFr })
    .from(voucherCities)
    .innerJoin(cities, eq(cities.id, voucherCities.cityId))
    .where(eq(voucherCities.voucherId, voucherId))
    .orderBy(asc(cities.sortOrder), asc(cities.id))
  const categoryRows = await db
    .select({ id: categories.id, name: locale === 'ar' ? categories.nameAr : categories.nameFr })
    .from(voucherCategories)
    .innerJoin(categories, eq(categories.id, voucherCategories.categoryId))
    .where(eq(voucherCategories.voucherId, voucherId))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
  return {
    cityIds: cityRows.map((row) => row.id),
    cityNames: cityRows.map((row) => row.name),
    categoryIds: categoryRows.map((row) => row.id),
    categoryNames: categoryRows.map((row) => row.name),
  }
}

/** The goods a voucher applies to: all of them, or only those of its categories. */
export function eligibleGoods(lines: { categoryId: number; unitPrice: number; quantity: number }[], categoryIds: number[]): number {
  const counted = categoryIds.length ? lines.filter((line) => categoryIds.includes(line.categoryId)) : lines
  return counted.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)
}

/**
 * Why a voucher does not apply, in the order a customer can act on: it must exist and be
 * active, be in its dates, be valid in the cart's city and for some of its goods, reach its
 * minimum (on the goods it applies to), have uses left, and uses left for this customer
 * (`customerUses` null for a visitor: checked when the order is placed).
 */
export function voucherProblem(
  voucher: Voucher | null,
  {
    now,
    goods,
    customerUses,
    cityId,
    restrictions,
    hasEligibleGoods = true,
  }: {
    now: Date
    /** The goods the voucher applies to (those of its categories when it has some). */
    goods: number
    customerUses: number | null
    cityId?: number
    restrictions?: VoucherRestrictions
    hasEligibleGoods?: boolean
  },
): VoucherProblem | null {
  if (!voucher || !voucher.isActive) return { code: 'voucher_unknown' }
  if (voucher.startsAt && now < voucher.startsAt) return { code: 'voucher_not_yet_valid', startsAt: voucher.startsAt }
  if (voucher.endsAt && now >= voucher.endsAt) return { code: 'voucher_expired' }
  if (restrictions?.cityIds.length && (cityId === undefined || !restrictions.cityIds.includes(cityId))) {
    return { code: 'voucher_other_city', cities: restrictions.cityNames }
  }
  if (restrictions?.categoryIds.length && !hasEligibleGoods) {
    return { code: 'voucher_no_eligible_goods', categories: restrictions.categoryNames }
  }
  if (goods < voucher.minOrderCentimes) return { code: 'voucher_below_minimum', minimum: voucher.minOrderCentimes }
  if (voucher.maxUses !== null && voucher.usedCount >= voucher.maxUses) return { code: 'voucher_used_up' }
  if (customerUses !== null && voucher.maxUsesPerCustomer !== null && customerUses >= voucher.maxUsesPerCustomer) {
    return { code: 'voucher_already_used' }
  }
  return null
}

/** Percent of an amount in centimes, rounded half up (12,345 × 10 % = 1,234.5 → 1,235). */
export const percentOf = (centimes: number, percent: number) => Math.floor((centimes * percent + 50) / 100)

/**
 * What the voucher takes off: on the goods for `percent` and `fixed` (never more than them),
 * the delivery fee for `free_delivery`.
 */
export function voucherDiscount(
  voucher: Pick<Voucher, 'kind' | 'value'>,
  goods: number,
  deliveryFee: number,
): { goods: number; delivery: number } {
  switch (voucher.kind) {
    case 'percent':
      return { goods: Math.min(goods, percentOf(goods, voucher.value)), delivery: 0 }
    case 'fixed':
      return { goods: Math.min(goods, voucher.value), delivery: 0 }
    case 'free_delivery':
      return { goods: 0, delivery: deliveryFee }
  }
}
