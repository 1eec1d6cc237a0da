/**
 * The cart as the client reads it (`ServerCart`): the lines and the checkout's pricing of them.
 * The saved cart (cart/cart.ts) and the phone order's offer (phone-order.ts) both answer it; it
 * sits here, below the cart, so the checkout never imports the cart that it prices.
 */
import type { CartChoices, ServerCart } from '~/api/contract/cart'
import type { Line } from '~/api/services/catalogue/cart-lines'
import { stockCovers } from '~/api/services/stock/stock'
import type { PricedCheckout } from './checkout-pricing'

export function toServerCart(
  reference: string,
  revision: number,
  cityId: number,
  lines: Line[],
  priced: PricedCheckout,
  choices: CartChoices,
): ServerCart {
  return {
    reference,
    revision,
    city_id: cityId,
    cart_details: lines.map((line) => ({
      product_id: line.productId,
      product_attribute_id: line.variantId,
      quantity: line.quantity,
      available: line.available,
      in_stock: stockCovers(line),
      prices: { price: line.unitPrice, total: line.unitPrice * line.quantity },
      product: line.product,
    })),
    totals: priced.totals,
    voucher: priced.voucher,
    messages: priced.messages,
    choices,
  }
}
