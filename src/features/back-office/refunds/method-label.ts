import type { RefundMethod } from '~/api/contract/admin-refunds'
import { m } from '~/paraglide/messages.js'

/** How a refund is paid back, in the page's language. */
export function methodLabel(method: RefundMethod): string {
  switch (method) {
    case 'cash':
      return m.refund_method_cash()
    case 'bank_transfer':
      return m.refund_method_bank_transfer()
    case 'points':
      return m.refund_method_points()
  }
}
