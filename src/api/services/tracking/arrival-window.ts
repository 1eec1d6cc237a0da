/**
 * The tracking page's arrival window (docs/decisions/0099), from the round's real pace: plain
 * arithmetic on minutes of the shop's day, tested without a database.
 *
 * - Before the driver has delivered any stop of the round, it is the morning's estimate, the
 *   out-for-delivery e-mail's window (`deliveryWindow`, decision 0087), moved on only once the
 *   clock has passed what that estimate allowed (a late start).
 * - Once stops are done, the pace is the round's own: the minutes from the round's start to its
 *   last delivery over the stops done. The stop is expected `pace` after the later of the last
 *   delivery and now, for itself and each stop still ahead of it; the window is as wide as those
 *   stops' minutes (never under 30, never over the city's width), so it narrows as they are done.
 */
import { clockTime, deliveryWindow, type RoundPace, type TimeWindow } from '~/api/services/orders/delivery-window'

export { clockTime, type RoundPace, type TimeWindow }

/** The narrowest window the page shows: a driver's minute is never promised. */
export const MIN_WINDOW = 30
const STEP = 5
const LAST_MINUTE = 23 * 60 + 59
const MAX_PACE = 240

export type RoundProgress = {
  /** The stops ahead of this one in the round (round order), delivered ones included: the e-mail's count. */
  stopsBefore: number
  /** Those of them still to deliver. */
  stopsAhead: number
  /** The round's stops delivered today (any of the driver's, ahead of this one or not). */
  stopsDone: number
  /** Minutes of the shop's day: the first and last deliveries of the round today, when there are some. */
  firstDelivery: number | null
  lastDelivery: number | null
  /** The minute the round left when it left on its day (null: the day before). */
  leftAt: number | null
  /** The shop's clock now, in minutes of the delivery day. */
  now: number
}

const floorTo = (minute: number, step: number) => Math.floor(minute / step) * step
const ceilTo = (minute: number, step: number) => Math.ceil(minute / step) * step
const clampDay = (minute: number) => Math.min(Math.max(Math.round(minute), 0), LAST_MINUTE)

/** Minutes per stop the round has really taken so far; null before its first delivery. */
export function realPace(pace: RoundPace, progress: RoundProgress): number | null {
  const { stopsDone, firstDelivery, lastDelivery, leftAt } = progress
  if (stopsDone < 1 || firstDelivery === null || lastDelivery === null) return null
  const start = Math.max(pace.startMinute, leftAt ?? 0)
  // A first stop delivered before the planned start (dispatched the evening before, out early):
  // the round began one city stop before it.
  const began = start < firstDelivery ? start : firstDelivery - pace.minutesPerStop
  return Math.min(Math.max((lastDelivery - began) / stopsDone, 1), MAX_PACE)
}

/** The window the tracking page shows for a stop still to deliver. */
export function arrivalWindow(pace: RoundPace, progress: RoundProgress): TimeWindow {
  const { stopsBefore, stopsAhead, lastDelivery, leftAt, now } = progress
  const perStop = realPace(pace, progress)
  if (perStop === null) {
    const morning = deliveryWindow(pace, stopsBefore, leftAt)
    const morningExpected = Math.max(pace.startMinute, leftAt ?? 0) + stopsBefore * pace.minutesPerStop
    // Still on the morning's plan: the page says what the e-mail said.
    if (now + stopsAhead * pace.minutesPerStop <= morningExpected) return morning
    return around(now + stopsAhead * pace.minutesPerStop, (stopsAhead + 1) * pace.minutesPerStop, pace, now)
  }
  const expected = Math.max((lastDelivery ?? now) + (stopsAhead + 1) * perStop, now + stopsAhead * perStop)
  return around(expected, (stopsAhead + 1) * perStop, pace, now)
}

/** A window of `span` minutes (30 to the city's width) around `expected`, on 5 minutes, never before now. */
function around(expected: number, span: number, pace: RoundPace, now: number): TimeWindow {
  const width = Math.max(MIN_WINDOW, Math.min(pace.windowMinutes, ceilTo(span, STEP)))
  const from = clampDay(Math.max(floorTo(expected - width / 2, STEP), floorTo(now, STEP)))
  return { from, to: clampDay(from + width) }
}

/**
 * Whether the driver fell behind the window the customer was told: the stop is now expected (the
 * middle of the window now shown) after that window's end. Comparing the windows' ends told the
 * later stops of every round "late" within minutes of its start: before the first delivery the
 * estimate moves with the clock (the next stop "now", the plan's first stop at the start), and a
 * window ending five minutes after the one told is not a delay worth an e-mail.
 */
export const isLate = (current: TimeWindow, told: TimeWindow) => (current.from + current.to) / 2 > told.to
