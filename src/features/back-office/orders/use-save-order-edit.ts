/** Sends the previewed edit; once saved, the order page is asked again (its lines, totals, history). */
import { useQueryClient } from '@tanstack/react-query'
import type { OrderEditBody } from '~/api/contract/admin-order-edit'
import { m } from '~/paraglide/messages.js'
import { toast } from '~/ui/toasts/toast-store'
import { sendOrderEdit } from './order-edit.functions'

export function useSaveEdit(reference: string, onSaved: () => void) {
  const queryClient = useQueryClient()
  return async (body: OrderEditBody) => {
    const answer = await sendOrderEdit({ data: { ...body, reference, preview: false } })
    if (!answer.success) return answer
    toast.success(m.edit_saved())
    await queryClient.invalidateQueries({ queryKey: ['back-office', 'orders'] })
    onSaved()
  }
}
