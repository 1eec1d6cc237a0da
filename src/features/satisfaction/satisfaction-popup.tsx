/**
 * The satisfaction popup: title, like and dislike icon buttons, a comment box and
 * "Envoyer". Marked shown when it opens; field errors come from the server only, the first of
 * each under its field until that field changes (the form kit, src/ui/form). A native modal `<dialog>`: the page behind is inert; focus goes in, stays
 * in (Tab cycles), Escape closes, and focus returns where it was.
 */
import { useQueryClient } from '@tanstack/react-query'
import { type KeyboardEvent, useEffect, useId, useRef } from 'react'
import { browserLog } from '~/lib/browser-log'
import { m } from '~/paraglide/messages.js'
import { FieldError, useShopField, useShopForm } from '~/ui/form/form-hook'
import { CloseIcon, ThumbsDownIcon, ThumbsUpIcon } from '~/ui/icons'
import { toast } from '~/ui/toasts/toast-store'
import { initialDataQuery } from '~/features/city/city.queries'
import { answerSatisfactionFn, showSatisfactionFn } from './satisfaction.functions'

const LIKE = 1
const DISLIKE = 2
type Rating = typeof LIKE | typeof DISLIKE

export default function SatisfactionPopup({ requestId, onClosed }: { requestId: number; onClosed: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const firstButtonRef = useRef<HTMLButtonElement>(null)
  const shownRef = useRef(false)
  const queryClient = useQueryClient()
  const titleId = `${useId()}-title`

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    firstButtonRef.current?.focus()
    if (!shownRef.current) {
      shownRef.current = true
      // On show, the request is marked shown; it leaves the list this page keeps too.
      showSatisfactionFn({ data: { id: requestId } }).catch((error: unknown) => browserLog.error('[satisfaction] show failed', error))
      queryClient.setQueryData(initialDataQuery().queryKey, (data) =>
        data?.user
          ? {
              ...data,
              user: { ...data.user, unshown_satisfactions: data.user.unshown_satisfactions.filter((each) => each.id !== requestId) },
            }
          : data,
      )
    }
    return () => {
      if (dialog.open) dialog.close()
      if (returnTo?.isConnected) returnTo.focus()
    }
  }, [requestId, queryClient])

  const close = () => dialogRef.current?.close()

  const form = useShopForm({
    defaultValues: { rating: null as Rating | null, comment: '' },
    submit: async ({ rating, comment }) => {
      let result
      try {
        result = await answerSatisfactionFn({ data: { id: requestId, rating, comment } })
      } catch (error) {
        browserLog.error('[satisfaction] answer failed', error)
        toast.error(m.satisfaction_send_failed())
        return
      }
      if (result.success) {
        toast.success(m.satisfaction_thanks())
        return close()
      }
      const errors = { rating: result.errors.rating ?? [], comment: result.errors.comment ?? [] }
      if (errors.rating.length === 0 && errors.comment.length === 0) {
        // Already answered (409), gone (404) or no longer signed in: nothing more to do here.
        toast.error(result.message)
        return close()
      }
      return { ...result, errors }
    },
  })

  /** Keeps Tab inside the dialog. */
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled]), textarea:not([disabled])')]
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    // role and aria-modal stated too, for assistive technologies that miss the native ones.
    <dialog
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="satisfaction-popup"
      onClose={onClosed}
      onKeyDown={keepFocusInside}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
    >
      <form.AppForm>
        <form.Form className="grid gap-5 p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold text-brand-900">
              {m.satisfaction_title()}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={m.satisfaction_close()}
              className="-m-2 rounded-lg p-2 text-xl text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <CloseIcon />
            </button>
          </div>

          <form.AppField name="rating">{() => <RatingChoice firstButtonRef={firstButtonRef} />}</form.AppField>

          <form.AppField name="comment">
            {(field) => (
              <field.TextAreaField
                label={m.satisfaction_comment_label()}
                hideLabel
                rows={4}
                placeholder={m.satisfaction_comment_placeholder()}
              />
            )}
          </form.AppField>

          <form.SubmitButton>{m.satisfaction_send()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </dialog>
  )
}

/** Like or dislike: two pressed-or-not icon buttons, a field of the form whose value is the rating. */
function RatingChoice({ firstButtonRef }: { firstButtonRef: React.Ref<HTMLButtonElement> }) {
  const { id, value: rating, error, errorId, setValue } = useShopField<Rating | null>()
  const choice = (value: Rating, label: string, Icon: typeof ThumbsUpIcon, ref?: React.Ref<HTMLButtonElement>) => {
    const pressed = rating === value
    return (
      <button
        ref={ref}
        type="button"
        aria-pressed={pressed}
        aria-label={label}
        title={label}
        onClick={() => setValue(value)}
        className={`inline-flex size-16 items-center justify-center rounded-full border-2 text-3xl transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
          pressed
            ? value === LIKE
              ? 'border-accent-500 bg-accent-500 text-white'
              : 'border-red-600 bg-red-600 text-white'
            : 'border-slate-300 bg-white text-slate-600 hover:border-brand-500 hover:text-brand-700'
        }`}
      >
        <Icon />
      </button>
    )
  }
  return (
    <div>
      <span id={`${id}-label`} className="sr-only">
        {m.satisfaction_rating_label()}
      </span>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? errorId : undefined}
        className="flex items-center justify-center gap-6"
      >
        {choice(LIKE, m.satisfaction_like(), ThumbsUpIcon, firstButtonRef)}
        {choice(DISLIKE, m.satisfaction_dislike(), ThumbsDownIcon)}
      </div>
      <FieldError id={errorId} error={error} className="mt-2 text-center" />
    </div>
  )
}
