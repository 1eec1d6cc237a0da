/**
 * Step 2, `/step-2`: how to pay. Payment mode (on delivery, in cash or by card), a voucher code
 * (applied by the server, which answers the discount or why not), loyalty points to use, and a
 * comment for the delivery. Kept in the cart like step 1.
 */
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import type { CheckoutField, CheckoutOptions } from '~/api/contract/checkout'
import { formatMoney } from '~/lib/money'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { CheckCircleIcon } from '~/ui/icons'
import { toast } from '~/ui/toasts/toast-store'
import type { CartState } from '~/features/cart/cart-rules'
import { type CartMessage, generalMessages, missingChoices, stepToFix } from '~/features/checkout/checkout-rules'
import { STEP_PATHS, useCheckout, useReturnReason, useStepFocus } from '~/features/checkout/use-checkout'
import {
  BackLink,
  CartMessages,
  FieldError,
  legendClass,
  OptionsFailed,
  primaryButtonClass,
  ReturnNotice,
  sectionClass,
  StepLayout,
  StepGate,
  SummaryAside,
} from './checkout-ui'
import { errorId, fieldMessages } from './field-errors'

const COMMENT_MAX = 1000
const inputClass = (invalid: boolean) =>
  `min-w-0 flex-1 rounded-lg border px-3 py-2 outline-none focus:ring-2 focus:ring-brand-400 ${invalid ? 'border-red-600' : 'border-slate-300'}`
const applyClass = 'rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60'

export function PaymentStep() {
  return (
    <StepGate step={2}>
      <PaymentChoices />
    </StepGate>
  )
}

