/**
 * The phone order's second step: products at the customer's prices, the address, a deliverable
 * date, the delivery and payment modes; the totals are priced by the server as the staff member
 * types (the checkout's own code), and the order is placed once per key: a double click or a retry
 * answers the same order (docs/decisions/0078).
 */
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useStore } from '@tanstack/react-store'
import { useState } from 'react'
import type { PhoneOrderBody } from '~/api/contract/admin-phone-orders'
import { EMPTIES_MAX } from '~/api/contract/cart'
import { DepositAmounts } from '~/features/cart/deposit-amounts'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { Card } from '~/ui/admin/page-parts'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { getPhoneOrderOffer, previewPhoneOrderFn, takePhoneOrderFn } from '~/features/back-office/phone-orders/phone-orders.functions'
import type { ChosenCustomer } from './phone-customer-picker'
import { newIdempotencyKey } from '~/lib/idempotency-key'

type LineChoice = { product_id: number; product_attribute_id: number | null; quantity: number }
const smallButton =
  'rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600'

export function PhoneOrderForm({ customer, onPlaced }: { customer: ChosenCustomer; onPlaced: () => void }) {
  const [lines, setLines] = useState<LineChoice[]>([])
  const [key, setKey] = useState(newIdempotencyKey)
  const [placed, setPlaced] = useState<string | null>(null)
  const take = useServerFn(takePhoneOrderFn)
  const preview = useServerFn(previewPhoneOrderFn)
  const form = useShopForm({
    defaultValues: {
      delivery_address_id: 0,
      item: '',
      quantity: 1 as number | null,
      delivery_mode_id: 0,
      delivery_date: '',
      payment_mode_id: 0,
      voucher_code: '',
      comment: '',
      empties_returned: 0 as number | null,
    },
    idPrefix: 'phone-order',
    submit: async (values) => {
      const answer = await take({ data: { key, order: bodyOf(values) } })
      if (!answer.success) return answer
      setPlaced(answer.data.reference)
      toast.success(m.phone_order_placed({ reference: answer.data.reference }))
      setKey(newIdempotencyKey())
    },
  })
  const values = useStore(form.store, (state) => state.values)
  const existingId = customer.kind === 'existing' ? customer.id : undefined
  const chosenCity = customer.kind === 'new' ? customer.address.city_id : undefined
  const offer = useQuery({
    queryKey: ['back-office', 'phone-offer', getLocale(), existingId ?? 0, chosenCity ?? 0],
    queryFn: () => getPhoneOrderOffer({ data: { customer_id: existingId, city_id: chosenCity } }),
  })
  const addresses = offer.data?.addresses ?? []
  const addressId = values.delivery_address_id || addresses[0]?.id || null
  const cityId =
    customer.kind === 'new'
      ? customer.address.city_id
      : (addresses.find((a) => a.id === addressId)?.city_id ?? offer.data?.options.city_id ?? 0)
  const cityOffer = useQuery({
    queryKey: ['back-office', 'phone-offer', getLocale(), existingId ?? 0, cityId],
    queryFn: () => getPhoneOrderOffer({ data: { customer_id: existingId, city_id: cityId } }),
    enabled: cityId > 0,
  })
  const options = cityOffer.data?.options
  const items = cityOffer.data?.items ?? []
  const mode = options?.delivery_modes.find((candidate) => candidate.id === values.delivery_mode_id)

  function bodyOf(current: typeof values): PhoneOrderBody {
    const base = {
      city_id: cityId,
      products: lines,
      delivery_mode_id: current.delivery_mode_id || null,
      delivery_date: current.delivery_date || null,
      payment_mode_id: current.payment_mode_id || null,
      voucher_code: current.voucher_code.trim() || null,
      comment: current.comment,
      empties_returned: current.empties_returned ?? 0,
    }
    if (customer.kind === 'existing') return { ...base, customer_id: customer.id, delivery_address_id: addressId }
    const { address } = customer
    return {
      ...base,
      new_customer: {
        first_name: customer.name,
        last_name: '',
        phone: address.phone,
        email: customer.email || null,
        locale: customer.locale,
        address: { ...address },
      },
    }
  }
  const body = bodyOf(values)
  const priced = useQuery({
    queryKey: ['back-office', 'phone-preview', getLocale(), body],
    queryFn: () => preview({ data: body }),
    enabled: lines.length > 0 && cityId > 0,
  })
  const cart = priced.data?.success ? priced.data.data : null

  function addLine() {
    const [productId, variantId] = values.item.split(':')
    const quantity = values.quantity ?? 0
    if (!productId || quantity < 1) return
    const choice = { product_id: Number(productId), product_attribute_id: variantId ? Number(variantId) : null }
    setLines((current) => {
      const same = current.find(
        (line) => line.product_id === choice.product_id && line.product_attribute_id === choice.product_attribute_id,
      )
      if (same) return current.map((line) => (line === same ? { ...line, quantity: Math.min(999, line.quantity + quantity) } : line))
      return [...current, { ...choice, quantity: Math.min(999, quantity) }]
    })
    form.setFieldValue('item', '')
    form.setFieldValue('quantity', 1)
  }

  if (placed) {
    return (
      <Card title={m.phone_order_done_title()} testId="phone-order-done">
        <p className="mb-3">{m.phone_order_placed({ reference: placed })}</p>
        <div className="flex flex-wrap gap-2">
          <Link to="/gestion/commandes/$reference" params={{ reference: placed }} className={smallButton}>
            {m.phone_order_open()}
          </Link>
          <button type="button" className={smallButton} onClick={onPlaced}>
            {m.phone_order_another()}
          </button>
        </div>
      </Card>
    )
  }

  return (
    <Card title={m.phone_order_title({ name: customer.name })} testId="phone-order">
      <form.AppForm>
        <form.Form className="grid gap-4">
          {customer.kind === 'existing' ? (
            <form.AppField name="delivery_address_id">
              {(field) => (
                <field.SelectField
                  label={m.phone_order_address()}
                  // Until one is chosen, the first (the default address) is the one shown and the one sent.
                  options={addresses.map((address) => ({ value: String(address.id), label: address.text }))}
                />
              )}
            </form.AppField>
          ) : null}
          <div className="grid gap-2 sm:grid-cols-[1fr_7rem_auto] sm:items-end">
            <form.AppField name="item">
              {(field) => (
                <field.SelectField
                  label={m.phone_order_product()}
                  placeholder={m.phone_order_product_choose()}
                  options={items.map((item) => ({
                    value: `${item.product_id}:${item.variant_id ?? ''}`,
                    label: `${item.name} — ${formatMoney(item.price)}`,
                  }))}
                />
              )}
            </form.AppField>
            <form.AppField name="quantity">
              {(field) => <field.NumberField label={m.phone_order_quantity()} min={1} max={999} step={1} />}
            </form.AppField>
            <button type="button" className={smallButton} onClick={addLine} data-testid="phone-add-line">
              {m.phone_order_add()}
            </button>
          </div>
          <ul className="grid gap-1" data-testid="phone-lines" aria-label={m.phone_order_lines()}>
            {(cart?.cart_details ?? []).map((line, index) => (
              <li
                key={`${line.product_id}:${line.product_attribute_id}`}
                className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 py-1"
              >
                <span>
                  {line.quantity} × {line.product.name} {line.product.attributes_label ? `· ${line.product.attributes_label}` : ''} —{' '}
                  <span data-testid="phone-line-price">{formatMoney(line.prices.price)}</span>
                </span>
                <span className="flex items-center gap-2">
                  <span className="font-semibold">{formatMoney(line.prices.total)}</span>
                  <button
                    type="button"
                    className="text-sm text-red-700 underline"
                    onClick={() => setLines((current) => current.filter((_, position) => position !== index))}
                  >
                    {m.phone_order_remove()}
                  </button>
                </span>
              </li>
            ))}
          </ul>
          <div className="grid gap-3 sm:grid-cols-3">
            <form.AppField name="delivery_mode_id">
              {(field) => (
                <field.SelectField
                  label={m.phone_order_mode()}
                  placeholder={m.phone_order_choose()}
                  options={(options?.delivery_modes ?? []).map((choice) => ({
                    value: String(choice.id),
                    label: `${choice.name} (${formatMoney(choice.fee)})`,
                  }))}
                />
              )}
            </form.AppField>
            <form.AppField name="delivery_date">
              {(field) => (
                <field.SelectField
                  label={m.phone_order_date()}
                  placeholder={m.phone_order_choose()}
                  options={(mode?.dates ?? []).map((date) => ({ value: date, label: formatDate(date) }))}
                />
              )}
            </form.AppField>
            <form.AppField name="payment_mode_id">
              {(field) => (
                <field.SelectField
                  label={m.phone_order_payment()}
                  placeholder={m.phone_order_choose()}
                  options={(options?.payment_modes ?? [])
                    .filter((choice) => !choice.online)
                    .map((choice) => ({ value: String(choice.id), label: choice.name }))}
                />
              )}
            </form.AppField>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <form.AppField name="voucher_code">
              {(field) => <field.TextField label={m.phone_order_voucher()} maxLength={40} />}
            </form.AppField>
            <form.AppField name="comment">{(field) => <field.TextField label={m.phone_order_comment()} maxLength={1000} />}</form.AppField>
            {cart && (cart.totals.returnable_jugs > 0 || values.empties_returned) ? (
              <form.AppField name="empties_returned">
                {(field) => <field.NumberField label={m.dep_empties_label()} min={0} max={EMPTIES_MAX} step={1} inputMode="numeric" />}
              </form.AppField>
            ) : null}
          </div>
          {cart ? (
            <div className="grid gap-1 rounded-lg bg-slate-50 p-3" data-testid="phone-totals">
              <p>{m.phone_order_subtotal({ amount: formatMoney(cart.totals.subtotal) })}</p>
              <p>{m.phone_order_fee({ amount: formatMoney(cart.totals.delivery_fee) })}</p>
              {cart.totals.discount ? <p>{m.phone_order_discount({ amount: formatMoney(cart.totals.discount) })}</p> : null}
              <p className="text-lg font-bold" data-testid="phone-total">
                {m.phone_order_total({ amount: formatMoney(cart.totals.total) })}
              </p>
              <DepositAmounts deposit={cart.totals.deposit} jugs={cart.totals.deposit_jugs} total={cart.totals.total} />
              {cart.messages
                .filter((message) => ['products', 'voucher_code', 'empties_returned'].includes(message.field))
                .map((message) => (
                  <p key={message.code} className="text-red-700">
                    {message.message}
                  </p>
                ))}
            </div>
          ) : null}
          <div>
            <form.SubmitButton busyLabel={m.phone_order_placing()}>{m.phone_order_place()}</form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </Card>
  )
}
