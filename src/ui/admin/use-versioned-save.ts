/**
 * A save that carries the version the editor was opened from, answering a stale save (409)
 * always the same way: a toast naming who saved and when, with "load theirs" (the screen reads
 * the record again and starts the form from it: `onLoadTheirs`) and "keep mine" (the same values
 * saved again over the version now stored, `conflict.version`). When the refusal carries no
 * `conflict` (who and when unknown), the toast shows the server's message with "load theirs" only.
 * The refusal is also answered to the form, which shows it. Any other refusal goes to the form as
 * it is; a success goes to `onSaved`.
 *
 * @example
 * const saveVersioned = useVersionedSave({
 *   save: (values: Values, version: number | undefined) => save({ data: { ...values, id: voucher.id, version } }),
 *   onSaved: async (answer) => {
 *     toast.success(m.bo_vouchers_saved({ code: answer.data.code }))
 *     await queryClient.invalidateQueries({ queryKey: ['back-office', 'vouchers'] })
 *   },
 *   onLoadTheirs: () => queryClient.invalidateQueries({ queryKey: ['back-office', 'vouchers'] }),
 * })
 * const form = useShopForm({ defaultValues, submit: (values) => saveVersioned(values, voucher.version) })
 */
import { formatDateTime } from '~/lib/dates'
import { type Refusal, isRefusal, isStaleSave } from '~/lib/refusal'
import { m } from '~/paraglide/messages.js'
import { toast } from '~/ui/toasts/toast-store'

export function useVersionedSave<Values, Version, Saved extends { success: true }>({
  save,
  onSaved,
  onLoadTheirs,
}: {
  /** Sends the values as a save over `version` (the one read, or the one stored now for "keep mine"). */
  save: (values: Values, version: Version | number) => Promise<Saved | Refusal>
  onSaved: (answer: Saved, values: Values) => void | Promise<void>
  /** Reads the record again and starts the form from it. */
  onLoadTheirs: () => void | Promise<void>
}) {
  const run = async (values: Values, version: Version | number): Promise<Refusal | undefined> => {
    const answer = await save(values, version)
    if (!isRefusal(answer)) {
      await onSaved(answer, values)
      return undefined
    }
    if (answer.status === 409) askAboutConflict(answer, () => run(values, isStaleSave(answer) ? answer.conflict.version : version))
    return answer
  }

  function askAboutConflict(answer: Refusal, keepMine: () => Promise<Refusal | undefined>) {
    const loadTheirs = { label: m.save_conflict_load_theirs(), run: onLoadTheirs }
    if (!isStaleSave(answer)) return toast.ask('warning', answer.message, [loadTheirs])
    const { savedBy, savedAt } = answer.conflict
    const message = savedBy && savedAt ? m.save_conflict_by({ name: savedBy, date: formatDateTime(savedAt) }) : answer.message
    toast.ask('warning', message, [
      loadTheirs,
      {
        label: m.save_conflict_keep_mine(),
        run: async () => {
          const again = await keepMine()
          // A refusal of the second save that is not another conflict: said in a toast (the form has moved on).
          if (again && again.status !== 409) toast.error(again.message)
        },
      },
    ])
  }

  return run as (values: Values, version: Version) => Promise<Refusal | undefined>
}
