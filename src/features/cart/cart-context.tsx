import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-store'
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react'
import type { ServerCart } from '../../api/contract/cart'
import type { Product } from '../../api/contract/product'
import { m } from '../../paraglide/messages.js'
import { toast } from '../../ui/toasts/toast-store'
import { productQuery } from '../catalogue/catalogue.queries'
import { initialDataQuery } from '../city/city.queries'
import {
  addItem,
  applyServerCart,
  type CartItem,
  type CartState,
  cartCount,
  changeAttributes,
  clearCart,
  removeItem,
  saveBody,
  type SelectedAttributes,
  setQuantity,
} from './cart-rules'
import { validateCartFn } from './cart.functions'
import { type CartStore, createCartSaver, createCartStore, loadStoredCart, storeCartLocally, wipeStoredCart } from './cart-store'

type CartContextValue = { store: CartStore; save: ReturnType<typeof createCartSaver> }
const CartContext = createContext<CartContextValue | null>(null)
/** True once the stored cart has been read (after the page mounted and the city is known). */
const CartReadyContext = createContext(false)

/**
 * One cart per browser session: made when the page mounts, filled from local storage, and saved
 * again (re-priced by the server) when it has lines or when the city changes.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [value] = useState<CartContextValue>(() => {
    const store = createCartStore()
    return { store, save: createCartSaver(store) }
  })
  const { data: initial } = useQuery(initialDataQuery())
  const cityId = initial?.city_id
  const loaded = useRef(false)
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!cityId) return
    if (!loaded.current) {
      loaded.current = true
      const stored = loadStoredCart()
      if (stored) value.store.setState(() => stored)
      setReady(true)
    }
    const cart = value.store.state
    // A cart from another visit, or from another city, is priced again by the server.
    if (cart.items.length > 0 && (cart.city_id !== cityId || !cart.server_cart)) void value.save(cityId)
  }, [cityId, value])
  return (
    <CartContext.Provider value={value}>
      <CartReadyContext.Provider value={ready}>{children}</CartReadyContext.Provider>
    </CartContext.Provider>
  )
}

/** Whether the browser's cart is known yet: the server renders before it is, so pages built on it wait. */
export const useCartReady = () => useContext(CartReadyContext)

function useCartContext() {
  const context = useContext(CartContext)
  if (!context) throw new Error('useCart needs a CartProvider')
  return context
}

export function useCart<T = CartState>(select?: (cart: CartState) => T): T {
  const { store } = useCartContext()
  return useStore(store, select ?? ((cart) => cart as T))
}

export const useCartCount = () => useCart(cartCount)

class CartRefusal extends Error {}

/** The cart's fields the checkout steps fill in. */
export type CheckoutChoice =
  | 'delivery_address_id'
  | 'billing_address_id'
  | 'delivery_mode_id'
  | 'delivery_date'
  | 'reminder_period'
  | 'reminder_frequency'
  | 'payment_mode_id'
  | 'voucher_code'
  | 'used_points'
  | 'comment'

/**
 * Changes of the cart feel instant: applied at once (optimistic), then saved; when the server
 * refuses, the cart comes back from local storage and the spec's message is shown.
 */
