/**
 * The cart in the browser: one TanStack Store per browser session (made by CartProvider when the
 * page mounts, so the server never shares one between requests), kept in local storage under the
 * key `cart`, and saved to the server: a new save aborts the one in flight; on
 * success the server's cart replaces lines and totals and is stored; when the server refuses, the
 * cart is reloaded from local storage; when the call fails, the cart is stored locally. A save
 * refused as stale (another device or tab saved a newer cart) first takes the newer cart and
 * sends the shopper's change again on top of it (docs/decisions/0019). A save the shop was too
 * busy to start (503, docs/decisions/0071) keeps the cart as the shopper made it, waits the
 * answer's Retry-After and is sent once more; busy again, the shopper is told to try again later.
 */
import { Store } from '@tanstack/react-store'
import { isBusyError } from '~/lib/busy'
import { applyServerCart, type CartState, emptyCart, saveBody } from './cart-rules'
import { saveCartFn } from './cart.functions'

export const CART_STORAGE_KEY = 'cart'

/**
 * This page's id in the saves it sends (docs/decisions/0019): the server tells this page's own
 * overlapping saves (an aborted one it still applied) from another device's.
 */
export const PAGE_WRITER = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(12)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('')

export type CartStore = Store<CartState>
export const createCartStore = (): CartStore => new Store<CartState>(emptyCart())

export function loadStoredCart(): CartState | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')
    if (!stored || typeof stored !== 'object' || !Array.isArray((stored as CartState).items)) return null
    return { ...emptyCart(), ...(stored as CartState) }
  } catch {
    return null
  }
}

/**
 * Set once this page signs out (or deletes the account): it is leaving for the home page, and a
 * save or a read of the server's cart still in flight must not write the customer's cart back into
 * the storage the next visitor of this browser starts from.
 */
let storageClosed = false

/** The stored cart wiped, and this page kept from storing one again. */
export function closeCartStorage() {
  storageClosed = true
  wipeStoredCart()
}

export function storeCartLocally(cart: CartState) {
  if (storageClosed) return
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart))
  } catch {
    // Private mode or a full storage: the cart still lives in memory and on the server.
  }
}

export function wipeStoredCart() {
  localStorage.removeItem(CART_STORAGE_KEY)
}

export type SaveOutcome =
  | { kind: 'saved' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' }
  | { kind: 'aborted' }
  /** The shop was too busy, twice: the cart is kept on this device, the shopper tries again later. */
  | { kind: 'busy'; message: string }

/** How many times one save takes a newer cart and tries again before it gives up: never a loop. */
export const STALE_RETRIES = 2

/** How many times a save the shop was too busy to start is sent again, after the delay it asked for: once. */
export const BUSY_RETRIES = 1

/** Resolves after `seconds`, or as soon as `signal` aborts (a newer save took over). */
const pause = (seconds: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, seconds * 1000)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

/**
 * Saves one store's cart; each save aborts the previous one still in flight. `idle()` resolves
 * once no save is in flight (the checkout waits for it before validating the cart).
 * `takeNewer` reads the server's cart and merges the store's into it (cart-sync.ts); it answers
 * false when the server has none. `onBusy` is told when a busy shop's save will be sent again.
 */
export function createCartSaver(
  store: CartStore,
  takeNewer?: () => Promise<boolean>,
  onBusy?: (retryAfterSeconds: number, message: string) => void,
) {
  let inFlight: AbortController | undefined
  let running: Promise<SaveOutcome> | undefined
  /** The cart as the server last accepted it (or as stored before this page's first save): where a refused save goes back to. */
  let accepted: CartState | null | undefined
  async function idle() {
    while (running) await running.catch(() => undefined)
  }
  function save(cityId: number): Promise<SaveOutcome> {
    const promise = send(cityId).finally(() => {
      if (running === promise) running = undefined
    })
    running = promise
    return promise
  }
  async function send(cityId: number, retries = STALE_RETRIES, busyRetries = BUSY_RETRIES): Promise<SaveOutcome> {
    inFlight?.abort()
    const controller = new AbortController()
    inFlight = controller
    store.setState((cart) => ({ ...cart, city_id: cityId, revision: cart.revision + 1 }))
    accepted ??= loadStoredCart()
    // Written ahead of the answer: a page left before it comes (a link followed, a reload, the
    // tab closed) keeps the change, which the next page sends again.
    storeCartLocally(store.state)
    try {
      const answer = await saveCartFn({ data: { ...saveBody(store.state, cityId), writer: PAGE_WRITER }, signal: controller.signal })
      if (controller.signal.aborted) return { kind: 'aborted' }
      if (!answer.success && answer.stale && retries > 0 && takeNewer) {
        const taken = await takeNewer().catch(() => false)
        // A newer change started its own save meanwhile: that one carries this change too.
        if (controller.signal.aborted) return { kind: 'aborted' }
        if (taken) return await send(cityId, retries - 1, busyRetries)
      }
      if (!answer.success) {
        const before = accepted ?? emptyCart()
        store.setState(() => before)
        storeCartLocally(before)
        return { kind: 'refused', message: answer.message }
      }
      store.setState((cart) => applyServerCart({ ...cart, revision: Math.max(cart.revision, answer.data.revision) }, answer.data))
      storeCartLocally(store.state)
      accepted = store.state
      return { kind: 'saved' }
    } catch (error) {
      if (controller.signal.aborted) return { kind: 'aborted' }
      // Kept as the shopper made it, here and in local storage, whatever happens next.
      storeCartLocally(store.state)
      if (!isBusyError(error)) return { kind: 'failed' }
      if (busyRetries <= 0) return { kind: 'busy', message: error.message }
      onBusy?.(error.retryAfterSeconds, error.message)
      await pause(error.retryAfterSeconds, controller.signal)
      // A newer change started its own save meanwhile: that one carries this change too.
      if (controller.signal.aborted) return { kind: 'aborted' }
      return await send(cityId, retries, busyRetries - 1)
    } finally {
      if (inFlight === controller) inFlight = undefined
    }
  }
  return Object.assign(save, { idle })
}
