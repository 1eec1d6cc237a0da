import { describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages.js'
import { readCount, readFlag, readPrice } from './sheet-cells'

describe("an import's cells", () => {
  it('reads prices in MAD as French Excel, English Excel and .xlsx numbers write them', () => {
    for (const [text, centimes] of [
      ['12,50', 1250],
      ['12.5', 1250],
      ['1 234,5', 123450],
      ['7', 700],
      ['12.499999999', 1250],
    ] as const) {
      expect(readPrice(text, 'fr')).toEqual({ ok: true, value: centimes })
    }
    expect(readPrice('', 'fr', { optional: true })).toEqual({ ok: true, value: null })
  })

  it('names what is wrong with a price, in the language asked', () => {
    expect(readPrice('-5', 'ar')).toEqual({ ok: false, message: m.imp_error_price_negative({ value: '-5' }, { locale: 'ar' }) })
    expect(readPrice('12,345', 'fr')).toEqual({ ok: false, message: m.imp_error_price_invalid({ value: '12,345' }, { locale: 'fr' }) })
    expect(readPrice('douze', 'fr').ok).toBe(false)
    expect(readPrice('', 'fr')).toEqual({ ok: false, message: m.imp_error_price_missing({}, { locale: 'fr' }) })
  })

  it('reads counts (empty: not tracked) and 1/0 flags', () => {
    expect(readCount('', 'fr', { optional: true })).toEqual({ ok: true, value: null })
    expect(readCount('120', 'fr')).toEqual({ ok: true, value: 120 })
    expect(readCount('-1', 'fr')).toEqual({ ok: false, message: m.imp_error_count_negative({ value: '-1' }, { locale: 'fr' }) })
    expect(readCount('1,5', 'fr').ok).toBe(false)
    expect(readFlag('1', 'fr')).toEqual({ ok: true, value: true })
    expect(readFlag('non', 'fr')).toEqual({ ok: true, value: false })
    expect(readFlag('peut-être', 'fr').ok).toBe(false)
  })
})
