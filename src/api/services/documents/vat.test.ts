import { describe, expect, it } from 'vitest'
import { htOf, shareInProportion, vatBreakdown } from './vat'

describe('VAT from prices with tax', () => {
  it('splits TTC into HT and VAT per rate, adding up to the centime', () => {
    expect(htOf(5500, 20)).toBe(4583)
    const breakdown = vatBreakdown([
      { rate: 20, ttc: 4000 },
      { rate: 10, ttc: 1099 },
      { rate: 20, ttc: -333 },
    ])
    expect(breakdown.rates).toEqual([
      { rate: 20, ht: 3056, vat: 611, ttc: 3667 },
      { rate: 10, ht: 999, vat: 100, ttc: 1099 },
    ])
    expect(breakdown.ht + breakdown.vat).toBe(breakdown.ttc)
    expect(breakdown.ttc).toBe(4766)
  })

  it('shares a discount in proportion, the odd centimes to the largest remainders', () => {
    expect(shareInProportion(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(shareInProportion(500, [4000, 1000])).toEqual([400, 100])
    expect(shareInProportion(7, [0, 0])).toEqual([7, 0])
  })
})
