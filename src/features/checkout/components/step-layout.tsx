/** The frame of a step's page: progress, heading, content beside the amounts; or its loading and empty states. */
import { Link } from '@tanstack/react-router'
import type { ReactNode, RefObject } from 'react'
import type { CheckoutStep } from '~/features/checkout/checkout-rules'
import { useCheckout, useStepGuard } from '~/features/checkout/use-checkout'
import { m } from '~/paraglide/messages.js'
import { CartIcon } from '~/ui/icons'
import { primaryButtonClass } from './checkout-classes'
import { StepProgress, stepNames } from './step-progress'

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
      <h1
        ref={heading}
        tabIndex={-1}
        className="mb-5 text-2xl font-extrabold text-brand-900 outline-none sm:text-3xl"
        data-testid="step-title"
      >
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

/** A step's content once the stored cart is read and the steps before it are done; an empty cart says so instead. */
export function StepGate({ step, children }: { step: CheckoutStep; children: ReactNode }) {
  const { ready, cart } = useCheckout()
  const allowed = useStepGuard(step)
  if (!ready || !allowed) return <StepLoading step={step} />
  if (cart.items.length === 0) return <EmptyCheckout step={step} />
  return children
}

/** A step shown before the cart is known (the server renders without it). */
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
