/**
 * Every rules form's save, through the kit's `useVersionedSave`: the save names the version read;
 * a stale one (409) asks, in a toast, whether to load the values saved since ("load theirs": the
 * rules are read again and the form, keyed by its version, starts from them) or to save these over
 * them ("keep mine"); a field refusal stays under its field; a save is confirmed and the back
 * office read again.
 */
import { useQueryClient } from '@tanstack/react-query'
import type { Refusal } from '~/lib/refusal'
import { m } from '~/paraglide/messages.js'
import { useVersionedSave } from '~/ui/admin/use-versioned-save'
import { toast } from '~/ui/toasts/toast-store'

export function useRuleSave<Values, Version>({
  save,
  saved = m.bo_rules_saved(),
  onDone,
}: {
  save: (values: Values, version: Version | number) => Promise<{ success: true } | Refusal>
  saved?: string
  onDone?: () => void
}) {
  const queryClient = useQueryClient()
  return useVersionedSave({
    save,
    onSaved: async () => {
      toast.success(saved)
      await queryClient.invalidateQueries({ queryKey: ['back-office'] })
      onDone?.()
    },
    onLoadTheirs: () => queryClient.invalidateQueries({ queryKey: ['back-office', 'rules'] }),
  })
}
