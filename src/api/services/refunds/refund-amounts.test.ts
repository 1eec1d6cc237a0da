import { describe, expect, it } from 'vitest'
import { orderPaid, refundShares } from './refund-amounts'

/** 130,00 of goods, 15,00 of fee, 7,77 off by a voucher, 20 points (20,00) spent, 11 earned. */
const order = orderPaid({
  subtotal: 13000,
  deliveryFee: 1500,
  discount: 777,
  pointsDiscount: 2000,
  pointsUsed: 20,
  pointsGained: 11,
  freeDelivery: false,
})

describe('refund shares', () => {
  it('splits what the order paid into goods and fee, a free-delivery voucher on the fee', () => {
    expect(order).toMatchObject({ paidGoods: 13000 - 777 - 2000, paidFee: 1500 })
    const free = orderPaid({
      subtotal: 4000,
      deliveryFee: 1500,
      discount: 1500,
      pointsDiscount: 0,
      pointsUsed: 0,
      pointsGained: 4,
      freeDelivery: true,
    })
    expect(free).toMatchObject({ paidGoods: 4000, paidFee: 0 })
  })

  it('gives back, in any number of parts, exactly what one whole refund gives', () => {
    const whole = refundShares(order, 0, 13000)
    expect(whole).toEqual({ goods: 10223, pointsReturned: 20, pointsTakenBack: 11 })
    for (const parts of [
      [3333, 3333, 6334],
      [1, 12998, 1],
      [4199, 3333, 3333, 2135],
    ]) {
      let before = 0
      const sum = { goods: 0, pointsReturned: 0, pointsTakenBack: 0 }
      for (const part of parts) {
        const shares = refundShares(order, before, part)
        sum.goods += shares.goods
        sum.pointsReturned += shares.pointsReturned
        sum.pointsTakenBack += shares.pointsTakenBack
        before += part
      }
      expect(sum).toEqual(whole)
    }
  })

  it('gives nothing for nothing refunded', () => {
    expect(refundShares(order, 5000, 0)).toEqual({ goods: 0, pointsReturned: 0, pointsTakenBack: 0 })
  })
})
