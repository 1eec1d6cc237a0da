/**
 * The checkout's rules in the browser, as pure functions: which step a server message belongs
 * to (STEP_FIELDS), what a step still misses before the customer may leave it, The server decides
 * everything else.
 */
import type { ServerCart } from '~/api/contract/cart'
import { type CheckoutField, STEP_FIELDS } from '~/api/contract/checkout'
import type { CartState } from '~/features/cart/cart-rules'

export type CheckoutStep = 1 | 2 | 3
export type CartMessage = ServerCart['messages'][number]

/** The fields a step asks for (step 3 asks nothing new). */
export const fieldsOfStep = (step: CheckoutStep): readonly CheckoutField[] => (step === 3 ? [] : STEP_FIELDS[step])

/** `products` (and `products.0.quantity`): the cart's own lines, shown on every step and in the cart. */
export const isCartField = (field: string) => field === 'products' || field.startsWith('products.')

/** The step where a field can be changed: 1 or 2, or null for the cart's lines and anything unknown. */
export function stepOfField(field: string): 1 | 2 | null {
  if ((STEP_FIELDS[1] as readonly string[]).includes(field)) return 1
  if ((STEP_FIELDS[2] as readonly string[]).includes(field)) return 2
  return null
}

/** The server's messages for one field. */
export const messagesOf = (messages: readonly CartMessage[], field: string) => messages.filter((message) => message.field === field)

/** The messages no step owns: the cart's lines (the city's minimum, a product not sold here) and unknown fields. */
export const generalMessages = (messages: readonly CartMessage[]) => messages.filter((message) => stepOfField(message.field) === null)

/**
 * Where the server's messages send the customer from `step`: the earliest step (up to this one)
 * owning one of their fields; 0 when only the cart's lines (or an unknown field) block, fixed in
 * the cart and shown on the current step; null when nothing blocks. Messages about later steps
 * (validate-cart says what is still missing there) wait for those steps.
 */
export function stepToFix(messages: readonly CartMessage[], step: CheckoutStep): CheckoutStep | 0 | null {
  const owners = messages.map((message) => stepOfField(message.field))
  const earliest = owners.filter((owner): owner is 1 | 2 => owner !== null && owner <= step).sort()[0]
  if (earliest) return earliest
  return owners.includes(null) ? 0 : null
}

type Choices = Pick<
  CartState,
  | 'delivery_address_id'
  | 'billing_address_id'
  | 'delivery_mode_id'
  | 'delivery_date'
  | 'reminder_period'
  | 'reminder_frequency'
  | 'payment_mode_id'
>

/** What a step still misses in the browser's cart (a required choice not made yet). */
export function missingChoices(cart: Choices, step: 1 | 2): CheckoutField[] {
  const missing: CheckoutField[] = []
  if (step === 1) {
    if (!cart.delivery_address_id) missing.push('delivery_address_id')
    if (!cart.billing_address_id) missing.push('billing_address_id')
    if (!cart.delivery_mode_id) missing.push('delivery_mode_id')
    if (!cart.delivery_date) missing.push('delivery_date')
    // The reminder is optional, but both of its halves or neither.
    if (cart.reminder_period && !cart.reminder_frequency) missing.push('reminder_frequency')
    if (!cart.reminder_period && cart.reminder_frequency) missing.push('reminder_period')
  } else if (!cart.payment_mode_id) {
    missing.push('payment_mode_id')
  }
  return missing
}

/** The first step the customer has not finished yet, before `step` (null when all are done). */
export function unfinishedStepBefore(cart: Choices, step: CheckoutStep): 1 | 2 | null {
  if (step > 1 && missingChoices(cart, 1).length > 0) return 1
  if (step > 2 && missingChoices(cart, 2).length > 0) return 2
  return null
}
