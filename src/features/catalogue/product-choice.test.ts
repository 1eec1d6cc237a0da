import { describe, expect, it } from 'vitest'
import type { Product } from '../../api/contract/product'
import { chosenValues, offerFor } from './product-choice'

const product: Product = {
  id: 1,
  slug: 'sidi-ali-1-5l',
  name: 'Sidi Ali 1,5 L',
  description: '',
  price: 3300,
  sell_price: null,
  reference: 'SA-1-5L',
  brand: { id: 1, name: 'Sidi Ali', slug: 'sidi-ali' },
  category: { id: 1, name: 'Bouteilles familiales', slug: 'bouteilles-familiales' },
  image: { url: '/x.webp', width: 480, height: 480 },
  available: true,
  attributes: [
    {
      code: 'format',
      name: 'Format',
      values: [
        { id: 1, code: '6x1-5l', label: '6 × 1,5 L' },
        { id: 2, code: '12x1-5l', label: '12 × 1,5 L' },
      ],
    },
  ],
  formated_attributes: {
    'format:1': { id: 10, price: 3300, sell_price: null, reference: 'SA-6X1-5L' },
    'format:2': { id: 11, price: 6400, sell_price: 6000, reference: 'SA-12X1-5L' },
  },
}

describe('the product choice', () => {
  it('starts on the first variant and takes its price and reference', () => {
    const chosen = chosenValues(product, {})
    expect(chosen.format?.code).toBe('6x1-5l')
    expect(offerFor(product, chosen)).toEqual({ variantId: 10, reference: 'SA-6X1-5L', price: 3300, regularPrice: null })
  })

  it('follows the value asked for in the URL, with its promotional price', () => {
    const chosen = chosenValues(product, { format: '12x1-5l' })
    expect(offerFor(product, chosen)).toEqual({ variantId: 11, reference: 'SA-12X1-5L', price: 6000, regularPrice: 6400 })
  })

  it('ignores an unknown value', () => {
    expect(chosenValues(product, { format: 'x' }).format?.code).toBe('6x1-5l')
  })

  it('falls back to sell_price, then price, for a product without choices', () => {
    const plain = { ...product, attributes: [], formated_attributes: {} }
    expect(offerFor(plain, {})).toMatchObject({ variantId: null, reference: 'SA-1-5L', price: 3300 })
    expect(offerFor({ ...plain, sell_price: 2900 }, {})).toMatchObject({ price: 2900, regularPrice: 3300 })
  })
})