function PaymentChoices() {
  const { cart, actions, options, messages } = useCheckout()
  const navigate = useNavigate()
  const returned = useReturnReason()
  const [attempted, setAttempted] = useState(Boolean(returned))
  const [busy, setBusy] = useState(false)
  const { root, heading, focusError } = useStepFocus(true)
  const [comment, setComment] = useState(cart.comment)

  const missing = missingChoices(cart, 2)
  const errors = (field: CheckoutField, hasValue: boolean) => fieldMessages({ field, messages, missing, attempted, hasValue })
  const paymentErrors = errors('payment_mode_id', Boolean(cart.payment_mode_id))
  const commentErrors = errors('comment', Boolean(cart.comment))

  const saveComment = async () => {
    const value = comment.slice(0, COMMENT_MAX)
    if (value !== actions.current().cart.comment) await actions.update({ comment: value })
  }

  async function next() {
    setAttempted(true)
    setBusy(true)
    try {
      await saveComment()
      if (missingChoices(actions.current().cart, 2).length > 0) {
        focusError()
        return
      }
      const answer = await actions.validate()
      if (!answer) return
      if (!answer.success) {
        toast.error(answer.message)
        return
      }
      const fix = stepToFix(answer.data.messages, 2)
      if (fix === 1) {
        await navigate({ to: STEP_PATHS[1], state: (previous) => ({ ...previous, checkoutReturn: 'refused' }) })
        return
      }
      if (fix !== null) {
        focusError()
        return
      }
      await navigate({ to: '/step-3' })
    } catch {
      toast.error(m.checkout_error_network())
    } finally {
      setBusy(false)
    }
  }

  // Online payment is not offered yet: only the modes paid on delivery are shown.
  const modes = options.data?.payment_modes.filter((mode) => !mode.online) ?? []

  return (
    <StepLayout
      actions={
        <div className="flex flex-wrap-reverse items-center justify-between gap-3">
          <BackLink to={STEP_PATHS[1]}>{m.checkout_back_to_delivery()}</BackLink>
          <button type="button" onClick={() => void next()} disabled={busy} aria-busy={busy} className={primaryButtonClass} data-testid="checkout-next">
            {busy ? m.checkout_checking() : m.checkout_to_review()}
          </button>
        </div>
      }
      step={2}
      title={m.checkout_step2_title()}
      heading={heading}
      root={root}
      aside={<SummaryAside cart={cart} deliveryChosen={Boolean(cart.delivery_mode_id)} />}
    >
      <ReturnNotice />
      <CartMessages messages={generalMessages(messages)} />
      {options.isError ? <OptionsFailed onRetry={() => void options.refetch()} /> : null}

      <div className={sectionClass} data-invalid={paymentErrors.length > 0 || undefined}>
        <fieldset aria-describedby={paymentErrors.length ? errorId('payment_mode_id') : undefined}>
          <legend className={legendClass}>{m.checkout_payment_mode()}</legend>
          {options.isPending ? (
            <div className="h-20 animate-pulse rounded-lg bg-slate-100" />
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {modes.map((mode) => {
                const checked = mode.id === cart.payment_mode_id
                return (
                  <li key={mode.id}>
                    <label
                      className={`flex h-full cursor-pointer items-start gap-3 rounded-lg border p-3 font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400 ${
                        checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-brand-400'
                      }`}
                      data-testid="payment-mode-option"
                    >
                      <input
                        type="radio"
                        name="payment_mode"
                        value={mode.id}
                        checked={checked}
                        onChange={() => void actions.update({ payment_mode_id: mode.id })}
                        aria-invalid={paymentErrors.length > 0 || undefined}
                        aria-describedby={paymentErrors.length ? errorId('payment_mode_id') : undefined}
                        className="mt-1 size-4 shrink-0 accent-brand-600"
                      />
                      {mode.name}
                    </label>
                  </li>
                )
              })}
            </ul>
          )}
        </fieldset>
        <FieldError id={errorId('payment_mode_id')} messages={paymentErrors} />
      </div>

      <VoucherField cart={cart} messages={messages} attempted={attempted} onApply={(code) => actions.update({ voucher_code: code })} />

      {options.data ? (
        <PointsField
          cart={cart}
          points={options.data.points}
          messages={messages}
          attempted={attempted}
          onApply={(points) => actions.update({ used_points: points })}
        />
      ) : null}

      <div className={sectionClass} data-invalid={commentErrors.length > 0 || undefined}>
        <label htmlFor="checkout-comment" className={`block ${legendClass}`}>
          {m.checkout_comment()}
        </label>
        <textarea
          id="checkout-comment"
          value={comment}
          maxLength={COMMENT_MAX}
          rows={3}
          onChange={(event) => setComment(event.target.value)}
          onBlur={() => void saveComment()}
          placeholder={m.checkout_comment_hint()}
          aria-invalid={commentErrors.length > 0 || undefined}
          aria-describedby={[commentErrors.length ? errorId('comment') : '', 'checkout-comment-count'].filter(Boolean).join(' ')}
          dir="auto"
          className={`w-full rounded-lg border px-3 py-2 outline-none focus:ring-2 focus:ring-brand-400 ${commentErrors.length ? 'border-red-600' : 'border-slate-300'}`}
        />
        <p id="checkout-comment-count" className="mt-1 text-end text-xs text-slate-500">
          {m.checkout_comment_count({ count: formatNumber(comment.length), max: formatNumber(COMMENT_MAX) })}
        </p>
        <FieldError id={errorId('comment')} messages={commentErrors} />
      </div>
    </StepLayout>
  )
}

/** The voucher: typed, applied (the server re-prices the cart), its discount or the server's reason shown under it. */
function VoucherField({
  cart,
  messages,
  attempted,
  onApply,
}: {
  cart: CartState
  messages: readonly CartMessage[]
  attempted: boolean
  onApply: (code: string | null) => Promise<unknown>
}) {
  const [code, setCode] = useState(cart.voucher_code ?? '')
  const [applying, setApplying] = useState(false)
  const accepted = cart.server_cart?.voucher ?? null
  const errors = fieldMessages({ field: 'voucher_code', messages, missing: [], attempted, hasValue: Boolean(cart.voucher_code) })
  const apply = async (event: FormEvent) => {
    event.preventDefault()
    setApplying(true)
    try {
      await onApply(code.trim() || null)
    } finally {
      setApplying(false)
    }
  }
  const discount = cart.server_cart?.totals.discount ?? 0
  return (
    <div className={sectionClass} data-invalid={errors.length > 0 || undefined}>
      <form onSubmit={(event) => void apply(event)} noValidate>
        <label htmlFor="checkout-voucher" className={`block ${legendClass}`}>
          {m.checkout_voucher()}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="checkout-voucher"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={errors.length ? errorId('voucher_code') : accepted ? 'checkout-voucher-accepted' : undefined}
            className={`${inputClass(errors.length > 0)} uppercase`}
          />
          <button type="submit" disabled={applying} className={applyClass} data-testid="voucher-apply">
            {m.checkout_apply()}
          </button>
          {cart.voucher_code ? (
            <button
              type="button"
              disabled={applying}
              onClick={() => {
                setCode('')
                void onApply(null)
              }}
              className="px-2 text-sm font-semibold text-slate-600 hover:underline"
            >
              {m.checkout_voucher_remove()}
            </button>
          ) : null}
        </div>
      </form>
      {accepted && errors.length === 0 ? (
        <p
          id="checkout-voucher-accepted"
          role="status"
          className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-emerald-700"
          data-testid="voucher-accepted"
        >
          <CheckCircleIcon className="size-4" />
          <span>
            {accepted.kind === 'free_delivery' && discount === 0
              ? m.checkout_voucher_free_delivery({ code: accepted.code })
              : m.checkout_voucher_accepted({ code: accepted.code, amount: formatMoney(discount) })}
          </span>
        </p>
      ) : null}
      <FieldError id={errorId('voucher_code')} messages={errors} announce />
    </div>
  )
}

