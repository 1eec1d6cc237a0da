import type { CartChoices, ServerCart } from './cart'
import { sampleProduct } from './product.fixture'

/** The choices of a cart where nothing was chosen yet. */
export const noChoices: CartChoices = {
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
}

/** A server's cart with the given lines (product id, variant, quantity) of the sample product's shape. */
export function sampleServerCart(
  lines: [productId: number, variantId: number | null, quantity: number][],
  {
    reference = 'server-reference-123456',
    revision = 4,
    city_id = 7,
    choices = noChoices,
  }: Partial<Pick<ServerCart, 'reference' | 'revision' | 'city_id' | 'choices'>> = {},
): ServerCart {
  const details = lines.map(([productId, variantId, quantity]) => ({
    product_id: productId,
    product_attribute_id: variantId,
    quantity,
    available: true,
    in_stock: true,
    prices: { price: 3630, total: 3630 * quantity },
    product: {
      id: productId,
      slug: 'sidi-ali-1-5l',
      name: 'Sidi Ali 1,5 L',
      reference: 'SA-6X1-5L',
      attributes_label: '6 × 1,5 L',
      image: sampleProduct.image,
    },
  }))
  const subtotal = details.reduce((sum, detail) => sum + detail.prices.total, 0)
  return {
    reference,
    revision,
    city_id,
    cart_details: details,
    totals: {
      items: details.reduce((sum, detail) => sum + detail.quantity, 0),
      subtotal,
      delivery_fee: 0,
      discount: 0,
      used_points: 0,
      points_discount: 0,
      total: subtotal,
      points: 10,
      gained_points: Math.floor(subtotal / 1000),
      cumulated_points: 10 + Math.floor(subtotal / 1000),
      min_order: 10000,
      returnable_jugs: 0,
      jugs_held: 0,
      max_empties: 0,
      deposit_jugs: 0,
      deposit: 0,
      to_pay: subtotal,
    },
    voucher: null,
    messages: [],
    choices,
  }
}
