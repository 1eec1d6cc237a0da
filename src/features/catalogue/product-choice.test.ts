import { describe, expect, it } from 'vitest'
import { chosenValues, offerFor } from './product-choice'
import { sampleProduct as product } from '~/api/contract/product.fixture'

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
