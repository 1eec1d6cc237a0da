import { describe, expect, it } from 'vitest'
import { clockTime, deliveryWindow } from './delivery-window'

const pace = { startMinute: 9 * 60, minutesPerStop: 20, windowMinutes: 180 }

describe('the out-for-delivery window', () => {
  it('starts with the round for its first stops', () => {
    expect(deliveryWindow(pace, 0)).toEqual({ from: 540, to: 720 })
    expect(deliveryWindow(pace, 3)).toEqual({ from: 540, to: 720 })
  })

  it('moves with the stops ahead, centred on the expected time, on the half hour', () => {
    // 9:00 + 6 × 20 min = 11:00, minus half of 3 h = 9:30.
    expect(deliveryWindow(pace, 6)).toEqual({ from: 570, to: 750 })
    // 9:00 + 10 × 20 min = 12:20, minus 1:30 = 10:50, on the half hour: 10:30.
    expect(deliveryWindow(pace, 10)).toEqual({ from: 630, to: 810 })
  })

  it('starts from the dispatch when the round leaves after its start', () => {
    expect(deliveryWindow(pace, 0, 10 * 60 + 5)).toEqual({ from: 600, to: 780 })
  })

  it('follows the city: its pace and its width', () => {
    expect(deliveryWindow({ startMinute: 8 * 60, minutesPerStop: 30, windowMinutes: 60 }, 4)).toEqual({ from: 570, to: 630 })
  })

  it('never runs past midnight', () => {
    expect(deliveryWindow(pace, 100)).toEqual({ from: 1439, to: 1439 })
    expect(deliveryWindow(pace, 45).to).toBe(1439)
  })

  it('writes the hours on the clock', () => {
    expect([clockTime(540), clockTime(605), clockTime(1439)]).toEqual(['09:00', '10:05', '23:59'])
  })
})
