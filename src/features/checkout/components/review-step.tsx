/**
 * Step 3, `/step-3`: everything once more (lines, delivery, payment, amounts, points), then
 * "Confirmer la commande" places the order once: validate-cart first, then the order with an
 * idempotency key kept with its cart for this cart revision (confirmation-storage.ts), so a double
 * click or a retry after a network error sends the same key and cart and cannot place two. Then
 * the cart is cleared and the confirmation shows at `/step-3?order=REF`.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useRef, useState } from 'react'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { toast } from '~/ui/toasts/toast-store'
import { addressesQuery } from '~/features/addresses/addresses.queries'
import { placeOrderFn } from '~/features/checkout/checkout.functions'
import { generalMessages, stepToFix } from '~/features/checkout/checkout-rules'
import { confirmationToSend, forgetConfirmation, sentConfirmation } from '~/features/cart/confirmation-storage'
import { STEP_PATHS, useCheckout, useStepFocus } from '~/features/checkout/use-checkout'
import { BackLink, CartMessages, OrderAmounts, primaryButtonClass, sectionClass, StepGate, StepLayout } from './checkout-ui'
import { isBusyError } from '~/lib/busy'

export function ReviewStep() {
  return (
    <StepGate step={3}>
      <Review />
    </StepGate>
  )
}

function Review() {
  const { cart, actions, options, messages } = useCheckout()
  const addresses = useQuery(addressesQuery())
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { root, heading, focusError } = useStepFocus(true)
  const [busy, setBusy] = useState(false)
  // A second click while the first is on its way does nothing (and the key covers a second tab).
  const placing = useRef(false)

  async function confirm() {
    if (placing.current) return
    placing.current = true
    setBusy(true)
    try {
      // A confirmation of this very cart was sent already and its answer lost (a network error, a
      // reload): the same key and cart go again first, so the server answers the order it may have
      // placed, even though the cart it emptied, the voucher it used or the points it took would
      // now fail the check. Otherwise validate-cart first.
      const retry = sentConfirmation(actions.current().cart.revision)
      if (!retry) {
        const checked = await actions.validate()
        if (!checked) return
        if (!checked.success) {
          toast.error(checked.message)
          return
        }
        const fix = stepToFix(checked.data.messages, 3)
        if (fix === 1 || fix === 2) {
          await navigate({ to: STEP_PATHS[fix], state: (previous) => ({ ...previous, checkoutReturn: 'refused' }) })
          return
        }
        if (fix === 0) {
          focusError()
          return
        }
      }
      const { cart: now, body } = actions.current()
      if (!body) return
      const confirmation = retry ?? confirmationToSend(now.revision, body)
      const answer = await placeOrderFn({ data: { key: confirmation.key, cart: confirmation.body } })
      if (!answer.success) {
        // This key is spent on another cart (409) or the cart was refused: the next try starts afresh.
        forgetConfirmation()
        const again = await actions.validate().catch(() => null)
        const step = again?.success ? stepToFix(again.data.messages, 3) : null
        if (step === 1 || step === 2) {
          await navigate({ to: STEP_PATHS[step], state: (previous) => ({ ...previous, checkoutReturn: 'refused' }) })
        } else {
          toast.error(answer.message)
          if (step === 0) focusError()
        }
        return
      }
      forgetConfirmation()
      void queryClient.invalidateQueries({ queryKey: ['account'] })
      // The confirmation first, then the cart goes (this review would otherwise show an empty cart).
      await navigate({ to: '/step-3', search: { order: answer.data.reference }, replace: true })
      actions.clear()
    } catch (error) {
      // The order may or may not be placed: the same key goes with the next try, so never twice. A
      // busy shop placed nothing (docs/decisions/0071): it says so, and the next try is the same.
      toast.error(isBusyError(error) ? error.message : m.checkout_error_place())
    } finally {
      placing.current = false
      setBusy(false)
    }
  }

  const details = cart.server_cart?.cart_details ?? []
  const book = addresses.data?.addresses ?? []
  const delivery = book.find((address) => address.id === cart.delivery_address_id)
  const billing = book.find((address) => address.id === cart.billing_address_id)
  const mode = options.data?.delivery_modes.find((candidate) => candidate.id === cart.delivery_mode_id)
  const payment = options.data?.payment_modes.find((candidate) => candidate.id === cart.payment_mode_id)
  const period = options.data?.reminder_periods.find((option) => option.code === cart.reminder_period)
  const frequency = options.data?.reminder_frequencies.find((option) => option.code === cart.reminder_frequency)
  const totals = cart.server_cart?.totals

  return (
    <StepLayout
      actions={
        <div className="flex flex-wrap-reverse items-center justify-between gap-3">
          <BackLink to={STEP_PATHS[2]}>{m.checkout_back_to_payment()}</BackLink>
          <div className="grid w-full justify-items-end gap-1 sm:w-auto">
            <p className="text-sm text-slate-600">{m.checkout_to_pay({ amount: formatMoney(totals?.total ?? 0) })}</p>
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={busy}
              aria-busy={busy}
              className={`${primaryButtonClass} w-full sm:w-auto`}
              data-testid="checkout-confirm"
            >
              {busy ? m.checkout_placing() : m.checkout_confirm()}
            </button>
          </div>
        </div>
      }
      step={3}
      title={m.checkout_step3_title()}
      heading={heading}
      root={root}
    >
      <CartMessages messages={generalMessages(messages)} />

      <section className={sectionClass} aria-labelledby="review-lines">
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <h2 id="review-lines" className="text-lg font-bold text-brand-900">
            {m.orders_lines()}
          </h2>
        </div>
        <ul className="divide-y divide-slate-100" data-testid="review-lines">
          {details.map((line) => (
            <li key={`${line.product_id}-${line.product_attribute_id}`} className="flex items-center gap-3 py-2" data-testid="review-line">
              <img src={line.product.image.url} width={48} height={48} alt="" className="size-12 shrink-0 rounded-lg bg-slate-100" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{line.product.name}</p>
                <p className="text-xs text-slate-500">
                  {line.product.attributes_label ? `${line.product.attributes_label} · ` : ''}
                  <bdi dir="ltr">{line.product.reference}</bdi>
                </p>
              </div>
              <p className="text-end text-sm whitespace-nowrap">
                <span className="block text-slate-600">
                  {formatNumber(line.quantity)} × <bdi>{formatMoney(line.prices.price)}</bdi>
                </span>
                <span className="block font-bold">
                  <bdi>{formatMoney(line.prices.total)}</bdi>
                </span>
              </p>
            </li>
          ))}
        </ul>
        <OrderAmounts cart={cart} deliveryChosen className="ms-auto mt-4 max-w-sm border-t border-slate-100 pt-3" />
        {totals ? (
          <p className="mt-2 text-end text-sm text-slate-600" data-testid="review-points-after">
            {m.cart_points_after({ points: formatNumber(totals.cumulated_points) })}
          </p>
        ) : null}
      </section>

      <div className="grid gap-5 md:grid-cols-2">
        <section className={sectionClass} aria-labelledby="review-delivery">
          <ReviewHeading id="review-delivery" to={STEP_PATHS[1]} label={m.checkout_edit_delivery()}>
            {m.page_step_1()}
          </ReviewHeading>
          <dl className="grid gap-3 text-sm">
            <Fact label={m.checkout_delivery_address()}>{delivery ? <AddressLines address={delivery} /> : '—'}</Fact>
            <Fact label={m.checkout_billing_address()}>
              {billing && billing.id !== delivery?.id ? <AddressLines address={billing} /> : m.checkout_billing_same()}
            </Fact>
            <Fact label={m.checkout_delivery_mode()}>{mode?.name ?? '—'}</Fact>
            <Fact label={m.checkout_delivery_date()}>
              <span data-testid="review-date">{cart.delivery_date ? formatDate(cart.delivery_date) : '—'}</span>
            </Fact>
            <Fact label={m.checkout_reminder()}>
              {period && frequency ? `${period.label} · ${frequency.label}` : m.checkout_reminder_none()}
            </Fact>
            {totals?.returnable_jugs || cart.empties_returned ? (
              <Fact label={m.dep_empties_label()}>
                <span data-testid="review-empties">{formatNumber(cart.empties_returned)}</span>
              </Fact>
            ) : null}
          </dl>
        </section>
        <section className={sectionClass} aria-labelledby="review-payment">
          <ReviewHeading id="review-payment" to={STEP_PATHS[2]} label={m.checkout_edit_payment()}>
            {m.page_step_2()}
          </ReviewHeading>
          <dl className="grid gap-3 text-sm">
            <Fact label={m.checkout_payment_mode()}>{payment?.name ?? '—'}</Fact>
            <Fact label={m.checkout_voucher()}>
              {cart.server_cart?.voucher ? <bdi dir="ltr">{cart.server_cart.voucher.code}</bdi> : m.checkout_none()}
            </Fact>
            <Fact label={m.orders_points_used()}>{formatNumber(totals?.used_points ?? 0)}</Fact>
            <Fact label={m.orders_comment()}>{cart.comment ? <bdi>{cart.comment}</bdi> : m.checkout_none()}</Fact>
          </dl>
        </section>
      </div>
    </StepLayout>
  )
}

function ReviewHeading({ id, to, label, children }: { id: string; to: (typeof STEP_PATHS)[1 | 2]; label: string; children: string }) {
  return (
    <div className="mb-3 flex items-baseline justify-between gap-3">
      <h2 id={id} className="text-lg font-bold text-brand-900">
        {children}
      </h2>
      <Link to={to} className="text-sm font-semibold text-brand-700 hover:underline" aria-label={label}>
        {m.checkout_edit()}
      </Link>
    </div>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-500">{label}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  )
}

function AddressLines({
  address,
}: {
  address: { label: string; recipient_name: string; line1: string; line2: string; city_name: string; phone: string }
}) {
  return (
    <span className="block">
      <span className="block font-semibold">
        <bdi>{address.label || address.recipient_name}</bdi>
      </span>
      <span className="block">
        <bdi>{address.line1}</bdi>
        {address.line2 ? (
          <>
            , <bdi>{address.line2}</bdi>
          </>
        ) : null}
      </span>
      <span className="block">{address.city_name}</span>
      <span className="block">
        <bdi dir="ltr">{address.phone}</bdi>
      </span>
    </span>
  )
}
