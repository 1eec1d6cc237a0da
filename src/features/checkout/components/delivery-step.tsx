/**
 * Step 1, `/step-1`: where and when. Delivery address (from the address book, or a new one made
 * here), billing address, delivery mode with its fee, a date the mode can deliver, and an
 * optional reminder to order again. Each choice is kept in the cart (saved, and in local
 * storage) as soon as it is made, so back and forward, or a reload, find it again.
 */
import { useQuery } from '@tanstack/react-query'
import type { CheckoutField } from '~/api/contract/checkout'
import { addressesQuery } from '~/features/addresses/addresses.queries'
import { generalMessages, missingChoices } from '~/features/checkout/checkout-rules'
import { useCheckout, useStepFocus } from '~/features/checkout/use-checkout'
import { m } from '~/paraglide/messages.js'
import { CartMessages, NextButton, OptionsFailed, ReturnNotice, StepGate, StepLayout, SummaryAside } from './checkout-ui'
import { BillingAddressField } from './delivery/billing-address-field'
import { DeliveryAddressField } from './delivery/delivery-address-field'
import { dateKeptFor } from './delivery/delivery-choices'
import { DeliveryDateField } from './delivery/delivery-date-field'
import { DeliveryModeField } from './delivery/delivery-mode-field'
import { ReminderField } from './delivery/reminder-field'
import { EmptiesField } from './delivery/empties-field'
import { useAddressChoices } from './delivery/use-address-choices'
import { useDeliveryNext } from './delivery/use-delivery-next'
import { fieldMessages } from './field-errors'

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
  const { root, heading, focusError } = useStepFocus(true)
  const { attempted, busy, next } = useDeliveryNext(actions, focusError)
  const { billingSame, chooseDelivery, chooseBillingSame, chooseBilling } = useAddressChoices({ cart, actions }, addresses.data?.addresses)

  const missing = missingChoices(cart, 1)
  const errors = (field: CheckoutField, hasValue: boolean) => fieldMessages({ field, messages, missing, attempted, hasValue })
  const modes = options.data?.delivery_modes ?? []
  const mode = modes.find((candidate) => candidate.id === cart.delivery_mode_id)

  return (
    <StepLayout
      actions={
        <div className="flex flex-wrap items-center justify-end gap-3">
          <NextButton busy={busy} onClick={() => void next()}>
            {m.checkout_to_payment()}
          </NextButton>
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
      <DeliveryAddressField
        book={addresses}
        value={cart.delivery_address_id}
        onChange={chooseDelivery}
        messages={errors('delivery_address_id', Boolean(cart.delivery_address_id))}
        cityId={cityId}
      />
      <BillingAddressField
        same={billingSame}
        onSameChange={chooseBillingSame}
        addresses={addresses.data?.addresses ?? []}
        value={cart.billing_address_id}
        onChange={chooseBilling}
        messages={errors('billing_address_id', Boolean(cart.billing_address_id))}
      />
      {options.isError ? <OptionsFailed onRetry={() => void options.refetch()} /> : null}
      <DeliveryModeField
        modes={modes}
        pending={options.isPending}
        value={cart.delivery_mode_id}
        onChange={(chosen) => void actions.update({ delivery_mode_id: chosen.id, delivery_date: dateKeptFor(chosen, cart.delivery_date) })}
        messages={errors('delivery_mode_id', Boolean(cart.delivery_mode_id))}
        subtotal={cart.server_cart?.totals.subtotal ?? null}
      />
      <DeliveryDateField
        mode={mode}
        value={cart.delivery_date}
        onChange={(day) => void actions.update({ delivery_date: day })}
        messages={errors('delivery_date', Boolean(cart.delivery_date))}
      />
      <EmptiesField
        value={cart.empties_returned}
        onChange={(empties) => void actions.update({ empties_returned: empties })}
        messages={errors('empties_returned', cart.empties_returned > 0)}
        totals={cart.server_cart?.totals}
      />
      {options.data ? (
        <ReminderField
          options={options.data}
          value={{ reminder_period: cart.reminder_period, reminder_frequency: cart.reminder_frequency }}
          onChange={(choice) => void actions.update(choice)}
          messages={[
            ...errors('reminder_period', Boolean(cart.reminder_period)),
            ...errors('reminder_frequency', Boolean(cart.reminder_frequency)),
          ]}
        />
      ) : null}
    </StepLayout>
  )
}
