/**
 * The satisfaction popup (spec 2, 4, 5): title, like and dislike icon buttons, a comment box and
 * "Envoyer". Marked shown when it opens; field errors come from the server only, the first of
 * each under its field. A native modal `<dialog>`: the page behind is inert; focus goes in, stays
 * in (Tab cycles), Escape closes, and focus returns where it was.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { browserLog } from '~/lib/browser-log'
import { m } from '../../paraglide/messages.js'
import { CloseIcon, ThumbsDownIcon, ThumbsUpIcon } from '../../ui/icons'
import { toast } from '../../ui/toasts/toast-store'
import { initialDataQuery } from '../city/city.queries'
import { answerSatisfactionFn, showSatisfactionFn } from './satisfaction.functions'

const LIKE = 1
const DISLIKE = 2
type Rating = typeof LIKE | typeof DISLIKE

export default function SatisfactionPopup({ requestId, onClosed }: { requestId: number; onClosed: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const firstButtonRef = useRef<HTMLButtonElement>(null)
  const shownRef = useRef(false)
  const queryClient = useQueryClient()
  const ids = useId()
  const titleId = `${ids}-title`
  const ratingLabelId = `${ids}-rating`
  const ratingErrorId = `${ids}-rating-error`
  const commentId = `${ids}-comment`
  const commentErrorId = `${ids}-comment-error`
  const [rating, setRating] = useState<Rating | null>(null)
  const [comment, setComment] = useState('')
  const [errors, setErrors] = useState<Record<string, string[]>>({})

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    firstButtonRef.current?.focus()
    if (!shownRef.current) {
      shownRef.current = true
      // Spec 4: on show, the request is marked shown; it leaves the list this page keeps too.
      showSatisfactionFn({ data: { id: requestId } }).catch((error: unknown) => browserLog.error('[satisfaction] show failed', error))
      queryClient.setQueryData(initialDataQuery().queryKey, (data) =>
        data?.user
          ? { ...data, user: { ...data.user, unshown_satisfactions: data.user.unshown_satisfactions.filter((each) => each.id !== requestId) } }
          : data,
      )
    }
    return () => {
      if (dialog.open) dialog.close()
      if (returnTo?.isConnected) returnTo.focus()
    }
  }, [requestId, queryClient])

  const close = () => dialogRef.current?.close()

  const send = useMutation({
    mutationFn: () => answerSatisfactionFn({ data: { id: requestId, rating, comment } }),
    onSuccess: (result) => {
      if (result.success) {
        toast.success(m.satisfaction_thanks())
        return close()
      }
      const fieldErrors = { rating: result.errors.rating ?? [], comment: result.errors.comment ?? [] }
      setErrors(fieldErrors)
      if (fieldErrors.rating.length === 0 && fieldErrors.comment.length === 0) {
        // Already answered (409), gone (404) or no longer signed in: nothing more to do here.
        toast.error(result.message)
        close()
      }
    },
    onError: (error) => {
      browserLog.error('[satisfaction] answer failed', error)
      toast.error(m.satisfaction_send_failed())
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

  const ratingError = errors.rating?.[0]
  const commentError = errors.comment?.[0]
  const choice = (value: Rating, label: string, Icon: typeof ThumbsUpIcon, ref?: React.Ref<HTMLButtonElement>) => {
    const pressed = rating === value
    return (
      <button
        ref={ref}
        type="button"
        aria-pressed={pressed}
        aria-label={label}
        title={label}
        onClick={() => setRating(value)}
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
      <form
        noValidate
        className="grid gap-5 p-6"
        onSubmit={(event) => {
          event.preventDefault()
          if (!send.isPending) send.mutate()
        }}
      >
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

        <div>
          <span id={ratingLabelId} className="sr-only">
            {m.satisfaction_rating_label()}
          </span>
          <div
            role="group"
            aria-labelledby={ratingLabelId}
            aria-describedby={ratingError ? ratingErrorId : undefined}
            className="flex items-center justify-center gap-6"
          >
            {choice(LIKE, m.satisfaction_like(), ThumbsUpIcon, firstButtonRef)}
            {choice(DISLIKE, m.satisfaction_dislike(), ThumbsDownIcon)}
          </div>
          {ratingError ? (
            <p id={ratingErrorId} className="mt-2 text-center text-sm text-red-700" data-testid="satisfaction-rating-error">
              {ratingError}
            </p>
          ) : null}
        </div>

        <div>
          <label htmlFor={commentId} className="sr-only">
            {m.satisfaction_comment_label()}
          </label>
          <textarea
            id={commentId}
            name="comment"
            rows={4}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            placeholder={m.satisfaction_comment_placeholder()}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? commentErrorId : undefined}
            className={`block w-full resize-y rounded-lg border px-3 py-2 text-base placeholder:text-slate-400 focus:outline-2 focus:outline-brand-600 ${
              commentError ? 'border-red-600' : 'border-slate-300'
            }`}
          />
          {commentError ? (
            <p id={commentErrorId} className="mt-1 text-sm text-red-700" data-testid="satisfaction-comment-error">
              {commentError}
            </p>
          ) : null}
        </div>

        <button
          type="submit"
          disabled={send.isPending}
          className="w-full rounded-lg bg-brand-600 px-4 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {m.satisfaction_send()}
        </button>
      </form>
    </dialog>
  )
}
