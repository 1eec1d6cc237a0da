import { useMutation, useQuery } from '@tanstack/react-query'
import { Store } from '@tanstack/react-store'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { ServerCart } from '~/api/contract/cart'
import type { Product } from '~/api/contract/product'
import { m } from '~/paraglide/messages.js'
import { toast } from '~/ui/toasts/toast-store'
import { sentConfirmation } from './confirmation-storage'
import { initialDataQuery } from '~/features/city/city.queries'
import {
  addItem,
  applyServerCart,
  type CartState,
  cartCount,
  changeAttributes,
  clearCart,
  emptyCart,
  firstChoice,
  removeItem,
  resetDelivery,
  saveBody,
  type SelectedAttributes,
  setQuantity,
} from './cart-rules'
import { validateCartFn } from './cart.functions'
import {
  type CartStore,
  createCartSaver,
  createCartStore,
  loadStoredCart,
  PAGE_WRITER,
  storeCartLocally,
  wipeStoredCart,
} from './cart-store'
import { type FindProduct, pullServerCart, takeServerCart } from './cart-sync'

type CartContextValue = {
  store: CartStore
  save: ReturnType<typeof createCartSaver>
  findProduct: FindProduct
  /**
   * True once the stored cart has been read (after the page mounted and the city is known). A store,
   * not a context value: a context that changes right after hydration would reach every part of the
   * page still waiting to hydrate, and React would render them all at once (docs/decisions/0051).
   */
  ready: Store<boolean>
}
const CartContext = createContext<CartContextValue | null>(null)

/**
 * One cart per browser session: made when the page mounts, filled from local storage, then, with
 * a session, merged into the account's cart as the server holds it now (another device may have
 * changed it, docs/decisions/0019), and saved again (re-priced by the server) when it has lines
 * or when the city changes.
 */
export function CartProvider({ children, findProduct }: { children: ReactNode; findProduct: FindProduct }) {
  const [value] = useState<CartContextValue>(() => {
    const store = createCartStore()
    // A save refused as stale takes the newer cart first, then sends the change again; one the shop
    // was too busy to start is sent again after its delay, and the shopper is told meanwhile.
    const save = createCartSaver(
      store,
      async () => (await pullServerCart(store, findProduct)) !== 'none',
      () => toast.info(m.cart_busy_retrying()),
    )
    return { store, save, findProduct, ready: new Store(false) }
  })
  const { data: initial } = useQuery(initialDataQuery())
  const cityId = initial?.city_id
  const signedIn = Boolean(initial?.user)
  const latestCityId = useRef(cityId)
  latestCityId.current = cityId
  const loaded = useRef(false)
  const pulling = useRef(false)
  useEffect(() => {
    if (!cityId) return
    if (loaded.current) {
      // While the server's cart is read, the city is followed once it is in.
      if (!pulling.current) followCity(value, cityId, false)
      return
    }
    loaded.current = true
    const stored = loadStoredCart()
    if (stored) value.store.setState(() => stored)
    pulling.current = true
    // An order this tab sent for this very cart, its answer lost (0016): the cart stays as it is,
    // so the review step sends it again with the same key and shows that order; the server's
    // cart, emptied by the order, would otherwise take its place.
    const awaitingOrder = sentConfirmation(value.store.state.revision) !== null
    const pulled =
      signedIn && !awaitingOrder
        ? pullServerCart(value.store, value.findProduct).catch(() => 'none' as const)
        : Promise.resolve('none' as const)
    void pulled.then((outcome) => {
      pulling.current = false
      if (outcome === 'same') storeCartLocally(value.store.state)
      value.ready.setState(() => true)
      followCity(value, latestCityId.current ?? cityId, outcome === 'changed')
    })
  }, [cityId, signedIn, value])
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

/**
 * The cart follows the city it is shopped in: a cart from another visit, or from another city, is
 * priced again by the server; the delivery choices of another city no longer apply and are reset
 * together (docs/decisions/0019), the lines stay.
 */
function followCity({ store, save }: CartContextValue, cityId: number, mustSave: boolean) {
  const cart = store.state
  const moved = cart.city_id !== null && cart.city_id !== cityId
  if (moved) store.setState(resetDelivery)
  if (mustSave || (cart.items.length > 0 && !cart.server_cart) || (moved && (cart.items.length > 0 || cart.server_cart))) void save(cityId)
}

/**
 * A cart store's value as the page shows it. While a part of the page hydrates: what the server
 * rendered, since the server never reads the browser's cart. A part may hydrate after the cart was
 * read (its code came later, docs/decisions/0051) and must first match the server's HTML; the
 * stored value follows at once. TanStack Store's `useStore` gives React the live value instead.
 */
function useAsServerRendered<T>(store: Store<T>, serverValue: T): T {
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange).unsubscribe, [store])
  return useSyncExternalStore(
    subscribe,
    () => store.state,
    () => serverValue,
  )
}

/** The cart the server renders: none read yet. */
const SERVER_CART = emptyCart()

/** Whether the browser's cart is known yet: the server renders before it is, so pages built on it wait. */
export const useCartReady = () => useAsServerRendered(useCartContext().ready, false)

function useCartContext() {
  const context = useContext(CartContext)
  if (!context) throw new Error('useCart needs a CartProvider')
  return context
}

