import { describe, expect, it } from 'vitest'
import { chosenValues, offerFor, soldOutWith } from './product-choice'
import { sampleProduct as product } from '~/api/contract/product.fixture'

describe('the product choice', () => {
  it('starts on the first variant and takes its price and reference', () => {
    const chosen = chosenValues(product, {})
    expect(chosen.format?.code).toBe('6x1-5l')
    expect(offerFor(product, chosen)).toEqual({
      variantId: 10,
      reference: 'SA-6X1-5L',
      price: 3300,
      regularPrice: null,
      inStock: true,
      deposit: 0,
    })
  })

  it('follows the value asked for in the URL, with its promotional price', () => {
    const chosen = chosenValues(product, { format: '12x1-5l' })
    expect(offerFor(product, chosen)).toEqual({
      variantId: 11,
      reference: 'SA-12X1-5L',
      price: 6000,
      regularPrice: 6400,
      inStock: true,
      deposit: 0,
    })
  })

  it('ignores an unknown value', () => {
    expect(chosenValues(product, { format: 'x' }).format?.code).toBe('6x1-5l')
  })

  it('falls back to sell_price, then price, for a product without choices', () => {
    const plain = { ...product, attributes: [], formated_attributes: {} }
    expect(offerFor(plain, {})).toMatchObject({ variantId: null, reference: 'SA-1-5L', price: 3300 })
    expect(offerFor({ ...plain, sell_price: 2900 }, {})).toMatchObject({ price: 2900, regularPrice: 3300 })
  })

  it('starts on the first pack size in stock, and says which are sold out (docs/decisions/0032)', () => {
    const six = product.formated_attributes['format:1']!
    const soldOut = { ...product, formated_attributes: { ...product.formated_attributes, 'format:1': { ...six, in_stock: false } } }
    const chosen = chosenValues(soldOut, {})
    expect(chosen.format?.code).toBe('12x1-5l')
    const asked = chosenValues(soldOut, { format: '6x1-5l' })
    expect(offerFor(soldOut, asked)).toMatchObject({ variantId: 10, inStock: false })
    const [first, second] = soldOut.attributes[0]!.values
    expect(soldOutWith(soldOut, chosen, 'format', first!)).toBe(true)
    expect(soldOutWith(soldOut, chosen, 'format', second!)).toBe(false)
  })

  it('takes the stock of a product without choices from the product', () => {
    const plain = { ...product, attributes: [], formated_attributes: {}, in_stock: false }
    expect(offerFor(plain, {}).inStock).toBe(false)
  })
})
