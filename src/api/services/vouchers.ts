/**
 * Vouchers (docs/decisions/0014): codes are compared case-insensitively (stored upper case);
 * what a voucher takes off is integer centimes, a percentage rounded half up to the centime.
 * Redemption happens only when an order is placed, under the voucher's row lock, so concurrent
 * orders never pass its limits (and the database's check would refuse it anyway).
 */
import { and, count, eq } from 'drizzle-orm'
import type { Executor } from '~/api/db/database'
import { voucherRedemptions, vouchers } from '~/api/db/schema'

export type Voucher = typeof vouchers.$inferSelect

export type VoucherProblem =
  | { code: 'voucher_unknown' }
  | { code: 'voucher_not_yet_valid'; startsAt: Date }
  | { code: 'voucher_expired' }
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

/**
 * Why a voucher does not apply, in the order a customer can act on: it must exist and be
 * active, be in its dates, reach its minimum (goods), have uses left, and uses left for this
 * customer (`customerUses` null for a visitor: checked when the order is placed).
 */
export function voucherProblem(
  voucher: Voucher | null,
  { now, goods, customerUses }: { now: Date; goods: number; customerUses: number | null },
): VoucherProblem | null {
  if (!voucher || !voucher.isActive) return { code: 'voucher_unknown' }
  if (voucher.startsAt && now < voucher.startsAt) return { code: 'voucher_not_yet_valid', startsAt: voucher.startsAt }
  if (voucher.endsAt && now >= voucher.endsAt) return { code: 'voucher_expired' }
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