export function useCart<T = CartState>(select?: (cart: CartState) => T): T {
  const cart = useAsServerRendered(useCartContext().store, SERVER_CART)
  return select ? select(cart) : (cart as T)
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
  | 'empties_returned'

/** What a change of the cart came to: saved, kept offline, or refused with the reason shown. */
type ChangeOutcome = { kind: 'saved' | 'failed' | 'aborted' } | { kind: 'refused'; reason: string }

/**
 * Changes of the cart feel instant: applied at once (optimistic), then saved; when the server
 * refuses, the cart comes back from local storage and the spec's message is shown. A refusal
 * because another device saved first is not one: the saver takes the newer cart and sends the
 * change again (cart-store.ts), and only a change it still could not save shows the message.
 */
export function useCartActions() {
  const { store, save, findProduct } = useCartContext()
  const { data: initial } = useQuery(initialDataQuery())
  const mutation = useMutation({
    mutationFn: async ({
      change,
    }: {
      change: (cart: CartState) => CartState
      failure: (reason: string) => string
      success?: () => string
    }) => {
      store.setState(change)
      if (!initial) throw new CartRefusal()
      const outcome = await save(initial.city_id)
      if (outcome.kind === 'refused') throw new CartRefusal(outcome.message)
      if (outcome.kind === 'failed') toast.warning(m.toast_offline())
      // Busy twice: the change stays in the cart on this device, as offline, and is sent with the next save.
      if (outcome.kind === 'busy') {
        toast.warning(m.cart_busy_try_again())
        return { kind: 'failed' as const }
      }
      return outcome
    },
    onSuccess: (outcome, { success }) => {
      if (outcome.kind === 'saved' && success) toast.success(success())
    },
    onError: (error, { failure }) => toast.error(failure(error.message)),
  })
  const run = (
    change: (cart: CartState) => CartState,
    failure: (reason: string) => string,
    success?: () => string,
  ): Promise<ChangeOutcome> =>
    mutation.mutateAsync({ change, failure, success }).then(
      (outcome): ChangeOutcome => outcome,
      (error: Error): ChangeOutcome => ({ kind: 'refused', reason: error.message }),
    )

  return {
    add: (product: Product, selected: SelectedAttributes, quantity = 1) =>
      run(
        (cart) => addItem(cart, product, selected, quantity),
        () => m.cart_error_add(),
        () => m.cart_added({ name: product.name }),
      ),
    setQuantity: (index: number, quantity: number) =>
      run(
        (cart) => setQuantity(cart, index, quantity),
        () => (quantity <= 0 ? m.cart_error_remove() : m.cart_error_update()),
      ),
    remove: (index: number) =>
      run(
        (cart) => removeItem(cart, index),
        () => m.cart_error_remove(),
      ),
    changeAttributes: (index: number, selected: SelectedAttributes) =>
      run(
        (cart) => changeAttributes(cart, index, selected),
        () => m.cart_error_attributes(),
      ),
    /**
     * The checkout's choices (addresses, modes, date, reminder, payment, voucher, points,
     * comment): kept in the cart at once, then saved, so the server prices them and says what
     * is wrong with them (`server_cart.messages`). Resolves once the save is done.
     */
    update: (patch: Partial<Pick<CartState, CheckoutChoice>>) =>
      run(
        (cart) => ({ ...cart, ...patch }),
        () => m.checkout_error_save(),
      ),
    /** Clearing empties the lines and wipes local storage. */
    clear: () => {
      store.setState(clearCart)
      wipeStoredCart()
      if (initial) void save(initial.city_id)
    },
    /** The answer of validate-cart is stored as the server cart (the checkout's last check). */
    validate: async () => {
      if (!initial) return null
      // The last change first: the server checks the cart as the customer left it.
      await save.idle()
      const check = () => validateCartFn({ data: { ...saveBody(store.state, initial.city_id), writer: PAGE_WRITER } })
      let answer = await check()
      // Another device saved since: its cart is merged in and saved first (cart-store.ts), then checked.
      if (!answer.success && answer.stale && (await save(initial.city_id)).kind === 'saved') answer = await check()
      if (!answer.success) return answer
      store.setState((cart) => applyServerCart(cart, answer.data))
      storeCartLocally(store.state)
      return answer
    },
    /** The cart as it is now, and the body that places it (null until the city is known). */
    current: () => ({ cart: store.state, body: initial ? saveBody(store.state, initial.city_id) : null }),
    /** The cart to carry into an account at sign-in (docs/decisions/0013), or nothing when empty. */
    visitorCart: () => (initial && store.state.items.length > 0 ? saveBody(store.state, initial.city_id) : undefined),
    /**
     * After sign-in or a reorder: the account's cart becomes this browser's, with what the browser
     * held merged in (docs/decisions/0019); saved again only when the merge changed it.
     */
    adoptServerCart: async (server: ServerCart) => {
      const changed = await takeServerCart(store, server, findProduct)
      if (changed && initial) await save(initial.city_id)
      else storeCartLocally(store.state)
    },
    /**
     * The product is fetched for the city first, then added (its first choice).
     * when the product cannot be read, or the save is refused or fails, `success: false` and the
     * message with the reason.
     */
    addById: async (productId: number, quantity = 1): Promise<{ success: boolean; message?: string }> => {
      let product: Product | null = null
      let reason = m.product_details_unavailable()
      try {
        product = initial ? await findProduct(initial.city_id, productId) : null
      } catch {
        reason = m.cart_error_unknown()
      }
      if (!product) {
        const message = m.cart_error_add_by_id({ reason })
        toast.error(message)
        return { success: false, message }
      }
      const failure = (refusal: string) => m.cart_error_add_by_id({ reason: refusal || m.cart_error_unknown() })
      const outcome = await run(
        (cart) => addItem(cart, product, firstChoice(product), quantity),
        failure,
        () => m.cart_added({ name: product.name }),
      )
      if (outcome.kind === 'refused') return { success: false, message: failure(outcome.reason) }
      // Not saved (offline): the line is kept and sent with the next save, but it is not in the account yet.
      if (outcome.kind === 'failed') return { success: false, message: failure('') }
      return { success: true }
    },
  }
}
