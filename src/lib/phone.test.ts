import { describe, expect, it } from 'vitest'
import { normalizeMoroccanPhone } from './phone'

describe('normalizeMoroccanPhone', () => {
  it.each([
    ['0612345678', '+212612345678'],
    ['06 12 34 56 78', '+212612345678'],
    ['07.12.34.56.78', '+212712345678'],
    ['05-22-98-76-54', '+212522987654'],
    ['+212612345678', '+212612345678'],
    ['+212 6 12 34 56 78', '+212612345678'],
    ['00212612345678', '+212612345678'],
    ['00212 7 12 34 56 78', '+212712345678'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeMoroccanPhone(input)).toBe(expected)
  })

  it.each(['', '0812345678', '061234567', '06123456789', '+33612345678', '612345678', '06-12-34-56-7a', '+212 8 12 34 56 78'])(
    'refuses %s',
    (input) => {
      expect(normalizeMoroccanPhone(input)).toBeNull()
    },
  )
})