export function useCartActions() {
  const { store, save } = useCartContext()
  const queryClient = useQueryClient()
  const { data: initial } = useQuery(initialDataQuery())
  const mutation = useMutation({
    mutationFn: async ({ change }: { change: (cart: CartState) => CartState; failure: () => string; success?: () => string }) => {
      store.setState(change)
      if (!initial) throw new CartRefusal()
      const outcome = await save(initial.city_id)
      if (outcome.kind === 'refused') throw new CartRefusal(outcome.message)
      if (outcome.kind === 'failed') toast.warning(m.toast_offline())
      return outcome
    },
    onSuccess: (outcome, { success }) => {
      if (outcome.kind === 'saved' && success) toast.success(success())
    },
    onError: (_error, { failure }) => toast.error(failure()),
  })
  const run = (change: (cart: CartState) => CartState, failure: () => string, success?: () => string) =>
    mutation.mutateAsync({ change, failure, success }).catch(() => undefined)

  return {
    add: (product: Product, selected: SelectedAttributes, quantity = 1) =>
      run((cart) => addItem(cart, product, selected, quantity), m.cart_error_add, () => m.cart_added({ name: product.name })),
    setQuantity: (index: number, quantity: number) =>
      run((cart) => setQuantity(cart, index, quantity), quantity <= 0 ? m.cart_error_remove : m.cart_error_update),
    remove: (index: number) => run((cart) => removeItem(cart, index), m.cart_error_remove),
    changeAttributes: (index: number, selected: SelectedAttributes) =>
      run((cart) => changeAttributes(cart, index, selected), m.cart_error_attributes),
    /**
     * The checkout's choices (addresses, modes, date, reminder, payment, voucher, points,
     * comment): kept in the cart at once, then saved, so the server prices them and says what
     * is wrong with them (`server_cart.messages`). Resolves once the save is done.
     */
    update: (patch: Partial<Pick<CartState, CheckoutChoice>>) => run((cart) => ({ ...cart, ...patch }), m.checkout_error_save),
    /** Spec 4: clearing empties the lines and wipes local storage. */
    clear: () => {
      store.setState(clearCart)
      wipeStoredCart()
      if (initial) void save(initial.city_id)
    },
    /** Spec 7: validate-cart's answer is stored as the server cart (the checkout's last check). */
    validate: async () => {
      if (!initial) return null
      // The last change first: the server checks the cart as the customer left it.
      await save.idle()
      const answer = await validateCartFn({ data: saveBody(store.state, initial.city_id) })
      if (!answer.success) return answer
      store.setState((cart) => applyServerCart(cart, answer.data))
      storeCartLocally(store.state)
      return answer
    },
    /** The cart as it is now, and the body that places it (null until the city is known). */
    current: () => ({ cart: store.state, body: initial ? saveBody(store.state, initial.city_id) : null }),
    /** The cart to carry into an account at sign-in (docs/decisions/0013), or nothing when empty. */
    visitorCart: () => (initial && store.state.items.length > 0 ? saveBody(store.state, initial.city_id) : undefined),
    /** After sign-in: the account's cart (with the visitor's merged in) becomes this browser's. */
    adoptServerCart: async (server: ServerCart) => {
      const known = store.state.items
      const items = await Promise.all(
        server.cart_details.map(async (detail): Promise<CartItem | null> => {
          const same = known.find((item) => item.productId === detail.product_id && item.product_attribute_id === detail.product_attribute_id)
          const product = same?.product ?? (await queryClient.fetchQuery(productQuery(server.city_id, detail.product_id)).catch(() => null))
          if (!product) return null
          return {
            productId: detail.product_id,
            quantity: detail.quantity,
            selectedAttributes: same?.selectedAttributes ?? choiceOfVariant(product, detail.product_attribute_id),
            variantPrice: detail.prices.price,
            reference: detail.product.reference,
            product_attribute_id: detail.product_attribute_id,
            product,
          }
        }),
      )
      store.setState((cart) => ({
        ...cart,
        items: items.filter((item): item is CartItem => item !== null),
        reference: server.reference,
        city_id: server.city_id,
        server_cart: server,
        revision: Math.max(cart.revision, server.revision),
      }))
      storeCartLocally(store.state)
    },
    /** Spec 4: the product is fetched for the city first, then added (its first choice). */
    addById: async (productId: number, quantity = 1): Promise<{ success: boolean; message?: string }> => {
      let product: Product | null = null
      let reason = m.product_details_unavailable()
      try {
        product = initial ? await queryClient.fetchQuery(productQuery(initial.city_id, productId)) : null
      } catch {
        reason = m.cart_error_unknown()
      }
      if (!product) {
        const message = m.cart_error_add_by_id({ reason })
        toast.error(message)
        return { success: false, message }
      }
      const selected = firstChoice(product)
      await run((cart) => addItem(cart, product, selected, quantity), m.cart_error_add, () => m.cart_added({ name: product.name }))
      return { success: true }
    },
  }
}

/** The first choice a product offers (its first variant's values). */
export function firstChoice(product: Product): SelectedAttributes {
  return choiceOfVariant(product, null)
}

/** The values of one variant of a product (its first when the variant is unknown). */
function choiceOfVariant(product: Product, variantId: number | null): SelectedAttributes {
  const entries = Object.entries(product.formated_attributes)
  const key = (entries.find(([, offer]) => offer.id === variantId) ?? entries[0])?.[0]
  if (!key) return {}
  const ids = new Set(key.split('|').map((pair) => Number(pair.split(':')[1])))
  return Object.fromEntries(
    product.attributes.flatMap((attribute) => {
      const value = attribute.values.find((candidate) => ids.has(candidate.id))
      return value ? [[attribute.code, { id: value.id, value: value.label }]] : []
    }),
  )
}
