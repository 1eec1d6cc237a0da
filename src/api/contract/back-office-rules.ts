/**
 * Back-office rules that the browser's route definitions read (URL search values), kept free of any
 * library like catalogue-rules.ts: every route's search rules load with every page, so importing a
 * contract schema module here would send the API's schema tooling to every visitor.
 */

export const ORDER_STATUSES = ['placed', 'confirmed', 'out_for_delivery', 'delivered', 'cancelled'] as const
export const ORDER_SORTS = ['placed_at', 'delivery_date', 'total', 'reference'] as const
export const ADMIN_PAGE_SIZES = [25, 50, 100] as const
/** Which of an order's dates the order list's `from` and `to` read. */
export const ORDER_DATE_KINDS = ['delivery', 'placed', 'delivered'] as const
/** The longest list of references a bulk selection carries in its URL. */
export const REFS_IN_URL_MAX = 8_000
export const PRODUCT_STATUSES = ['all', 'active', 'inactive'] as const
export const HOLIDAY_YEAR_MIN = 2020
export const HOLIDAY_YEAR_MAX = 2100
