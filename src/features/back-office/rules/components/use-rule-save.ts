/**
 * What every rules form does with the API's answer: a refusal for a stale version (409) says who
 * changed what, as a toast, and the page is read again so the admin sees the new values and can
 * save over them; a field refusal stays under its fields; a save is confirmed and the rules read again.
 */
import { useQueryClient } from '@tanstack/react-query'
import type { Refusal } from '~/upstream/answers'
import { m } from '~/paraglide/messages.js'
import { toast } from '~/ui/toasts/toast-store'

export function useRuleAnswer() {
  const queryClient = useQueryClient()
  return async <T>(
    answer: { success: true; data: T } | Refusal,
    { saved = m.bo_rules_saved(), onDone }: { saved?: string; onDone?: () => void } = {},
  ) => {
    if (!answer.success) {
      if (answer.status === 409) {
        toast.error(answer.message)
        await queryClient.invalidateQueries({ queryKey: ['back-office', 'rules'] })
      }
      return answer
    }
    toast.success(saved)
    await queryClient.invalidateQueries({ queryKey: ['back-office'] })
    onDone?.()
  }
}
