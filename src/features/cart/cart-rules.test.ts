import { describe, expect, it } from 'vitest'
import type { ServerCart } from '~/api/contract/cart'
import type { Product } from '~/api/contract/product'
import { sampleProduct } from '~/api/contract/product.fixture'
import {
  addItem,
  applyServerCart,
  cartCount,
  cartTotal,
  changeAttributes,
  clearCart,
  emptyCart,
  resetDelivery,
  saveBody,
  setQuantity,
} from './cart-rules'
import { noChoices } from '~/api/contract/cart.fixture'

const water = sampleProduct
const fountain: Product = {
  ...water,
  id: 2,
  slug: 'fontaine',
  name: 'Fontaine',
  price: 150000,
  sell_price: 139900,
  reference: 'FT-1',
  attributes: [],
  formated_attributes: {},
}
const six = { format: { id: 1, value: '6 × 1,5 L' } }
const twelve = { format: { id: 2, value: '12 × 1,5 L' } }

describe('cart rules: totals, quantities and lines', () => {
  it('totals price times quantity and counts quantities', () => {
    let cart = addItem(emptyCart(), water, six, 2)
    cart = addItem(cart, fountain, {}, 1)
    expect(cartTotal(cart)).toBe(3300 * 2 + 139900)
    expect(cartCount(cart)).toBe(3)
  })

  it('takes the variant price and reference from the chosen attributes (its sale price first)', () => {
    const cart = addItem(emptyCart(), water, twelve)
    expect(cart.items[0]).toMatchObject({ variantPrice: 6000, reference: 'SA-12X1-5L', product_attribute_id: 11, quantity: 1 })
  })

  it('falls back to sell_price, then price, without attributes', () => {
    expect(addItem(emptyCart(), fountain, {}).items[0]).toMatchObject({
      variantPrice: 139900,
      reference: 'FT-1',
      product_attribute_id: null,
    })
    const plain = { ...fountain, sell_price: null }
    expect(addItem(emptyCart(), plain, {}).items[0]?.variantPrice).toBe(150000)
  })

  it('adds to the existing line for the same product and attributes, a new line otherwise', () => {
    let cart = addItem(emptyCart(), water, six, 1)
    cart = addItem(cart, water, six, 2)
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]?.quantity).toBe(3)
    cart = addItem(cart, water, twelve, 1)
    expect(cart.items).toHaveLength(2)
  })

  it('removes a line whose quantity goes to 0 or less', () => {
    const cart = addItem(addItem(emptyCart(), water, six, 2), fountain, {})
    expect(setQuantity(cart, 0, 0).items.map((item) => item.productId)).toEqual([2])
    expect(setQuantity(cart, 0, -4).items.map((item) => item.productId)).toEqual([2])
    expect(setQuantity(cart, 0, 5).items[0]?.quantity).toBe(5)
  })

  it('recomputes price and reference when the attributes change', () => {
    const cart = changeAttributes(addItem(emptyCart(), water, six, 2), 0, twelve)
    expect(cart.items[0]).toMatchObject({ variantPrice: 6000, reference: 'SA-12X1-5L', product_attribute_id: 11, quantity: 2 })
  })

  it('clears the lines, keeping the city and the reference', () => {
    const cart = { ...addItem(emptyCart(), water, six), city_id: 3, reference: 'ref-1234567890abcdef', comment: 'Sonner deux fois' }
    expect(clearCart(cart)).toMatchObject({ items: [], city_id: 3, reference: 'ref-1234567890abcdef', comment: '' })
  })

  it('resets the delivery fields together', () => {
    const cart = {
      ...emptyCart(),
      delivery_mode_id: 1,
      delivery_address_id: 2,
      billing_address_id: 3,
      delivery_date: '2026-11-25',
      reminder_period: 'month',
      reminder_frequency: '2',
      payment_mode_id: 4,
    }
    expect(resetDelivery(cart)).toMatchObject({
      delivery_mode_id: null,
      delivery_address_id: null,
      billing_address_id: null,
      delivery_date: null,
      reminder_period: null,
      reminder_frequency: null,
      payment_mode_id: 4,
    })
  })

  it('sends no price to the server', () => {
    const body = saveBody(addItem(emptyCart(), water, twelve, 2), 5)
    expect(body.products).toEqual([{ product_id: 1, quantity: 2, attributes: { format: { id: 2 } }, product_attribute_id: 11 }])
    expect(body.city_id).toBe(5)
    expect(JSON.stringify(body)).not.toMatch(/price|total/)
  })

  it("replaces lines and totals with the server's cart", () => {
    const cart = addItem(addItem(emptyCart(), water, six, 2), fountain, {})
    const server: ServerCart = {
      reference: 'server-reference-123456',
      revision: 4,
      city_id: 7,
      cart_details: [
        {
          product_id: 1,
          product_attribute_id: 10,
          quantity: 2,
          available: true,
          in_stock: true,
          prices: { price: 3630, total: 7260 },
          product: {
            id: 1,
            slug: 'sidi-ali-1-5l',
            name: 'Sidi Ali 1,5 L',
            reference: 'SA-6X1-5L',
            attributes_label: '6 × 1,5 L',
            image: water.image,
          },
        },
      ],
      totals: {
        items: 2,
        subtotal: 7260,
        delivery_fee: 0,
        discount: 0,
        used_points: 0,
        points_discount: 0,
        total: 7260,
        points: 10,
        gained_points: 7,
        cumulated_points: 17,
        min_order: 10000,
        returnable_jugs: 0,
        jugs_held: 0,
        max_empties: 0,
        deposit_jugs: 0,
        deposit: 0,
        to_pay: 7260,
      },
      voucher: null,
      messages: [],
      choices: noChoices,
    }
    const next = applyServerCart(cart, server)
    expect(next.items.map((item) => [item.productId, item.variantPrice])).toEqual([[1, 3630]])
    expect(next).toMatchObject({ reference: 'server-reference-123456', city_id: 7, server_cart: server })
  })
})
