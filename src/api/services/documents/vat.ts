/**
 * VAT from prices that include it (TTC, as the shop sells): the amounts of a document are grouped
 * by rate, and for each rate the base (HT) is the TTC over 1 + rate, rounded to the centime, and
 * the VAT the rest, so HT + VAT = TTC to the centime per rate and in total (decision 0074). A
 * discount on the whole order (voucher, points) is shared among the rates in proportion to the
 * goods at each rate (largest remainder), as it lowers the base of each.
 */

export type RateTotal = { rate: number; ht: number; vat: number; ttc: number }
export type VatBreakdown = { rates: RateTotal[]; ht: number; vat: number; ttc: number }

/** The price before tax of a price with tax, to the centime. */
export const htOf = (ttc: number, rate: number) => Math.round((ttc * 100) / (100 + rate))

/** `amount` shared in proportion to `weights` (integers that add up to `amount`; the largest remainders get the odd centimes). */
export function shareInProportion(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  if (total === 0) return weights.map((_, index) => (index === 0 ? amount : 0))
  const exact = weights.map((weight) => (amount * weight) / total)
  const shares = exact.map(Math.floor)
  let left = amount - shares.reduce((sum, share) => sum + share, 0)
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    shares[index]! += 1
    left -= 1
  }
  return shares
}

/** The TTC amounts of a document (lines, fee, discounts as negative amounts), each with its rate, as VAT per rate and totals. */
export function vatBreakdown(amounts: { rate: number; ttc: number }[]): VatBreakdown {
  const byRate = new Map<number, number>()
  for (const { rate, ttc } of amounts) byRate.set(rate, (byRate.get(rate) ?? 0) + ttc)
  const rates = [...byRate]
    .sort(([a], [b]) => b - a)
    .map(([rate, ttc]) => {
      const ht = htOf(ttc, rate)
      return { rate, ht, vat: ttc - ht, ttc }
    })
  const sum = (key: 'ht' | 'vat' | 'ttc') => rates.reduce((total, row) => total + row[key], 0)
  return { rates, ht: sum('ht'), vat: sum('vat'), ttc: sum('ttc') }
}
