/**
 * The checkout choices a saved cart carries, by name, for code that walks them one by one (the cart
 * merges on both sides), kept free of any library like
 * catalogue-rules.ts (the browser's cart code reads it on every page). cart.ts builds its schema
 * from this list, so the two cannot drift apart.
 */
export const CART_CHOICE_FIELDS = [
  'delivery_address_id',
  'billing_address_id',
  'payment_mode_id',
  'delivery_mode_id',
  'delivery_date',
  'reminder_period',
  'reminder_frequency',
  'comment',
  'voucher_code',
  'used_points',
  'empties_returned',
] as const
export type CartChoiceField = (typeof CART_CHOICE_FIELDS)[number]
