import { describe, expect, it } from 'vitest'
import { formatMoney } from './money'

describe('formatMoney', () => {
  it('formats centimes of MAD for fr-MA and ar-MA', () => {
    expect(formatMoney(3300, 'fr')).toBe(new Intl.NumberFormat('fr-MA', { style: 'currency', currency: 'MAD' }).format(33))
    expect(formatMoney(3300, 'fr')).toMatch(/33,00/)
    expect(formatMoney(123456, 'ar')).toBe(new Intl.NumberFormat('ar-MA', { style: 'currency', currency: 'MAD' }).format(1234.56))
    expect(formatMoney(5, 'fr')).toMatch(/0,05/)
  })
})
