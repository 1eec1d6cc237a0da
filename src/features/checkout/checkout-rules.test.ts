import { describe, expect, it } from 'vitest'
import { addDays } from '~/lib/shop-dates'
import { addMonths, addMonthsToDay, monthWeeks, weekdayIndex } from './calendar'
import { generalMessages, missingChoices, stepOfField, stepToFix, unfinishedStepBefore } from './checkout-rules'

const message = (field: string) => ({ code: 'x', field, message: field })
const none = {
  delivery_address_id: null,
  billing_address_id: null,
  delivery_mode_id: null,
  delivery_date: null,
  reminder_period: null,
  reminder_frequency: null,
  payment_mode_id: null,
}
const stepOne = { ...none, delivery_address_id: 1, billing_address_id: 1, delivery_mode_id: 2, delivery_date: '2026-11-23' }

describe('checkout steps', () => {
  it('knows which step owns a field', () => {
    expect(stepOfField('delivery_date')).toBe(1)
    expect(stepOfField('reminder_frequency')).toBe(1)
    expect(stepOfField('voucher_code')).toBe(2)
    expect(stepOfField('used_points')).toBe(2)
    expect(stepOfField('products')).toBeNull()
    expect(stepOfField('something_else')).toBeNull()
    expect(generalMessages([message('products'), message('comment'), message('other')]).map((item) => item.field)).toEqual([
      'products',
      'other',
    ])
  })

  it('sends the customer to the earliest step that can fix a message, ignoring later steps', () => {
    expect(stepToFix([], 3)).toBeNull()
    expect(stepToFix([message('payment_mode_id')], 1)).toBeNull()
    expect(stepToFix([message('payment_mode_id'), message('products')], 1)).toBe(0)
    expect(stepToFix([message('products'), message('voucher_code'), message('delivery_date')], 3)).toBe(1)
    expect(stepToFix([message('voucher_code')], 3)).toBe(2)
    expect(stepToFix([message('voucher_code'), message('products')], 2)).toBe(2)
  })

  it('lists the choices a step still misses', () => {
    expect(missingChoices(none, 1)).toEqual(['delivery_address_id', 'billing_address_id', 'delivery_mode_id', 'delivery_date'])
    expect(missingChoices(stepOne, 1)).toEqual([])
    expect(missingChoices({ ...stepOne, reminder_period: 'month' }, 1)).toEqual(['reminder_frequency'])
    expect(missingChoices(stepOne, 2)).toEqual(['payment_mode_id'])
    expect(unfinishedStepBefore(none, 1)).toBeNull()
    expect(unfinishedStepBefore(none, 3)).toBe(1)
    expect(unfinishedStepBefore(stepOne, 2)).toBeNull()
    expect(unfinishedStepBefore(stepOne, 3)).toBe(2)
    expect(unfinishedStepBefore({ ...stepOne, payment_mode_id: 1 }, 3)).toBeNull()
  })
})

describe('calendar days', () => {
  it('counts days, months and weeks in UTC', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(weekdayIndex('2026-11-23')).toBe(0)
    expect(weekdayIndex('2026-11-22')).toBe(6)
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(addMonthsToDay('2026-01-31', 1)).toBe('2026-02-28')
    const november = monthWeeks('2026-11')
    // 1 November 2026 is a Sunday: six empty cells before it.
    expect(november[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(november.flat().filter(Boolean)).toHaveLength(30)
    expect(november.every((week) => week.length === 7)).toBe(true)
  })
})
