/**
 * Loyalty points (docs/decisions/0014). The rates live in `checkout_settings`; these are the
 * rules, pure and in integer centimes:
 * - points are earned on the goods the customer pays for (subtotal less the voucher's discount
 *   on goods and the points' value), one per full `earnPer` centimes; fees earn nothing;
 * - a point takes `value` centimes off; points may pay at most `maxSharePercent` % of the goods
 *   after the voucher, and never more than the balance.
 */
export type PointsRules = { earnPer: number; value: number; maxSharePercent: number }

export function pointsEarned(paidGoodsCentimes: number, earnPer: number): number {
  return Math.floor(Math.max(0, paidGoodsCentimes) / earnPer)
}

/** The most points this order may use: the balance, and the allowed share of the goods, in whole points. */
export function pointsAllowed(goodsAfterVoucher: number, balance: number, rules: PointsRules): { max: number; byShare: number } {
  const byShare = Math.floor((Math.max(0, goodsAfterVoucher) * rules.maxSharePercent) / (100 * rules.value))
  return { max: Math.max(0, Math.min(balance, byShare)), byShare }
}
