import { Link } from '@tanstack/react-router'
import type { CheckoutStep } from '~/features/checkout/checkout-rules'
import { STEP_PATHS } from '~/features/checkout/use-checkout'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { CheckIcon } from '~/ui/icons'

export const stepNames = { 1: m.page_step_1, 2: m.page_step_2, 3: m.page_step_3 } as const

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
            <span
              className={`truncate text-sm ${here ? 'font-bold text-brand-900' : passed ? 'font-semibold text-brand-700' : 'text-slate-500'}`}
            >
              <span className="sr-only">{m.checkout_step_number({ number: formatNumber(step) })} </span>
              {stepNames[step]()}
              {passed ? <span className="sr-only"> ({m.checkout_step_done()})</span> : null}
            </span>
          )
          return (
            <li key={step} className="flex min-w-0 flex-1 items-center gap-1 sm:gap-2" aria-current={here ? 'step' : undefined}>
              {passed && !here && !done ? (
                <Link
                  to={STEP_PATHS[step]}
                  className="flex min-w-0 items-center gap-2 rounded-lg p-1 hover:bg-brand-50"
                  data-testid={`progress-step-${step}`}
                >
                  {circle}
                  {label}
                </Link>
              ) : (
                <span className="flex min-w-0 items-center gap-2 p-1" data-testid={`progress-step-${step}`}>
                  {circle}
                  {label}
                </span>
              )}
              {step < 3 ? (
                <span className={`h-0.5 min-w-2 flex-1 rounded ${passed ? 'bg-brand-500' : 'bg-slate-200'}`} aria-hidden="true" />
              ) : null}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
