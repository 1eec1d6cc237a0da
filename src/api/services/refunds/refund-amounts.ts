/**
 * What a refund gives back, pure and in integer centimes (docs/decisions/0082).
 *
 * The customer paid for the goods less the voucher's discount on goods and the points' value, so a
 * refunded line gives back its share of what was paid in money and its share of the points spent
 * in points, and takes back its share of the points earned. Shares are taken on the running
 * total of the goods refunded (before and after this refund), not on this refund alone: partial
 * refunds then add up, to the centime and the point, to what a whole refund gives.
 */

export interface OrderPaid {
  /** The goods at their line prices. */
  subtotal: number
  /** What was paid for the goods: subtotal less the voucher's discount on goods and the points' value. */
  paidGoods: number
  /** What was paid for the delivery: its fee less a free-delivery voucher. */
  paidFee: number
  pointsUsed: number
  pointsGained: number
}

export interface RefundShares {
  goods: number
  pointsReturned: number
  pointsTakenBack: number
}

const share = (part: number, whole: number, of: number, round: (value: number) => number) => (whole <= 0 ? 0 : round((part * of) / whole))

/**
 * The shares of the goods refunded by this refund: `before` is the line value refunded by earlier
 * credit notes, `now` this refund's (both at line prices). Money is rounded to the centime, points
 * down (a point is never given or taken on a fraction).
 */
export function refundShares(order: OrderPaid, before: number, now: number): RefundShares {
  const after = before + now
  const diff = (of: number, round: (value: number) => number) =>
    share(after, order.subtotal, of, round) - share(before, order.subtotal, of, round)
  return {
    goods: diff(order.paidGoods, Math.round),
    pointsReturned: diff(order.pointsUsed, Math.floor),
    pointsTakenBack: diff(order.pointsGained, Math.floor),
  }
}

/**
 * The discount of a voucher is stored as one amount: a free-delivery voucher's is on the fee (up
 * to it), any other's on the goods.
 */
export function orderPaid(order: {
  subtotal: number
  deliveryFee: number
  discount: number
  pointsDiscount: number
  pointsUsed: number
  pointsGained: number
  freeDelivery: boolean
}): OrderPaid {
  const feeDiscount = order.freeDelivery ? Math.min(order.discount, order.deliveryFee) : 0
  return {
    subtotal: order.subtotal,
    paidGoods: Math.max(0, order.subtotal - (order.discount - feeDiscount) - order.pointsDiscount),
    paidFee: order.deliveryFee - feeDiscount,
    pointsUsed: order.pointsUsed,
    pointsGained: order.pointsGained,
  }
}

/** A VAT rate's share of amounts including tax (prices are TTC): HT rounded to the centime, VAT the rest. */
export function splitVat(ttc: number, rate: number): { ht: number; vat: number } {
  const ht = Math.round((ttc * 100) / (100 + rate))
  return { ht, vat: ttc - ht }
}

/**
 * An amount spread over parts in proportion to their weights, to the centime, the remainders to
 * the largest fractions: the parts always add up to the amount.
 */
export function spread(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0)
  if (whole <= 0) return weights.map((_, index) => (index === 0 ? amount : 0))
  const exact = weights.map((weight) => (amount * weight) / whole)
  const parts = exact.map(Math.floor)
  let rest = amount - parts.reduce((sum, part) => sum + part, 0)
  const order = exact.map((value, index) => ({ index, fraction: value - Math.floor(value) })).sort((a, b) => b.fraction - a.fraction)
  for (const { index } of order) {
    if (rest <= 0) break
    parts[index]! += 1
    rest -= 1
  }
  return parts
}
