import { describe, expect, it } from 'vitest'
import { beforeCutoff, deliveryDayFor, earliestBookableDay, firstSlot, isDue, nextSlot, onWeekday, priceLimit } from './standing-dates'

const calendar = { cutoffHour: 12, holidays: new Set<string>() }

describe("a standing order's dates", () => {
  it('keeps the rhythm: every 1, 2 or 4 weeks from the slot', () => {
    expect(nextSlot('2026-12-01', 1)).toBe('2026-12-08')
    expect(nextSlot('2026-12-01', 2)).toBe('2026-12-15')
    expect(nextSlot('2026-12-29', 4)).toBe('2027-01-26')
  })

  it("finds the first date on the city's weekday, one rhythm after the order it comes from", () => {
    // Tuesday 1 December 2026.
    expect(onWeekday('2026-12-01', 2)).toBe('2026-12-01')
    expect(onWeekday('2026-12-02', 2)).toBe('2026-12-08')
    expect(firstSlot({ earliest: '2026-11-28', weekday: 2, everyWeeks: 1 })).toBe('2026-12-01')
    // Delivered Tuesday 1 December, every 2 weeks: the first standing date is 15 December.
    expect(firstSlot({ earliest: '2026-11-28', weekday: 2, everyWeeks: 2, after: '2026-12-01' })).toBe('2026-12-15')
    // An old order: the earliest bookable day wins.
    expect(firstSlot({ earliest: '2026-11-28', weekday: 2, everyWeeks: 1, after: '2026-01-06' })).toBe('2026-12-01')
  })

  it('applies the cut-off: the checkout hour and the lead days, on the shop clock', () => {
    // Friday 27 November 2026, 11:00 in Casablanca (UTC+1): today is still bookable with no lead.
    const morning = new Date('2026-11-27T10:00:00Z')
    const afternoon = new Date('2026-11-27T12:00:00Z')
    expect(earliestBookableDay(morning, 0, calendar)).toBe('2026-11-27')
    expect(earliestBookableDay(afternoon, 0, calendar)).toBe('2026-11-28')
    // One lead day from Friday afternoon: Saturday counts from, Monday is the first (Sunday is no working day).
    expect(earliestBookableDay(afternoon, 1, calendar)).toBe('2026-11-30')
    expect(beforeCutoff(afternoon, '2026-11-30', 1, calendar)).toBe(true)
    expect(beforeCutoff(afternoon, '2026-11-28', 1, calendar)).toBe(false)
    // A holiday on Monday pushes the lead day to Tuesday.
    expect(beforeCutoff(afternoon, '2026-11-30', 1, { ...calendar, holidays: new Set(['2026-11-30']) })).toBe(false)
  })

  it('is due within the lead days, and moves a holiday to the next deliverable day', () => {
    const now = new Date('2026-11-27T08:00:00Z')
    expect(isDue('2026-12-04', now, 7)).toBe(true)
    expect(isDue('2026-12-05', now, 7)).toBe(false)
    expect(deliveryDayFor('2026-12-01', ['2026-12-01', '2026-12-08'])).toEqual({ day: '2026-12-01', moved: false })
    expect(deliveryDayFor('2026-12-01', ['2026-11-28', '2026-12-03'])).toEqual({ day: '2026-12-03', moved: true })
    expect(deliveryDayFor('2026-12-01', ['2026-11-28'])).toBeNull()
  })

  it('passes a rise up to the limit, not beyond', () => {
    expect(priceLimit(10_000, 10)).toBe(11_000)
    expect(priceLimit(999, 10)).toBe(1098)
    expect(priceLimit(10_000, 0)).toBe(10_000)
  })
})
