import { describe, expect, it } from 'vitest'
import { withCurrentSlugs } from './former-slugs'

const former = [
  { kind: 'category' as const, old: 'eaux-plates', slug_fr: 'eau-plate', slug_ar: 'miyah' },
  { kind: 'brand' as const, old: 'sidi', slug_fr: 'sidi-ali', slug_ar: 'sidi-ali' },
]

describe('withCurrentSlugs', () => {
  it('replaces former slugs in the path and the brand parameter, in the page language', () => {
    expect(withCurrentSlugs({ splat: 'eaux-plates/sidi' }, former, 'fr')).toEqual({ splat: 'eau-plate/sidi-ali', moved: true })
    expect(withCurrentSlugs({ splat: 'eaux-plates', brand: 'sidi,oulmes' }, former, 'ar')).toEqual({
      splat: 'miyah',
      brand: 'sidi-ali,oulmes',
      moved: true,
    })
  })

  it('leaves current slugs alone', () => {
    expect(withCurrentSlugs({ splat: 'eau-plate/oulmes', brand: 'bahia' }, former, 'fr')).toEqual({
      splat: 'eau-plate/oulmes',
      brand: 'bahia',
      moved: false,
    })
    expect(withCurrentSlugs({}, former, 'fr')).toEqual({ splat: undefined, brand: undefined, moved: false })
  })
})
