/**
 * The cart in the browser: one TanStack Store per browser session (made by CartProvider when the
 * page mounts, so the server never shares one between requests), kept in local storage under the
 * key `cart` (spec 3), and saved to the server (spec 4): a new save aborts the one in flight; on
 * success the server's cart replaces lines and totals and is stored; when the server refuses, the
 * cart is reloaded from local storage; when the call fails, the cart is stored locally.
 */
import { Store } from '@tanstack/react-store'
import { applyServerCart, type CartState, emptyCart, saveBody } from './cart-rules'
import { saveCartFn } from './cart.functions'

export const CART_STORAGE_KEY = 'cart'

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

export function storeCartLocally(cart: CartState) {
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

/**
 * Saves one store's cart; each save aborts the previous one still in flight. `idle()` resolves
 * once no save is in flight (the checkout waits for it before validating the cart).
 */
export function createCartSaver(store: CartStore) {
  let inFlight: AbortController | undefined
  let running: Promise<SaveOutcome> | undefined
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
  async function send(cityId: number): Promise<SaveOutcome> {
    inFlight?.abort()
    const controller = new AbortController()
    inFlight = controller
    store.setState((cart) => ({ ...cart, city_id: cityId, revision: cart.revision + 1 }))
    try {
      const answer = await saveCartFn({ data: saveBody(store.state, cityId), signal: controller.signal })
      if (controller.signal.aborted) return { kind: 'aborted' }
      if (!answer.success) {
        store.setState(() => loadStoredCart() ?? emptyCart())
        return { kind: 'refused', message: answer.message }
      }
      store.setState((cart) => applyServerCart({ ...cart, revision: Math.max(cart.revision, answer.data.revision) }, answer.data))
      storeCartLocally(store.state)
      return { kind: 'saved' }
    } catch {
      if (controller.signal.aborted) return { kind: 'aborted' }
      storeCartLocally(store.state)
      return { kind: 'failed' }
    } finally {
      if (inFlight === controller) inFlight = undefined
    }
  }
  return Object.assign(save, { idle })
}
