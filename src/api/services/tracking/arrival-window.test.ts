import { describe, expect, it } from 'vitest'
import { deliveryWindow } from '~/api/services/orders/delivery-window'
import { arrivalWindow, isLate, MIN_WINDOW, realPace, type RoundProgress } from './arrival-window'

const pace = { startMinute: 9 * 60, minutesPerStop: 20, windowMinutes: 180 }
const at = (hour: number, minute = 0) => hour * 60 + minute
const morning: RoundProgress = {
  stopsBefore: 6,
  stopsAhead: 6,
  stopsDone: 0,
  firstDelivery: null,
  lastDelivery: null,
  leftAt: null,
  now: at(8, 30),
}
const width = (window: { from: number; to: number }) => window.to - window.from

describe("the tracking page's arrival window", () => {
  it("is the morning's estimate, the e-mail's, before the first delivery", () => {
    expect(arrivalWindow(pace, morning)).toEqual(deliveryWindow(pace, 6))
    expect(arrivalWindow(pace, { ...morning, leftAt: at(9, 40), now: at(9, 40) })).toEqual(deliveryWindow(pace, 6, at(9, 40)))
    expect(realPace(pace, morning)).toBeNull()
  })

  it('moves on from the morning when the clock passed what it allowed, without any delivery', () => {
    // 6 stops of 20 minutes after 12:00 ends past what 9:00 + 6 × 20 promised.
    const late = arrivalWindow(pace, { ...morning, now: at(12) })
    expect(late.from).toBeGreaterThanOrEqual(at(12))
    expect(late.to).toBeGreaterThan(deliveryWindow(pace, 6).to)
  })

  it("takes the round's real pace once stops are done", () => {
    // Round from 9:00, 3 stops done by 9:30: 10 minutes a stop, not the city's 20.
    const progress = { ...morning, stopsAhead: 3, stopsDone: 3, firstDelivery: at(9, 10), lastDelivery: at(9, 30), now: at(9, 31) }
    expect(realPace(pace, progress)).toBe(10)
    // Expected 9:30 + 4 × 10 = 10:10, 40 minutes wide.
    expect(arrivalWindow(pace, progress)).toEqual({ from: at(9, 50), to: at(10, 30) })
  })

  it('narrows as the stops before it are delivered, never under 30 minutes', () => {
    const base = { ...morning, firstDelivery: at(9, 20), leftAt: null }
    const widths = [6, 4, 2, 0].map((ahead) => {
      const done = 6 - ahead
      const progress =
        done === 0 ? base : { ...base, stopsAhead: ahead, stopsDone: done, lastDelivery: at(9) + done * 20, now: at(9) + done * 20 }
      return width(arrivalWindow(pace, progress))
    })
    expect(widths[0]).toBe(180)
    for (let index = 1; index < widths.length; index++) expect(widths[index]).toBeLessThan(widths[index - 1]!)
    expect(widths.at(-1)).toBe(MIN_WINDOW)
  })

  it('never shows a window that began before now', () => {
    // The last delivery long ago: the driver is late, the stop is "from now".
    const progress = { ...morning, stopsAhead: 0, stopsDone: 6, firstDelivery: at(9, 20), lastDelivery: at(11), now: at(12, 2) }
    const window = arrivalWindow(pace, progress)
    expect(window.from).toBe(at(12))
    expect(window.to).toBeGreaterThan(at(12, 2))
  })

  it('counts a first stop delivered before the planned start from one city stop before it', () => {
    const early = { ...morning, stopsAhead: 5, stopsDone: 1, firstDelivery: at(8, 10), lastDelivery: at(8, 10), now: at(8, 11) }
    expect(realPace(pace, early)).toBe(20)
  })

  it('never runs past midnight', () => {
    const night = {
      ...morning,
      stopsAhead: 20,
      stopsDone: 2,
      firstDelivery: at(23),
      lastDelivery: at(23, 30),
      leftAt: at(22, 30),
      now: at(23, 30),
    }
    expect(arrivalWindow(pace, night).to).toBe(at(23, 59))
  })

  it('is late when the stop is now expected after the end of the window the customer was told', () => {
    expect(isLate({ from: 600, to: 700 }, { from: 540, to: 720 })).toBe(false)
    // Ends later, but expected at 12:00, within the window told: no delay.
    expect(isLate({ from: 690, to: 750 }, { from: 540, to: 720 })).toBe(false)
    expect(isLate({ from: 700, to: 760 }, { from: 540, to: 720 })).toBe(true)
  })

  it('is not late minutes after the round leaves, and is once the plan is an hour behind', () => {
    // The e2e test's city: 40 minutes a stop, two hours wide; the round leaves at 19:42, the
    // third stop's customer told 19:30–21:30 (or so) and no stop delivered yet.
    const evening = { startMinute: 8 * 60, minutesPerStop: 40, windowMinutes: 120 }
    const leftAt = at(19, 42)
    const told = deliveryWindow(evening, 2, leftAt)
    const progress = (now: number) => ({
      stopsBefore: 2,
      stopsAhead: 2,
      stopsDone: 0,
      firstDelivery: null,
      lastDelivery: null,
      leftAt,
      now,
    })
    for (const minutes of [1, 3, 10, 30]) expect(isLate(arrivalWindow(evening, progress(leftAt + minutes)), told)).toBe(false)
    expect(isLate(arrivalWindow(evening, progress(leftAt + 70)), told)).toBe(true)
    // The same in the morning, the round out at 7:50 for an 8:00 start.
    const morningTold = deliveryWindow(evening, 2, at(7, 50))
    const early = (now: number) => ({ ...progress(now), leftAt: at(7, 50) })
    expect(isLate(arrivalWindow(evening, early(at(8, 5))), morningTold)).toBe(false)
    expect(isLate(arrivalWindow(evening, early(at(9, 30))), morningTold)).toBe(true)
  })
})
