import { describe, expect, it } from 'vitest'
import { addDays, isoWeekday, SHOP_TIME_ZONE, shopClock, shopTimeToInstant } from './shop-dates'

const offsetAt = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')?.value

describe('days', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2026-11-23', 0)).toBe('2026-11-23')
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01')
  })

  it('adds days on the days Casablanca changes its clock without losing or repeating one', () => {
    expect(addDays('2026-02-14', 1)).toBe('2026-02-15')
    expect(addDays('2026-03-21', 1)).toBe('2026-03-22')
    expect(addDays('2026-03-22', 1)).toBe('2026-03-23')
  })

  it('numbers weekdays from Monday (1) to Sunday (7)', () => {
    expect(isoWeekday('2026-11-23')).toBe(1)
    expect(isoWeekday('2026-11-29')).toBe(7)
    expect(isoWeekday('2027-01-01')).toBe(5)
  })
})

describe("the shop's clock in Africa/Casablanca", () => {
  it('has no summer time: +01 both in winter and in summer outside Ramadan', () => {
    expect(offsetAt('2025-01-15T12:00:00Z')).toBe('GMT+1')
    expect(offsetAt('2025-07-15T12:00:00Z')).toBe('GMT+1')
    // Europe's summer time starts on 29 March 2026: Casablanca's clock does not move.
    expect(shopClock(new Date('2026-03-28T12:00:00Z'))).toEqual({ day: '2026-03-28', hour: 13 })
    expect(shopClock(new Date('2026-03-30T12:00:00Z'))).toEqual({ day: '2026-03-30', hour: 13 })
  })

  it('turns the day at local midnight across month and year ends', () => {
    expect(shopClock(new Date('2026-06-30T22:59:59Z'))).toEqual({ day: '2026-06-30', hour: 23 })
    expect(shopClock(new Date('2026-06-30T23:00:00Z'))).toEqual({ day: '2026-07-01', hour: 0 })
    expect(shopClock(new Date('2025-12-31T22:59:59Z'))).toEqual({ day: '2025-12-31', hour: 23 })
    expect(shopClock(new Date('2025-12-31T23:00:00Z'))).toEqual({ day: '2026-01-01', hour: 0 })
  })

  it('follows the Ramadan offset changes of the tz database (+01 → +00 → +01 in 2026)', () => {
    // 15 February 2026, 03:00 local: the clock goes back to 02:00.
    expect(shopClock(new Date('2026-02-15T01:59:59Z'))).toEqual({ day: '2026-02-15', hour: 2 })
    expect(shopClock(new Date('2026-02-15T02:00:00Z'))).toEqual({ day: '2026-02-15', hour: 2 })
    // 22 March 2026, 02:00 local: the clock goes forward to 03:00.
    expect(shopClock(new Date('2026-03-22T01:59:59Z'))).toEqual({ day: '2026-03-22', hour: 1 })
    expect(shopClock(new Date('2026-03-22T02:00:00Z'))).toEqual({ day: '2026-03-22', hour: 3 })
  })

  it('finds the instant of a local hour on either side of and on the days of a change', () => {
    expect(shopTimeToInstant('2026-02-14', 10).toISOString()).toBe('2026-02-14T09:00:00.000Z')
    expect(shopTimeToInstant('2026-02-15', 10).toISOString()).toBe('2026-02-15T10:00:00.000Z')
    expect(shopTimeToInstant('2026-03-22', 1).toISOString()).toBe('2026-03-22T01:00:00.000Z')
    expect(shopTimeToInstant('2026-03-22', 10).toISOString()).toBe('2026-03-22T09:00:00.000Z')
    // Midnight of a month's first day, on the shop's clock, is still the previous day in UTC.
    expect(shopTimeToInstant('2026-07-01', 0).toISOString()).toBe('2026-06-30T23:00:00.000Z')
    for (const day of ['2026-02-15', '2026-03-22', '2026-07-01']) {
      expect(shopClock(shopTimeToInstant(day, 10))).toEqual({ day, hour: 10 })
    }
  })
})
