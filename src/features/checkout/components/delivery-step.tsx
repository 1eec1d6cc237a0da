/**
 * Step 1, `/step-1`: where and when. Delivery address (from the address book, or a new one made
 * here), billing address, delivery mode with its fee, a date the mode can deliver, and an
 * optional reminder to order again. Each choice is kept in the cart (saved, and in local
 * storage) as soon as it is made, so back and forward, or a reload, find it again.
 */
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { Address } from '~/api/contract/addresses'
import type { CheckoutField, CheckoutOptions } from '~/api/contract/checkout'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { MapPinIcon } from '~/ui/icons'
import { toast } from '~/ui/toasts/toast-store'
import { addressesQuery } from '~/features/addresses/addresses.queries'
import { AddressForm } from '~/features/addresses/address-form'
import { generalMessages, missingChoices, stepToFix } from '~/features/checkout/checkout-rules'
import { useCheckout, useReturnReason, useStepFocus } from '~/features/checkout/use-checkout'
import { AddressRadios } from './address-choice'
import {
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
import { DeliveryCalendar } from './delivery-calendar'
import { errorId, fieldMessages } from './field-errors'

export function DeliveryStep() {
  return (
    <StepGate step={1}>
      <DeliveryChoices />
    </StepGate>
  )
}


function DeliveryChoices() {
  const { cart, actions, options, messages, cityId } = useCheckout()
  const addresses = useQuery(addressesQuery())
  const navigate = useNavigate()
  const returned = useReturnReason()
  const [attempted, setAttempted] = useState(Boolean(returned))
  const [busy, setBusy] = useState(false)
  const { root, heading, focusError } = useStepFocus(true)
  const [billingSame, setBillingSame] = useState(cart.billing_address_id === null || cart.billing_address_id === cart.delivery_address_id)
  const list = addresses.data?.addresses ?? []
  const [adding, setAdding] = useState(false)

  const missing = missingChoices(cart, 1)
  const errors = (field: CheckoutField, hasValue: boolean) => fieldMessages({ field, messages, missing, attempted, hasValue })

  // The address book's defaults (docs/decisions/0011), when the cart has no delivery address of the book yet.
  const defaultsApplied = useRef(false)
  useEffect(() => {
    if (defaultsApplied.current || !addresses.data) return
    defaultsApplied.current = true
    const book = addresses.data.addresses
    if (book.some((address) => address.id === cart.delivery_address_id)) return
    const delivery = book.find((address) => address.is_default) ?? (book.length === 1 ? book[0] : undefined)
    if (!delivery) return
    const billing = book.find((address) => address.is_default_billing) ?? delivery
    setBillingSame(billing.id === delivery.id)
    void actions.update({ delivery_address_id: delivery.id, billing_address_id: billing.id })
  }, [addresses.data, cart.delivery_address_id, actions])

  const chooseDelivery = (address: Address) =>
    void actions.update({ delivery_address_id: address.id, ...(billingSame ? { billing_address_id: address.id } : {}) })

  async function next() {
    setAttempted(true)
    if (missingChoices(actions.current().cart, 1).length > 0) {
      focusError()
      return
    }
    setBusy(true)
    try {
      const answer = await actions.validate()
      if (!answer) return
      if (!answer.success) {
        toast.error(answer.message)
        return
      }
      if (stepToFix(answer.data.messages, 1) !== null) {
        focusError()
        return
      }
      await navigate({ to: '/step-2' })
    } catch {
      toast.error(m.checkout_error_network())
    } finally {
      setBusy(false)
    }
  }

  const deliveryErrors = errors('delivery_address_id', Boolean(cart.delivery_address_id))
  const billingErrors = errors('billing_address_id', Boolean(cart.billing_address_id))
  const modeErrors = errors('delivery_mode_id', Boolean(cart.delivery_mode_id))
  const dateErrors = errors('delivery_date', Boolean(cart.delivery_date))
  const reminderErrors = [...errors('reminder_period', Boolean(cart.reminder_period)), ...errors('reminder_frequency', Boolean(cart.reminder_frequency))]
  const modes = options.data?.delivery_modes ?? []
  const mode = modes.find((candidate) => candidate.id === cart.delivery_mode_id)

  return (
    <StepLayout
      actions={
        <div className="flex flex-wrap items-center justify-end gap-3">
          <button type="button" onClick={() => void next()} disabled={busy} aria-busy={busy} className={primaryButtonClass} data-testid="checkout-next">
            {busy ? m.checkout_checking() : m.checkout_to_payment()}
          </button>
        </div>
      }
      step={1}
      title={m.checkout_step1_title()}
      heading={heading}
      root={root}
      aside={<SummaryAside cart={cart} deliveryChosen={Boolean(mode)} />}
    >
      <ReturnNotice />
      <CartMessages messages={generalMessages(messages)} />

      {/* Delivery address */}
      <div className={sectionClass} data-invalid={deliveryErrors.length > 0 || undefined}>
        <fieldset aria-describedby={deliveryErrors.length ? errorId('delivery_address_id') : undefined}>
          <legend className={legendClass}>{m.checkout_delivery_address()}</legend>
          {addresses.isPending ? (
            <div className="h-24 animate-pulse rounded-lg bg-slate-100" />
          ) : addresses.isError ? (
            <OptionsFailed onRetry={() => void addresses.refetch()} />
          ) : (
            <AddressRadios
              name="delivery_address"
              addresses={list}
              value={cart.delivery_address_id}
              onChange={chooseDelivery}
              describedBy={deliveryErrors.length ? errorId('delivery_address_id') : undefined}
              invalid={deliveryErrors.length > 0}
              cityId={cityId}
            />
          )}
        </fieldset>
        <FieldError id={errorId('delivery_address_id')} messages={deliveryErrors} />
        {addresses.data ? (
          adding || list.length === 0 ? (
            <div className="mt-4 grid gap-3" data-testid="checkout-new-address">
              <h3 className="flex items-center gap-2 font-bold text-slate-800">
                <MapPinIcon className="size-5 text-brand-500" />
                {list.length === 0 ? m.checkout_first_address() : m.checkout_new_address()}
              </h3>
              <AddressForm
                idPrefix="checkout-address"
                onSaved={async (address) => {
                  setAdding(false)
                  await actions.update({ delivery_address_id: address.id, ...(billingSame ? { billing_address_id: address.id } : {}) })
                }}
              />
              {list.length > 0 ? (
                <button type="button" onClick={() => setAdding(false)} className="w-fit text-sm font-semibold text-slate-600 hover:underline">
                  {m.address_cancel()}
                </button>
              ) : null}
            </div>
          ) : list.length < addresses.data.max ? (
            <button
              type="button"
              onClick={() => setAdding(true)}
              className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
              data-testid="checkout-add-address"
            >
              <MapPinIcon className="size-4" />
              {m.checkout_new_address()}
            </button>
          ) : null
        ) : null}
      </div>

      {/* Billing address */}
      <div className={sectionClass} data-invalid={billingErrors.length > 0 || undefined}>
        <fieldset aria-describedby={billingErrors.length ? errorId('billing_address_id') : undefined}>
          <legend className={legendClass}>{m.checkout_billing_address()}</legend>
          <div className="mb-3 flex flex-wrap gap-x-6 gap-y-2">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="billing_same"
                checked={billingSame}
                onChange={() => {
                  setBillingSame(true)
                  void actions.update({ billing_address_id: cart.delivery_address_id })
                }}
                className="size-4 accent-brand-600"
              />
              {m.checkout_billing_same()}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="billing_same" checked={!billingSame} onChange={() => setBillingSame(false)} className="size-4 accent-brand-600" />
              {m.checkout_billing_other()}
            </label>
          </div>
          {billingSame ? null : (
            <AddressRadios
              name="billing_address"
              addresses={list}
              value={cart.billing_address_id}
              onChange={(address) => void actions.update({ billing_address_id: address.id })}
              describedBy={billingErrors.length ? errorId('billing_address_id') : undefined}
              invalid={billingErrors.length > 0}
              cityId={null}
            />
          )}
        </fieldset>
        <FieldError id={errorId('billing_address_id')} messages={billingErrors} />
      </div>

      {options.isError ? <OptionsFailed onRetry={() => void options.refetch()} /> : null}

      {/* Delivery mode */}
      <div className={sectionClass} data-invalid={modeErrors.length > 0 || undefined}>
        <fieldset aria-describedby={modeErrors.length ? errorId('delivery_mode_id') : undefined}>
          <legend className={legendClass}>{m.checkout_delivery_mode()}</legend>
          {options.isPending ? (
            <div className="h-20 animate-pulse rounded-lg bg-slate-100" />
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {modes.map((candidate) => (
                <li key={candidate.id}>
                  <DeliveryModeRadio
                    mode={candidate}
                    checked={candidate.id === cart.delivery_mode_id}
                    subtotal={cart.server_cart?.totals.subtotal ?? null}
                    invalid={modeErrors.length > 0}
                    describedBy={modeErrors.length ? errorId('delivery_mode_id') : undefined}
                    onChoose={() =>
                      void actions.update({
                        delivery_mode_id: candidate.id,
                        // A date the new mode cannot deliver is dropped; one it can is kept.
                        delivery_date: cart.delivery_date && candidate.dates.includes(cart.delivery_date) ? cart.delivery_date : null,
                      })
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <FieldError id={errorId('delivery_mode_id')} messages={modeErrors} />
      </div>

      {/* Delivery date */}
      <section className={sectionClass} aria-labelledby="checkout-date-title" data-invalid={dateErrors.length > 0 || undefined}>
        <h2 id="checkout-date-title" className={legendClass}>
          {m.checkout_delivery_date()}
        </h2>
        {!mode ? (
          <p className="text-slate-600">{m.checkout_date_choose_mode()}</p>
        ) : mode.dates.length === 0 ? (
          <p className="text-slate-600">{m.checkout_date_none()}</p>
        ) : (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <DeliveryCalendar
              id="checkout-delivery-date"
              dates={mode.dates}
              value={cart.delivery_date}
              onChange={(day) => void actions.update({ delivery_date: day })}
              labelledBy="checkout-date-title"
              describedBy={dateErrors.length ? errorId('delivery_date') : undefined}
              invalid={dateErrors.length > 0}
            />
            <p className="text-slate-700 sm:pt-12" aria-live="polite" data-testid="checkout-date-chosen">
              {cart.delivery_date && mode.dates.includes(cart.delivery_date)
                ? m.checkout_date_chosen({ date: formatDate(cart.delivery_date) })
                : m.checkout_date_pick()}
            </p>
          </div>
        )}
        <FieldError id={errorId('delivery_date')} messages={dateErrors} />
      </section>

      {/* Reminder */}
      {options.data ? (
        <ReminderChoice
          options={options.data}
          period={cart.reminder_period}
          frequency={cart.reminder_frequency}
          errors={reminderErrors}
          onChange={(patch) => void actions.update(patch)}
        />
      ) : null}
    </StepLayout>
  )
}

type DeliveryMode = CheckoutOptions['delivery_modes'][number]

function DeliveryModeRadio({
  mode,
  checked,
  subtotal,
  invalid,
  describedBy,
  onChoose,
}: {
  mode: DeliveryMode
  checked: boolean
  subtotal: number | null
  invalid: boolean
  describedBy?: string
  onChoose: () => void
}) {
  const freeNow = mode.free_from !== null && subtotal !== null && subtotal >= mode.free_from
  const unavailable = mode.dates.length === 0
  return (
    <label
      className={`flex h-full gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400 ${
        unavailable
          ? 'cursor-not-allowed border-slate-200 opacity-60'
          : checked
            ? 'cursor-pointer border-brand-600 bg-brand-50'
            : 'cursor-pointer border-slate-200 hover:border-brand-400'
      }`}
      data-testid="delivery-mode-option"
    >
      <input
        type="radio"
        name="delivery_mode"
        value={mode.id}
        checked={checked}
        disabled={unavailable}
        onChange={onChoose}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="mt-1 size-4 shrink-0 accent-brand-600"
      />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex flex-wrap justify-between gap-x-3 font-bold text-brand-900">
          <span>{mode.name}</span>
          <span className="whitespace-nowrap" data-testid="delivery-mode-fee">
            {mode.fee === 0 || freeNow ? m.orders_free() : <bdi>{formatMoney(mode.fee)}</bdi>}
          </span>
        </span>
        {mode.free_from !== null ? (
          <span className="text-sm text-slate-600">{freeNow ? m.checkout_free_reached() : m.checkout_free_from({ amount: formatMoney(mode.free_from) })}</span>
        ) : null}
        <span className="text-sm text-slate-600">{unavailable ? m.checkout_date_none() : m.checkout_first_date({ date: formatDate(mode.dates[0]!) })}</span>
      </span>
    </label>
  )
}

function ReminderChoice({
  options,
  period,
  frequency,
  errors,
  onChange,
}: {
  options: CheckoutOptions
  period: string | null
  frequency: string | null
  errors: string[]
  onChange: (patch: { reminder_period: string | null; reminder_frequency: string | null }) => void
}) {
  const on = Boolean(period || frequency)
  const errorsId = 'checkout-error-reminder'
  if (options.reminder_periods.length === 0 || options.reminder_frequencies.length === 0) return null
  const selectClass = `w-full rounded-lg border px-3 py-2 ${errors.length ? 'border-red-600' : 'border-slate-300'}`
  return (
    <div className={sectionClass} data-invalid={errors.length > 0 || undefined}>
      <fieldset aria-describedby={errors.length ? errorsId : 'checkout-reminder-help'}>
        <legend className={legendClass}>{m.checkout_reminder()}</legend>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            checked={on}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? { reminder_period: options.reminder_periods[0]!.code, reminder_frequency: options.reminder_frequencies[0]!.code }
                  : { reminder_period: null, reminder_frequency: null },
              )
            }
            className="mt-1 size-4 shrink-0 accent-brand-600"
            data-testid="checkout-reminder-toggle"
          />
          <span>{m.checkout_reminder_toggle()}</span>
        </label>
        <p id="checkout-reminder-help" className="ms-6 mt-1 text-sm text-slate-600">
          {m.checkout_reminder_help()}
        </p>
        {on ? (
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor="checkout-reminder-period" className="mb-1 block text-sm font-semibold">
                {m.checkout_reminder_period()}
              </label>
              <select
                id="checkout-reminder-period"
                value={period ?? ''}
                onChange={(event) => onChange({ reminder_period: event.target.value || null, reminder_frequency: frequency })}
                aria-invalid={errors.length > 0 || undefined}
                aria-describedby={errors.length ? errorsId : undefined}
                className={selectClass}
              >
                <option value="">{m.checkout_choose()}</option>
                {options.reminder_periods.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="checkout-reminder-frequency" className="mb-1 block text-sm font-semibold">
                {m.checkout_reminder_frequency()}
              </label>
              <select
                id="checkout-reminder-frequency"
                value={frequency ?? ''}
                onChange={(event) => onChange({ reminder_period: period, reminder_frequency: event.target.value || null })}
                aria-invalid={errors.length > 0 || undefined}
                aria-describedby={errors.length ? errorsId : undefined}
                className={selectClass}
              >
                <option value="">{m.checkout_choose()}</option>
                {options.reminder_frequencies.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
        ) : null}
      </fieldset>
      <FieldError id={errorsId} messages={errors} />
    </div>
  )
}
