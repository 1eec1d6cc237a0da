import { describe, expect, it } from 'vitest'
import { isoWeekday, shopClock, shopTimeToInstant } from '~/lib/shop-dates'
import { deliverableDates, firstReminderAt } from './delivery-dates'

const calendar = { cutoffHour: 12, windowDays: 21, weekdays: [1, 2, 3, 4, 5, 6], holidays: new Set<string>() }

describe('delivery dates in Africa/Casablanca', () => {
  it('reads the day and hour in Casablanca, whose offset is +00 during Ramadan', () => {
    // Ramadan 2026: Casablanca is on UTC.
    expect(shopClock(new Date('2026-03-02T11:59:59Z'))).toEqual({ day: '2026-03-02', hour: 11 })
    // Summer: UTC+1.
    expect(shopClock(new Date('2026-07-20T11:59:59Z'))).toEqual({ day: '2026-07-20', hour: 12 })
    expect(shopClock(new Date('2026-07-20T23:00:00Z'))).toEqual({ day: '2026-07-21', hour: 0 })
  })

  it('applies the cut-off on the local clock, in and out of Ramadan', () => {
    // Monday 2 March 2026, Ramadan (UTC+0): 11:59:59 local is before noon.
    expect(deliverableDates(new Date('2026-03-02T11:59:59Z'), 0, calendar)[0]).toBe('2026-03-02')
    expect(deliverableDates(new Date('2026-03-02T12:00:00Z'), 0, calendar)[0]).toBe('2026-03-03')
    // Monday 20 July 2026 (UTC+1): noon local is 11:00 UTC.
    expect(deliverableDates(new Date('2026-07-20T10:59:59Z'), 0, calendar)[0]).toBe('2026-07-20')
    expect(deliverableDates(new Date('2026-07-20T11:00:00Z'), 0, calendar)[0]).toBe('2026-07-21')
  })

  it('counts the lead time in working days and keeps dates on working weekdays of the city', () => {
    const holidays = new Set(['2026-07-30'])
    // Wednesday before the cut-off, holiday on Thursday: one working day later is Friday.
    expect(deliverableDates(new Date('2026-07-29T08:00:00Z'), 1, { ...calendar, holidays })[0]).toBe('2026-07-31')
    // Two working days from Friday morning: Saturday, then Monday.
    expect(deliverableDates(new Date('2026-07-24T08:00:00Z'), 2, calendar)[0]).toBe('2026-07-27')
    // Thursdays only, within 21 days, never a holiday.
    expect(deliverableDates(new Date('2026-07-20T08:00:00Z'), 1, { ...calendar, weekdays: [4], holidays })).toEqual([
      '2026-07-23',
      '2026-08-06',
    ])
    // Never a Sunday, even when a city lists it.
    expect(deliverableDates(new Date('2026-07-20T08:00:00Z'), 0, { ...calendar, weekdays: [7] })).toEqual([])
    expect(isoWeekday('2026-07-26')).toBe(7)
  })

  it('finds 10:00 in Casablanca on either side of an offset change', () => {
    expect(shopTimeToInstant('2026-03-01', 10).toISOString()).toBe('2026-03-01T10:00:00.000Z')
    expect(shopTimeToInstant('2026-07-20', 10).toISOString()).toBe('2026-07-20T09:00:00.000Z')
    expect(firstReminderAt('2026-07-21', 30).toISOString()).toBe('2026-08-20T09:00:00.000Z')
  })
})
