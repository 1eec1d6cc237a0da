import { describe, expect, it } from 'vitest'
import { COMMENT_MAX, commentToSave, paymentModesOffered, pointsToApply, pointsToPrice } from './payment-choices'

describe('payment modes', () => {
  it('offers only the modes paid on delivery', () => {
    const cash = { id: 1, code: 'cash', name: 'Espèces', online: false }
    const card = { id: 2, code: 'card', name: 'Carte', online: true }
    expect(paymentModesOffered([cash, card])).toEqual([cash])
  })
})

describe('the comment', () => {
  it('is saved up to its maximum length', () => {
    expect(commentToSave('Sonnez deux fois')).toBe('Sonnez deux fois')
    expect(commentToSave('x'.repeat(COMMENT_MAX + 5))).toHaveLength(COMMENT_MAX)
  })
})

describe('points typed', () => {
  it('apply a whole number of points, none when empty', () => {
    expect(pointsToApply('120')).toBe(120)
    expect(pointsToApply(' 40 ')).toBe(40)
    expect(pointsToApply('')).toBe(0)
    expect(pointsToApply('   ')).toBe(0)
    expect(pointsToApply('0')).toBe(0)
  })

  it('refuse what is not a whole number of points', () => {
    expect(pointsToApply('1.5')).toBeNull()
    expect(pointsToApply('-3')).toBeNull()
    expect(pointsToApply('dix')).toBeNull()
  })

  it('are priced only above zero', () => {
    expect(pointsToPrice('25')).toBe(25)
    expect(pointsToPrice('')).toBeNull()
    expect(pointsToPrice('0')).toBeNull()
    expect(pointsToPrice('2.5')).toBeNull()
    expect(pointsToPrice('abc')).toBeNull()
  })
})
