/**
 * The save row of a back-office editor, inside a kit form (`<form.AppForm>`): the form-level
 * message (the server's refusal when no field takes it), the save button (disabled and saying
 * `busyLabel` while the form is sent), and optionally "cancel" (leave the editor) and "reset"
 * (back to the values it opened with). Phone first: the save button spans the row on a phone.
 *
 * @example
 * <form.AppForm>
 *   <form.Form className="grid gap-3">
 *     <form.AppField name="name">{(field) => <field.TextField label={m.bo_brands_name()} />}</form.AppField>
 *     <SaveBar label={m.bo_save()} busyLabel={m.bo_saving()} cancelLabel={m.bo_cancel()} onCancel={close} />
 *   </form.Form>
 * </form.AppForm>
 */
import { FormMessage, SubmitButton } from '~/ui/form/form-parts'
import { useFormContext } from '~/ui/form/form-context'

export function SaveBar({
  label,
  busyLabel,
  cancelLabel,
  onCancel,
  resetLabel,
  message = true,
  tone,
}: {
  label: string
  busyLabel?: string
  /** With `onCancel`: a button that leaves without saving. */
  cancelLabel?: string
  onCancel?: () => void
  /** A button that puts back the values the editor opened with. */
  resetLabel?: string
  /** Shows the form-level message above the buttons (off when the form shows it elsewhere). */
  message?: boolean
  tone?: 'primary' | 'danger'
}) {
  const form = useFormContext()
  const secondary =
    'rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600'
  return (
    <div className="col-span-full grid gap-3">
      {message ? <FormMessage /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <div className="w-full sm:w-auto sm:min-w-48">
          <SubmitButton busyLabel={busyLabel} tone={tone}>
            {label}
          </SubmitButton>
        </div>
        {resetLabel ? (
          <button type="button" onClick={() => form.reset()} className={secondary}>
            {resetLabel}
          </button>
        ) : null}
        {cancelLabel && onCancel ? (
          <button type="button" onClick={onCancel} className={secondary}>
            {cancelLabel}
          </button>
        ) : null}
      </div>
    </div>
  )
}
