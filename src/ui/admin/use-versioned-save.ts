/**
 * A save that carries the version the editor was opened from, answering a stale save (409)
 * always the same way: a toast naming who saved and when, with "load theirs" (the screen reads
 * the record again and starts the form from it: `onLoadTheirs`) and "keep mine" (the same values
 * saved again over the version now stored, `conflict.version`). When the refusal carries no
 * `conflict` (who and when unknown), the toast shows the server's message with "load theirs" only.
 * The refusal also goes back to the form, which shows it (its fields' "changed since" messages).
 * Any other refusal goes to the form alone; a success goes to `onSaved`.
 *
 * Inside an EditedRecord (src/ui/form/edited-record.tsx), the editor holds the record it started
 * from while it is typed in; its own save and "load theirs" let go, so the record read next starts
 * the form again.
 *
 * A save whose "version" is what the editor saw (stock counts: `expected`) gives `reloadAtOnce`:
 * theirs is read at once (the form then shows what changed under its fields), and "keep mine"
 * saves the same values again over what is now read.
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
import { useReleaseEditedRecord } from '~/ui/form/edited-record'
import { toast } from '~/ui/toasts/toast-store'

/** Every 409 of a versioned save is a stale save unless the screen says otherwise (a reference taken…). */
const anyConflict = (answer: Refusal) => answer.status === 409

export function useVersionedSave<Values, Answer extends { success: boolean }, Version = undefined>({
  save,
  onSaved,
  onLoadTheirs,
  reloadAtOnce = false,
  isStale = anyConflict,
}: {
  /**
   * Sends the values as a save over `version`: the one read (a number, or what the editor saw when
   * the record has no version number, such as a year's holidays), or the number stored now for
   * "keep mine" (`conflict.version`).
   */
  save: (values: Values, version: Version | number) => Promise<Answer>
  onSaved: (answer: Exclude<Answer, { success: false }>, values: Values) => void | Promise<void>
  /** Reads the record again and starts the form from it. */
  onLoadTheirs: () => void | Promise<void>
  /** Reads theirs as soon as the save is refused (saves checked against what was seen). */
  reloadAtOnce?: boolean
  /** Which refusals are stale saves (default: every 409). */
  isStale?: (answer: Refusal) => boolean
}) {
  const release = useReleaseEditedRecord()
  const loadTheirs = async () => {
    await onLoadTheirs()
    release()
  }
  const run = async (values: Values, version: Version | number): Promise<Refusal | undefined> => {
    const answer = await save(values, version)
    if (!isRefusal(answer)) {
      await onSaved(answer as Exclude<Answer, { success: false }>, values)
      release()
      return undefined
    }
    if (isStaleSave(answer) || isStale(answer)) {
      const keepMine = async () => {
        const again = await run(values, isStaleSave(answer) ? answer.conflict.version : version)
        // A refusal of the second save that is not another conflict: said in a toast (the form has moved on).
        if (again && !isStale(again)) toast.error(again.message)
      }
      if (reloadAtOnce) await onLoadTheirs()
      toast.ask('error', staleMessage(answer), [
        ...(reloadAtOnce ? [] : [{ label: m.save_conflict_load_theirs(), run: loadTheirs }]),
        ...(isStaleSave(answer) || reloadAtOnce ? [{ label: m.save_conflict_keep_mine(), run: keepMine }] : []),
      ])
    }
    return answer
  }
  // `loadTheirs` for a screen's own "load theirs" button beside the toast's (the content page's).
  return Object.assign(run, { loadTheirs })
}

/** "Salma Idrissi a enregistré cette fiche le 27/11/2026 09:30…", or the server's own words. */
function staleMessage(answer: Refusal) {
  if (!isStaleSave(answer)) return answer.message
  const { savedBy, savedAt } = answer.conflict
  return savedBy && savedAt ? m.save_conflict_by({ name: savedBy, date: formatDateTime(savedAt) }) : answer.message
}
