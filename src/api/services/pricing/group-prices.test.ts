import { describe, expect, it } from 'vitest'
import { groupUnitPrice } from './group-prices'
import { priceKey } from '~/api/services/catalogue/city-prices'

describe("a group's unit price", () => {
  const pricing = { discountPercent: 10, prices: new Map([[priceKey(1, 11), 2500]]) }

  it("takes the group's own price, else the city's less the percentage, rounded to the centime", () => {
    expect(groupUnitPrice(pricing, 1, 11, 3300)).toBe(2500)
    expect(groupUnitPrice(pricing, 1, 12, 3305)).toBe(2975)
    expect(groupUnitPrice(pricing, 2, null, 999)).toBe(899)
  })

  it("never charges more than the city's price", () => {
    expect(groupUnitPrice(pricing, 1, 11, 2000)).toBe(2000)
    expect(groupUnitPrice({ discountPercent: 0, prices: new Map() }, 3, null, 1500)).toBe(1500)
  })
})
