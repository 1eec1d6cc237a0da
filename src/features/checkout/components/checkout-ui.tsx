/**
 * The small pieces every checkout step is made of: a field's messages, the notices at the top of a
 * step, the ways on and back. The page's frame, progress and amounts live in their own files and
 * are passed on from here, so a step imports its pieces from one place.
 */
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { openCartPanel } from '~/features/cart/cart-panel-state'
import type { CartMessage } from '~/features/checkout/checkout-rules'
import { type STEP_PATHS, useReturnReason } from '~/features/checkout/use-checkout'
import { m } from '~/paraglide/messages.js'
import { FieldError } from '~/ui/form/controlled'
import { AlertTriangleIcon, ArrowStartIcon } from '~/ui/icons'
import { primaryButtonClass, secondaryLinkClass } from './checkout-classes'

export { legendClass, primaryButtonClass, secondaryLinkClass, sectionClass } from './checkout-classes'
export { OrderAmounts, SummaryAside } from './order-amounts'
export { EmptyCheckout, StepGate, StepLayout, StepLoading } from './step-layout'
export { StepProgress } from './step-progress'

/**
 * A field's messages (the server's, else the browser's), drawn by the kit under the field; `id` is
 * what its controls name in `aria-describedby` (and what the tests find).
 */
export function FieldMessages({ id, messages, announce = false }: { id: string; messages: string[]; announce?: boolean }) {
  return <FieldError id={id} error={messages} announce={announce} className="mt-2" testId={id} />
}

/** Said at the top of a step a later step sent the customer back to. */
export function ReturnNotice() {
  const reason = useReturnReason()
  if (!reason) return null
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
      data-testid="checkout-return"
    >
      <AlertTriangleIcon className="mt-0.5 size-5 shrink-0" />
      {reason === 'incomplete' ? m.checkout_return_incomplete() : m.checkout_return_refused()}
    </p>
  )
}

/** What blocks the cart itself (its lines, the city's minimum): fixed in the cart, which this opens. */
export function CartMessages({ messages }: { messages: CartMessage[] }) {
  if (messages.length === 0) return null
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
      data-testid="checkout-cart-messages"
      data-invalid="true"
    >
      {messages.map((message) => (
        <p key={message.code + message.message} className="flex items-start gap-2" data-testid="checkout-cart-message">
          <AlertTriangleIcon className="mt-0.5 size-5 shrink-0" />
          {message.message}
        </p>
      ))}
      <button
        type="button"
        onClick={openCartPanel}
        className="w-fit rounded-lg bg-white px-3 py-2 text-sm font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
      >
        {m.checkout_edit_cart()}
      </button>
    </div>
  )
}

/** The options of the city could not be read: the step says so and offers to try again. */
export function OptionsFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800" data-testid="checkout-options-failed">
      <p className="mb-2">{m.checkout_options_failed()}</p>
      <button type="button" onClick={onRetry} className="font-semibold underline">
        {m.error_retry()}
      </button>
    </div>
  )
}

/** "← Retour à …" between steps. */
export function BackLink({ to, children }: { to: (typeof STEP_PATHS)[1 | 2]; children: string }) {
  return (
    <Link to={to} className={secondaryLinkClass}>
      <ArrowStartIcon className="size-4" />
      {children}
    </Link>
  )
}

/** The way on from a step: checks the step (busy meanwhile), then goes to the next one. */
export function NextButton({ busy, onClick, children }: { busy: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} disabled={busy} aria-busy={busy} className={primaryButtonClass} data-testid="checkout-next">
      {busy ? m.checkout_checking() : children}
    </button>
  )
}