/** Loyalty points: the balance and what it is worth, how many to use; the server says how many it took. */
function PointsField({
  cart,
  points,
  messages,
  attempted,
  onApply,
}: {
  cart: CartState
  points: CheckoutOptions['points']
  messages: readonly CartMessage[]
  attempted: boolean
  onApply: (points: number) => Promise<unknown>
}) {
  const [typed, setTyped] = useState(cart.used_points ? String(cart.used_points) : '')
  const [localError, setLocalError] = useState<string | null>(null)
  const [applying, setApplying] = useState(false)
  const totals = cart.server_cart?.totals
  // The priced cart's balance is the freshest (read again at every save); the options' is for the first view.
  const balance = totals?.points ?? points.balance
  const serverErrors = fieldMessages({ field: 'used_points', messages, missing: [], attempted, hasValue: cart.used_points > 0 })
  const errors = localError ? [localError] : serverErrors
  const apply = async (event: FormEvent) => {
    event.preventDefault()
    const value = typed.trim() === '' ? 0 : Number(typed.trim())
    if (!Number.isInteger(value) || value < 0) {
      setLocalError(m.checkout_points_whole())
      return
    }
    setLocalError(null)
    setApplying(true)
    try {
      await onApply(value)
    } finally {
      setApplying(false)
    }
  }
  const typedNumber = Number(typed)
  return (
    <div className={sectionClass} data-invalid={errors.length > 0 || undefined}>
      <form onSubmit={(event) => void apply(event)} noValidate>
        <label htmlFor="checkout-points" className={`block ${legendClass}`}>
          {m.checkout_points()}
        </label>
        <p id="checkout-points-balance" className="mb-3 text-sm text-slate-700" data-testid="points-balance">
          {balance > 0 ? m.checkout_points_balance({ points: formatNumber(balance), amount: formatMoney(balance * points.value) }) : m.checkout_points_none()}{' '}
          {m.checkout_points_rule({ amount: formatMoney(points.value), percent: formatNumber(points.max_share_percent) })}
        </p>
        {balance > 0 || cart.used_points > 0 ? (
          <div className="flex flex-wrap items-center gap-2">
            <input
              id="checkout-points"
              value={typed}
              onChange={(event) => {
                setLocalError(null)
                setTyped(event.target.value)
              }}
              inputMode="numeric"
              dir="ltr"
              autoComplete="off"
              aria-invalid={errors.length > 0 || undefined}
              aria-describedby={['checkout-points-balance', errors.length ? errorId('used_points') : ''].filter(Boolean).join(' ')}
              className={`${inputClass(errors.length > 0)} max-w-40`}
            />
            <button type="submit" disabled={applying} className={applyClass} data-testid="points-apply">
              {m.checkout_points_use()}
            </button>
            {Number.isInteger(typedNumber) && typedNumber > 0 ? (
              <span className="text-sm text-slate-600">{m.checkout_points_worth({ amount: formatMoney(typedNumber * points.value) })}</span>
            ) : null}
          </div>
        ) : null}
      </form>
      {totals && totals.used_points > 0 && errors.length === 0 ? (
        <p role="status" className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-emerald-700" data-testid="points-used">
          <CheckCircleIcon className="size-4" />
          {m.checkout_points_used({ points: formatNumber(totals.used_points), amount: formatMoney(totals.points_discount) })}
        </p>
      ) : null}
      <FieldError id={errorId('used_points')} messages={errors} announce />
    </div>
  )
}
