/**
 * Sends the previewed edit over the order's version the editor opened, through the back office's
 * one versioned save (docs/decisions/0096): a colleague's save in between is the kit's 409 choice
 * ("load theirs" reads the order and its editor again, "keep mine" saves this edit over the
 * version now); an order that left is "load theirs" alone. Once saved, the order page is asked
 * again (its lines, totals, history).
 */
import { useQueryClient } from '@tanstack/react-query'
import type { OrderEditBody } from '~/api/contract/admin-order-edit'
import { m } from '~/paraglide/messages.js'
import { useVersionedSave } from '~/ui/admin/use-versioned-save'
import { toast } from '~/ui/toasts/toast-store'
import { sendOrderEdit } from './order-edit.functions'

export function useSaveEdit(reference: string, onSaved: () => void) {
  const queryClient = useQueryClient()
  const reload = () => queryClient.invalidateQueries({ queryKey: ['back-office', 'orders'] })
  return useVersionedSave({
    save: (body: OrderEditBody, version: number) => sendOrderEdit({ data: { ...body, version, reference, preview: false } }),
    onSaved: async () => {
      toast.success(m.edit_saved())
      await reload()
      onSaved()
    },
    onLoadTheirs: reload,
    // A line the stock cannot cover is a 409 too, under its field: not someone else's save.
    isStale: (answer) => answer.status === 409 && !Object.keys(answer.errors).length,
  })
}
