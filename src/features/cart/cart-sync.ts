/**
 * Taking the server's cart into this browser's store (docs/decisions/0019): at sign-in, at app
 * start with a session, after a reorder, and when a save was refused as stale. What the browser
 * holds is merged in by planMerge (cart-sync-rules.ts); lines only the server has get their
 * product fetched for the cart's city.
 */
import type { ServerCart } from '~/api/contract/cart'
import type { Product } from '~/api/contract/product'
import { type CartItem, choiceOfVariant } from './cart-rules'
import { planMerge } from './cart-sync-rules'
import type { CartStore } from './cart-store'
import { readCartFn } from './cart.functions'

export type FindProduct = (cityId: number, productId: number) => Promise<Product | null>

/**
 * Merges the store's cart into `theirs` and makes the result the store's cart, with theirs as
 * the last answer of the server and its revision. Answers whether the result differs from
 * theirs, so it must be saved.
 */
export async function takeServerCart(store: CartStore, theirs: ServerCart, findProduct: FindProduct): Promise<boolean> {
  const known = (productId: number) => store.state.items.find((item) => item.productId === productId)?.product
  const fetched = new Map<number, Product | null>()
  for (const detail of theirs.cart_details) {
    if (!known(detail.product_id) && !fetched.has(detail.product_id)) {
      fetched.set(detail.product_id, await findProduct(theirs.city_id, detail.product_id).catch(() => null))
    }
  }
  let changed = false
  store.setState((mine) => {
    const plan = planMerge(mine, theirs)
    const items = plan.lines.flatMap((line): CartItem[] => {
      const same = mine.items.find((item) => item.productId === line.productId && item.product_attribute_id === line.product_attribute_id)
      const detail = theirs.cart_details.find(
        (candidate) => candidate.product_id === line.productId && candidate.product_attribute_id === line.product_attribute_id,
      )
      if (same) {
        const priced = detail ? { variantPrice: detail.prices.price, reference: detail.product.reference } : {}
        return [{ ...same, ...priced, quantity: line.quantity }]
      }
      const product = mine.items.find((item) => item.productId === line.productId)?.product ?? fetched.get(line.productId)
      if (!detail || !product) return []
      return [
        {
          productId: line.productId,
          quantity: line.quantity,
          selectedAttributes: choiceOfVariant(product, line.product_attribute_id),
          variantPrice: detail.prices.price,
          reference: detail.product.reference,
          product_attribute_id: line.product_attribute_id,
          product,
        },
      ]
    })
    // A line whose product could not be read is left out: then the server must hear it too.
    changed = plan.changed || items.length !== plan.lines.length
    return {
      ...mine,
      ...plan.choices,
      items,
      reference: theirs.reference,
      city_id: theirs.city_id,
      server_cart: theirs,
      revision: Math.max(mine.revision, theirs.revision),
    }
  })
  return changed
}

/**
 * Reads the server's cart (the customer's, or this visitor's by reference) and takes it. Answers
 * 'none' when the server has no cart, 'same' when the store now equals it, 'changed' when the
 * merged cart must be saved. A failed call throws.
 */
export async function pullServerCart(store: CartStore, findProduct: FindProduct): Promise<'none' | 'same' | 'changed'> {
  const theirs = await readCartFn({ data: { reference: store.state.reference } })
  if (!theirs) return 'none'
  return (await takeServerCart(store, theirs, findProduct)) ? 'changed' : 'same'
}
