import { describe, expect, it } from 'vitest'
import { dayAfterKey } from './calendar-keys'

// 2026-11-25 is a Wednesday.
const day = '2026-11-25'

describe('the delivery calendar keyboard', () => {
  it('moves by a day with the arrows, mirrored right to left', () => {
    expect(dayAfterKey('ArrowRight', day, false)).toBe('2026-11-26')
    expect(dayAfterKey('ArrowLeft', day, false)).toBe('2026-11-24')
    expect(dayAfterKey('ArrowRight', day, true)).toBe('2026-11-24')
    expect(dayAfterKey('ArrowLeft', day, true)).toBe('2026-11-26')
  })

  it('moves by a week up and down', () => {
    expect(dayAfterKey('ArrowDown', day, false)).toBe('2026-12-02')
    expect(dayAfterKey('ArrowUp', day, true)).toBe('2026-11-18')
  })

  it("goes to the week's Monday and Sunday", () => {
    expect(dayAfterKey('Home', day, false)).toBe('2026-11-23')
    expect(dayAfterKey('End', day, false)).toBe('2026-11-29')
  })

  it('moves by a month, kept inside the shorter month', () => {
    expect(dayAfterKey('PageDown', day, false)).toBe('2026-12-25')
    expect(dayAfterKey('PageUp', '2026-03-31', false)).toBe('2026-02-28')
  })

  it('leaves other keys alone', () => {
    expect(dayAfterKey('Enter', day, false)).toBeNull()
    expect(dayAfterKey('a', day, false)).toBeNull()
  })
})
