/**
 * The cart's rules, as pure functions of the cart state, so each is unit-tested
 * and the store (cart-store.ts) only applies them. The browser computes totals for display; the
 * server's answer (`server_cart`) is the authority on prices and points.
 */
import type { SaveCartBody, ServerCart } from '~/api/contract/cart'
import type { Product } from '~/api/contract/product'
import { variantKey } from '~/api/contract/catalogue-rules'

/** A chosen value, by attribute (the attribute's code is its name here). */
export type SelectedAttributes = Record<string, { id: number; value: string }>

export type CartItem = {
  productId: number
  quantity: number
  selectedAttributes: SelectedAttributes
  variantPrice: number
  reference: string
  product_attribute_id: number | null
  product: Product
}

export type CartState = {
  items: CartItem[]
  city_id: number | null
  delivery_address_id: number | null
  billing_address_id: number | null
  payment_mode_id: number | null
  delivery_mode_id: number | null
  delivery_date: string | null
  reminder_period: string | null
  reminder_frequency: string | null
  comment: string
  voucher_code: string | null
  used_points: number
  /** Empty jugs the customer will hand back (docs/decisions/0083). */
  empties_returned: number
  reference: string | null
  server_cart: ServerCart | null
  /** Increases with every save, so the server can refuse an older save arriving late. */
  revision: number
}

export const emptyCart = (): CartState => ({
  items: [],
  city_id: null,
  delivery_address_id: null,
  billing_address_id: null,
  payment_mode_id: null,
  delivery_mode_id: null,
  delivery_date: null,
  reminder_period: null,
  reminder_frequency: null,
  comment: '',
  voucher_code: null,
  used_points: 0,
  empties_returned: 0,
  reference: null,
  server_cart: null,
  revision: 0,
})

/** The total is the sum of price times quantity. */
export const cartTotal = (cart: CartState) => cart.items.reduce((sum, item) => sum + item.variantPrice * item.quantity, 0)

/** The item count is the sum of quantities. */
export const cartCount = (cart: CartState) => cart.items.reduce((sum, item) => sum + item.quantity, 0)

/** Price and reference of a choice: from `formated_attributes`, else sell_price, then price. */
export function priceAndReference(product: Product, selected: SelectedAttributes) {
  const variant = Object.keys(selected).length ? product.formated_attributes[variantKey(selected)] : undefined
  return {
    variantPrice: variant ? (variant.sell_price ?? variant.price) : (product.sell_price ?? product.price),
    reference: variant?.reference ?? product.reference,
    product_attribute_id: variant?.id ?? null,
  }
}

const sameChoice = (a: SelectedAttributes, b: SelectedAttributes) => variantKey(a) === variantKey(b)

/** Adds a product with its chosen attributes; the same product and attributes adds to the existing line. */
export function addItem(cart: CartState, product: Product, selected: SelectedAttributes, quantity = 1): CartState {
  if (quantity <= 0) return cart
  const index = cart.items.findIndex((item) => item.productId === product.id && sameChoice(item.selectedAttributes, selected))
  if (index >= 0) {
    return { ...cart, items: cart.items.map((item, at) => (at === index ? { ...item, quantity: item.quantity + quantity } : item)) }
  }
  const item: CartItem = { productId: product.id, quantity, selectedAttributes: selected, product, ...priceAndReference(product, selected) }
  return { ...cart, items: [...cart.items, item] }
}

/** A quantity of 0 or less removes the line. */
export function setQuantity(cart: CartState, index: number, quantity: number): CartState {
  if (quantity <= 0) return removeItem(cart, index)
  return { ...cart, items: cart.items.map((item, at) => (at === index ? { ...item, quantity: Math.floor(quantity) } : item)) }
}

export function removeItem(cart: CartState, index: number): CartState {
  return { ...cart, items: cart.items.filter((_, at) => at !== index) }
}

/** A new choice recomputes price and reference; it joins a line that already has that choice. */
export function changeAttributes(cart: CartState, index: number, selected: SelectedAttributes): CartState {
  const item = cart.items[index]
  if (!item) return cart
  const rest = removeItem(cart, index)
  return addItem(rest, item.product, selected, item.quantity)
}

/** Clearing empties the lines (the store also wipes local storage). */
export function clearCart(cart: CartState): CartState {
  return { ...emptyCart(), city_id: cart.city_id, reference: cart.reference, revision: cart.revision }
}

/** The delivery fields reset together. */
export function resetDelivery(cart: CartState): CartState {
  return {
    ...cart,
    delivery_mode_id: null,
    delivery_address_id: null,
    billing_address_id: null,
    delivery_date: null,
    reminder_period: null,
    reminder_frequency: null,
  }
}

/** The body of save-cart and validate-cart. No price goes to the server. */
export function saveBody(cart: CartState, cityId: number): SaveCartBody {
  return {
    products: cart.items.map((item) => ({
      product_id: item.productId,
      quantity: item.quantity,
      attributes: Object.fromEntries(Object.entries(item.selectedAttributes).map(([code, value]) => [code, { id: value.id }])),
      product_attribute_id: item.product_attribute_id,
    })),
    city_id: cityId,
    delivery_address_id: cart.delivery_address_id,
    billing_address_id: cart.billing_address_id,
    payment_mode_id: cart.payment_mode_id,
    delivery_mode_id: cart.delivery_mode_id,
    delivery_date: cart.delivery_date,
    reminder_period: cart.reminder_period,
    reminder_frequency: cart.reminder_frequency,
    comment: cart.comment,
    voucher_code: cart.voucher_code,
    used_points: cart.used_points,
    empties_returned: cart.empties_returned,
    reference: cart.reference,
    revision: cart.revision,
    // The server's cart this one was built on: a save after another device's is refused as stale.
    base_revision: cart.server_cart?.revision,
  }
}

/** On success the server's cart replaces the lines and totals. */
export function applyServerCart(cart: CartState, server: ServerCart): CartState {
  const items = server.cart_details.flatMap((detail): CartItem[] => {
    const known = cart.items.find(
      (item) => item.productId === detail.product_id && item.product_attribute_id === detail.product_attribute_id,
    )
    if (!known) return []
    return [{ ...known, quantity: detail.quantity, variantPrice: detail.prices.price, reference: detail.product.reference }]
  })
  return { ...cart, items, reference: server.reference, city_id: server.city_id, server_cart: server }
}

/** The first choice a product offers (its first variant in stock's values, else its first's). */
export function firstChoice(product: Product): SelectedAttributes {
  return choiceOfVariant(product, null)
}

/** The values of one variant of a product (its first in stock when the variant is unknown). */
export function choiceOfVariant(product: Product, variantId: number | null): SelectedAttributes {
  const entries = Object.entries(product.formated_attributes)
  const key = (entries.find(([, offer]) => offer.id === variantId) ?? entries.find(([, offer]) => offer.in_stock) ?? entries[0])?.[0]
  if (!key) return {}
  const ids = new Set(key.split('|').map((pair) => Number(pair.split(':')[1])))
  return Object.fromEntries(
    product.attributes.flatMap((attribute) => {
      const value = attribute.values.find((candidate) => ids.has(candidate.id))
      return value ? [[attribute.code, { id: value.id, value: value.label }]] : []
    }),
  )
}
