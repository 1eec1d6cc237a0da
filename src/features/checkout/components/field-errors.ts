import type { CheckoutField } from '~/api/contract/checkout'
import { m } from '~/paraglide/messages.js'
import { type CartMessage, messagesOf } from '~/features/checkout/checkout-rules'

/** The id of a field's error text, for its input's aria-describedby. */
export const errorId = (field: CheckoutField) => `checkout-error-${field}`

/** What the browser says of a required choice not made yet. */
const missingMessages: Partial<Record<CheckoutField, () => string>> = {
  delivery_address_id: m.checkout_missing_delivery_address,
  billing_address_id: m.checkout_missing_billing_address,
  delivery_mode_id: m.checkout_missing_delivery_mode,
  delivery_date: m.checkout_missing_delivery_date,
  reminder_period: m.checkout_missing_reminder,
  reminder_frequency: m.checkout_missing_reminder,
  payment_mode_id: m.checkout_missing_payment_mode,
}

/**
 * The messages under a field: the server's (in the customer's language) when the field has a
 * value or the customer tried to go on; else, once they tried, the browser's for a missing choice.
 * (validate-cart also reports what is missing: those wait until the customer tries to go on.)
 */
export function fieldMessages({
  field,
  messages,
  missing,
  attempted,
  hasValue,
}: {
  field: CheckoutField
  messages: readonly CartMessage[]
  missing: readonly CheckoutField[]
  attempted: boolean
  hasValue: boolean
}): string[] {
  const server = messagesOf(messages, field).map((message) => message.message)
  if (server.length > 0 && (hasValue || attempted)) return [...new Set(server)]
  if (attempted && missing.includes(field)) return [missingMessages[field]?.() ?? m.checkout_missing_choice()]
  return []
}
