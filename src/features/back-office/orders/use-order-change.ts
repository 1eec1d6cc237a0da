/**
 * Sends an action of the order state machine or a note, then shows the order as it now is: a
 * success toast and the order asked again; when the order had moved on meanwhile (409: another
 * staff member, a driver), the API's message and the order asked again too. Other refusals (a
 * missing reason) are answered to the form, which shows them under their fields.
 */
import { useQueryClient } from '@tanstack/react-query'
import type { OrderChangeBody } from '~/api/contract/admin-orders'
import { m } from '~/paraglide/messages.js'
import { toast } from '~/ui/toasts/toast-store'
import type { Refusal } from '~/lib/refusal'
import { addOrderNoteFn, changeOrderStatusFn } from './orders.functions'
import { orderStatusLabel } from '~/api/contract/order-status'

/** Done, moved on (already told and refreshed), or refused with field messages for the form. */
export type Settled = { done: boolean; refusal?: Refusal }

export function useOrderChange(reference: string) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['back-office', 'orders'] })

  async function settle<T>(answer: { success: true; data: T } | Refusal, success: (data: T) => string): Promise<Settled> {
    if (answer.success) {
      await refresh()
      toast.success(success(answer.data))
      return { done: true }
    }
    if (answer.status === 409 || answer.status === 404) {
      toast.error(answer.message)
      await refresh()
      return { done: false }
    }
    return { done: false, refusal: answer }
  }

  return {
    change: async (body: Omit<OrderChangeBody, 'client_key'>) =>
      settle(await changeOrderStatusFn({ data: { reference, ...body } }), (data) =>
        m.bo_orders_changed({ status: orderStatusLabel(data.status) }),
      ),
    note: async (text: string) => settle(await addOrderNoteFn({ data: { reference, text } }), () => m.bo_orders_note_added()),
  }
}
