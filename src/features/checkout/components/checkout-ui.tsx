/** The pieces every checkout step is made of: progress, layout, messages, the order's amounts. */
import { Link } from '@tanstack/react-router'
import type { ReactNode, RefObject } from 'react'
import { formatMoney } from '~/lib/money'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { AlertTriangleIcon, ArrowStartIcon, CartIcon, CheckIcon } from '~/ui/icons'
import type { CartState } from '~/features/cart/cart-rules'
import { cartCount, cartTotal } from '~/features/cart/cart-rules'
import { openCartPanel } from '~/features/cart/cart-panel-state'
import type { CartMessage, CheckoutStep } from '~/features/checkout/checkout-rules'
import { STEP_PATHS, useCheckout, useReturnReason, useStepGuard } from '~/features/checkout/use-checkout'

const stepNames = { 1: m.page_step_1, 2: m.page_step_2, 3: m.page_step_3 } as const

/**
 * "1 Livraison, 2 Paiement, 3 Confirmation": the steps done are links back, the current one is
 * marked, the next ones are plain text (a step cannot be skipped). Once the order is placed,
 * nothing links back.
 */
export function StepProgress({ current, done = false }: { current: CheckoutStep; done?: boolean }) {
  return (
    <nav aria-label={m.checkout_steps()} className="mb-6">
      <ol className="flex items-center gap-1 sm:gap-2" data-testid="checkout-progress">
        {([1, 2, 3] as const).map((step) => {
          const passed = step < current || done
          const here = step === current
          const circle = (
            <span
              className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                passed
                  ? 'bg-brand-600 text-white'
                  : here
                    ? 'border-2 border-brand-600 bg-white text-brand-700'
                    : 'border border-slate-300 bg-white text-slate-500'
              }`}
              aria-hidden="true"
            >
              {passed ? <CheckIcon className="size-4" /> : formatNumber(step)}
            </span>
          )
          const label = (
            <span className={`truncate text-sm ${here ? 'font-bold text-brand-900' : passed ? 'font-semibold text-brand-700' : 'text-slate-500'}`}>
              <span className="sr-only">{m.checkout_step_number({ number: formatNumber(step) })} </span>
              {stepNames[step]()}
              {passed ? <span className="sr-only"> ({m.checkout_step_done()})</span> : null}
            </span>
          )
          return (
            <li key={step} className="flex min-w-0 flex-1 items-center gap-1 sm:gap-2" aria-current={here ? 'step' : undefined}>
              {passed && !here && !done ? (
                <Link to={STEP_PATHS[step]} className="flex min-w-0 items-center gap-2 rounded-lg p-1 hover:bg-brand-50" data-testid={`progress-step-${step}`}>
                  {circle}
                  {label}
                </Link>
              ) : (
                <span className="flex min-w-0 items-center gap-2 p-1" data-testid={`progress-step-${step}`}>
                  {circle}
                  {label}
                </span>
              )}
              {step < 3 ? <span className={`h-0.5 min-w-2 flex-1 rounded ${passed ? 'bg-brand-500' : 'bg-slate-200'}`} aria-hidden="true" /> : null}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/** One step's page: progress, heading (focused on arrival), the step's content and the order's amounts beside it. */
export function StepLayout({
  step,
  title,
  heading,
  root,
  aside,
  actions,
  children,
}: {
  step: CheckoutStep
  title: string
  heading?: RefObject<HTMLHeadingElement | null>
  root?: RefObject<HTMLDivElement | null>
  aside?: ReactNode
  /** The way on (and back): under the step, after the amounts on phones. */
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <main id="main" className={`mx-auto px-4 py-6 sm:py-8 ${aside ? 'max-w-6xl' : 'max-w-4xl'}`}>
      <StepProgress current={step} />
      <h1 ref={heading} tabIndex={-1} className="mb-5 text-2xl font-extrabold text-brand-900 outline-none sm:text-3xl" data-testid="step-title">
        {title}
      </h1>
      <div ref={root} className={`grid items-start gap-5 ${aside ? 'lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-x-6' : ''}`}>
        <div className="grid min-w-0 gap-5">{children}</div>
        {aside ? <aside className="lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">{aside}</aside> : null}
        {actions ? <div className="min-w-0 lg:col-start-1">{actions}</div> : null}
      </div>
    </main>
  )
}

export const sectionClass = 'min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5'
export const legendClass = 'mb-3 text-lg font-bold text-brand-900'
export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-bold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60'
export const secondaryLinkClass = 'inline-flex items-center gap-2 rounded-lg px-2 py-3 font-semibold text-brand-700 hover:underline'

/** A field's messages (the server's, else the browser's), linked to the field with `aria-describedby`. */
export function FieldError({ id, messages, announce = false }: { id: string; messages: string[]; announce?: boolean }) {
  if (messages.length === 0) return null
  return (
    <div id={id} className="mt-2 grid gap-1 text-sm font-medium text-red-700" role={announce ? 'alert' : undefined} data-testid={`${id}`}>
      {messages.map((message) => (
        <p key={message} className="flex items-start gap-1.5">
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      ))}
    </div>
  )
}

/** Said at the top of a step a later step sent the customer back to. */
export function ReturnNotice() {
  const reason = useReturnReason()
  if (!reason) return null
  return (
    <p role="alert" className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900" data-testid="checkout-return">
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

/**
 * The order's amounts as the server priced them: goods, delivery, voucher, points, total, and the
 * points it earns. Before the first answer, the browser's own sum of the lines.
 */
export function OrderAmounts({ cart, deliveryChosen, className = '' }: { cart: CartState; deliveryChosen: boolean; className?: string }) {
  const totals = cart.server_cart?.totals
  const row = (label: ReactNode, value: string, testId: string, tone = '') => (
    <div className={`flex justify-between gap-4 ${tone}`} data-testid={testId}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap">
        <bdi>{value}</bdi>
      </dd>
    </div>
  )
  return (
    <dl className={`grid gap-1.5 text-sm ${className}`} data-testid="checkout-amounts">
      {row(
        m.checkout_amount_goods({ count: formatNumber(totals?.items ?? cartCount(cart)) }),
        formatMoney(totals?.subtotal ?? cartTotal(cart)),
        'amount-subtotal',
      )}
      {row(
        m.orders_delivery_fee(),
        !deliveryChosen || !totals ? m.checkout_amount_delivery_later() : totals.delivery_fee === 0 ? m.orders_free() : formatMoney(totals.delivery_fee),
        'amount-delivery',
      )}
      {totals && totals.discount > 0
        ? row(
            cart.server_cart?.voucher ? m.checkout_amount_voucher({ code: cart.server_cart.voucher.code }) : m.orders_discount(),
            `− ${formatMoney(totals.discount)}`,
            'amount-discount',
            'text-emerald-700',
          )
        : null}
      {totals && totals.used_points > 0
        ? row(
            m.orders_points_discount({ points: formatNumber(totals.used_points) }),
            `− ${formatMoney(totals.points_discount)}`,
            'amount-points',
            'text-emerald-700',
          )
        : null}
      <div className="mt-1 flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-extrabold" data-testid="amount-total">
        <dt>{m.cart_total()}</dt>
        <dd className="whitespace-nowrap">
          <bdi>{formatMoney(totals?.total ?? cartTotal(cart))}</bdi>
        </dd>
      </div>
      {totals
        ? row(m.orders_points_gained(), m.usermenu_points({ points: formatNumber(totals.gained_points) }), 'amount-points-gained', 'text-slate-600')
        : null}
    </dl>
  )
}

/** The amounts beside a step, with the way back to the cart. */
export function SummaryAside({ cart, deliveryChosen }: { cart: CartState; deliveryChosen: boolean }) {
  return (
    <section className={sectionClass} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="mb-3 flex items-center gap-2 text-lg font-bold text-brand-900">
        <CartIcon className="size-5 text-brand-500" />
        {m.checkout_summary()}
      </h2>
      <OrderAmounts cart={cart} deliveryChosen={deliveryChosen} />
      <button type="button" onClick={openCartPanel} className="mt-3 text-sm font-semibold text-brand-700 hover:underline">
        {m.checkout_edit_cart()}
      </button>
    </section>
  )
}

/** A step shown before the cart is known (the server renders without it). */
/** A step's content once the stored cart is read and the steps before it are done; an empty cart says so instead. */
export function StepGate({ step, children }: { step: CheckoutStep; children: ReactNode }) {
  const { ready, cart } = useCheckout()
  const allowed = useStepGuard(step)
  if (!ready || !allowed) return <StepLoading step={step} />
  if (cart.items.length === 0) return <EmptyCheckout step={step} />
  return children
}

export function StepLoading({ step }: { step: CheckoutStep }) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:py-8" aria-busy="true">
      <StepProgress current={step} />
      <h1 className="mb-5 text-2xl font-extrabold text-brand-900 sm:text-3xl">{stepNames[step]()}</h1>
      <div className="grid gap-4" data-testid="checkout-loading">
        <div className="h-32 animate-pulse rounded-xl bg-slate-100" />
        <div className="h-48 animate-pulse rounded-xl bg-slate-100" />
        <p className="sr-only" role="status">
          {m.checkout_loading()}
        </p>
      </div>
    </main>
  )
}

/** Nothing to order: the way to the catalogue. */
export function EmptyCheckout({ step }: { step: CheckoutStep }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10 text-center">
      <StepProgress current={step} />
      <CartIcon className="mx-auto mb-4 size-12 text-slate-300" />
      <h1 className="mb-2 text-2xl font-extrabold text-brand-900" data-testid="checkout-empty">
        {m.cart_empty()}
      </h1>
      <p className="mb-6 text-slate-600">{m.checkout_empty_text()}</p>
      <Link to="/catalogue/$" params={{ _splat: '' }} className={primaryButtonClass}>
        {m.cart_empty_cta()}
      </Link>
    </main>
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
