import { describe, expect, it } from 'vitest'
import { typeset } from './typography'

describe('typeset', () => {
  it('keeps French punctuation, guillemets and units with the word before them', () => {
    expect(typeset('Comment payer ? Par carte : oui ; « Mon espace » !', 'fr')).toBe(
      'Comment payer\u202F? Par carte\u00A0: oui\u202F; «\u202FMon espace\u202F»\u202F!',
    )
    expect(typeset('de 8 h à 20 h, 18,9 L, loi n° 31-08, 48 heures', 'fr')).toBe(
      'de 8\u00A0h à 20\u00A0h, 18,9\u00A0L, loi n°\u00A031-08, 48\u00A0heures',
    )
  })

  it('leaves a number followed by an ordinary word alone', () => {
    expect(typeset('4 houses et 2 Lits', 'fr')).toBe('4 houses et 2 Lits')
  })

  it('leaves Arabic as it is', () => {
    const arabic = 'كيف أؤدي ثمن طلبي ؟ : 8 h'
    expect(typeset(arabic, 'ar')).toBe(arabic)
  })
})
