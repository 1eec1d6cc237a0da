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
