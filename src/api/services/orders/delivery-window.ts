/**
 * The out-for-delivery e-mail's time window (docs/decisions/0087): a stop's expected time is the
 * round's start (or the dispatch, when it leaves later) plus the minutes of the stops before it;
 * the window is the city's width around that time, on the half hour, never before the start.
 * Plain arithmetic on minutes after midnight (shop time), so it is tested without a database.
 */
export type RoundPace = { startMinute: number; minutesPerStop: number; windowMinutes: number }
export type TimeWindow = { from: number; to: number }

const HALF_HOUR = 30
const LAST_MINUTE = 23 * 60 + 59

/**
 * `stopsBefore`: the stops ahead of this one in the round (round_position order); `leftAt`: the
 * dispatch's minute when the round leaves on its day (null: dispatched the day before).
 */
export function deliveryWindow(pace: RoundPace, stopsBefore: number, leftAt: number | null = null): TimeWindow {
  const start = Math.max(pace.startMinute, leftAt ?? 0)
  const expected = start + stopsBefore * pace.minutesPerStop
  const earliest = Math.floor(start / HALF_HOUR) * HALF_HOUR
  const from = Math.max(earliest, Math.floor((expected - pace.windowMinutes / 2) / HALF_HOUR) * HALF_HOUR)
  return { from: Math.min(from, LAST_MINUTE), to: Math.min(from + pace.windowMinutes, LAST_MINUTE) }
}

/** 600 → "10:00": the hour as both languages write it on the shop's clock. */
export const clockTime = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
