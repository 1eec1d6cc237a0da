import { describe, expect, it } from 'vitest'
import { centimesOf, formatMoney, madOf } from './money'

const intl = {
  fr: new Intl.NumberFormat('fr-MA', { style: 'currency', currency: 'MAD' }),
  ar: new Intl.NumberFormat('ar-MA', { style: 'currency', currency: 'MAD' }),
}

/** Amounts around every place a digit, a group separator or the sign could go wrong. */
const AMOUNTS = [
  0, 1, 5, 9, 10, 99, 100, 101, 999, 1000, 1050, 3300, 9999, 10000, 99999, 100000, 123456, 999999, 1000000, 12345678, 100000000,
  123456789012,
]

describe('formatMoney', () => {
  it('shows centimes of MAD as Intl does for fr-MA and ar-MA', () => {
    for (const locale of ['fr', 'ar'] as const) {
      for (const centimes of [...AMOUNTS, ...AMOUNTS.filter((amount) => amount > 0).map((amount) => -amount)]) {
        expect(formatMoney(centimes, locale), `${centimes} in ${locale}`).toBe(intl[locale].format(centimes / 100))
      }
    }
  })

  it('agrees with Intl on every amount of a random sample', () => {
    let seed = 7
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    for (let index = 0; index < 2000; index++) {
      const centimes = Math.floor(random() * 10 ** (1 + Math.floor(random() * 9))) * (random() < 0.2 ? -1 : 1)
      if (centimes === 0) continue
      expect(formatMoney(centimes, 'fr')).toBe(intl.fr.format(centimes / 100))
      expect(formatMoney(centimes, 'ar')).toBe(intl.ar.format(centimes / 100))
    }
  })

  it('reads as a shopper expects', () => {
    expect(formatMoney(3300, 'fr')).toBe('33,00\u00A0MAD')
    expect(formatMoney(123450, 'fr')).toBe('1.234,50\u00A0MAD')
    expect(formatMoney(5, 'fr')).toBe('0,05\u00A0MAD')
    expect(formatMoney(123450, 'ar')).toBe('\u200F1.234,50\u00A0د.م.\u200F')
  })
})

describe('amounts between a form (dirhams) and the API (centimes)', () => {
  it('rounds to the centime, and keeps empty as empty, both ways', () => {
    expect(centimesOf(15)).toBe(1500)
    expect(centimesOf(0.1 + 0.2)).toBe(30)
    expect(centimesOf(19.99)).toBe(1999)
    expect(centimesOf(null)).toBeNull()
    expect(madOf(4250)).toBe(42.5)
    expect(madOf(null)).toBeNull()
  })
})
