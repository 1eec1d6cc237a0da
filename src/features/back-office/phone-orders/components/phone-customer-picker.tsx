/**
 * The phone order's first step: an existing customer found by name, phone or e-mail, or a new one
 * entered with the shop's address form (its map search included); the new one is only kept here
 * and written with the order (docs/decisions/0078).
 */
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { AddressFormValues } from '~/api/contract/address-input'
import { m } from '~/paraglide/messages.js'
import { buttonClass as button } from '~/ui/button-class'
import { getLocale } from '~/paraglide/runtime.js'
import { Card } from '~/ui/admin/page-parts'
import { useShopForm } from '~/ui/form/form-hook'
import { AddressForm } from '~/features/addresses/address-form'
import { customersQuery } from '~/features/back-office/customers/customers.queries'

export type ChosenCustomer =
  | { kind: 'existing'; id: number; name: string }
  | { kind: 'new'; name: string; email: string; locale: 'fr' | 'ar'; address: AddressFormValues }

const buttonClass = button({ variant: 'secondary', size: 'sm' })

export function PhoneCustomerPicker({ onChoose }: { onChoose: (customer: ChosenCustomer) => void }) {
  const [mode, setMode] = useState<'search' | 'new'>('search')
  return (
    <Card title={m.phone_customer_title()} testId="phone-customer">
      <div className="mb-4 flex flex-wrap gap-2" role="group" aria-label={m.phone_customer_title()}>
        <button type="button" className={buttonClass} aria-pressed={mode === 'search'} onClick={() => setMode('search')}>
          {m.phone_customer_existing()}
        </button>
        <button type="button" className={buttonClass} aria-pressed={mode === 'new'} onClick={() => setMode('new')}>
          {m.phone_customer_new()}
        </button>
      </div>
      {mode === 'search' ? <CustomerSearch onChoose={onChoose} /> : <NewCustomer onChoose={onChoose} />}
    </Card>
  )
}

function CustomerSearch({ onChoose }: { onChoose: (customer: ChosenCustomer) => void }) {
  const [q, setQ] = useState('')
  const found = useQuery({ ...customersQuery(q, 1), enabled: q.length >= 2 })
  const form = useShopForm({
    defaultValues: { q: '' },
    idPrefix: 'phone-search',
    submit: async (values) => setQ(values.q.trim()),
  })
  const customers = (found.data?.items ?? []).filter((customer) => !customer.deleted && !customer.disabled)
  return (
    <div className="grid gap-3">
      <form.AppForm>
        <form.Form className="flex flex-wrap items-end gap-2">
          <form.AppField name="q">
            {(field) => <field.TextField label={m.phone_customer_search()} type="search" maxLength={100} />}
          </form.AppField>
          <form.SubmitButton busyLabel={m.phone_customer_searching()}>{m.phone_customer_search_submit()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
      {q && found.isSuccess && customers.length === 0 ? <p className="text-slate-700">{m.phone_customer_none()}</p> : null}
      <ul className="grid gap-2" data-testid="phone-customer-results">
        {customers.map((customer) => (
          <li key={customer.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-2">
            <span>
              <span className="font-semibold">{customer.name || customer.email}</span>{' '}
              <bdi dir="ltr" className="text-sm text-slate-700">
                {customer.phone ?? ''} {customer.email}
              </bdi>
            </span>
            <button
              type="button"
              className={buttonClass}
              onClick={() => onChoose({ kind: 'existing', id: customer.id, name: customer.name || customer.email })}
            >
              {m.phone_customer_choose()}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

function NewCustomer({ onChoose }: { onChoose: (customer: ChosenCustomer) => void }) {
  // The e-mail (optional) and the language the customer is written to; the name and phone are the address's.
  const details = useShopForm({
    defaultValues: { email: '', locale: getLocale() as string },
    idPrefix: 'phone-new',
    submit: async () => undefined,
  })
  return (
    <div className="grid gap-4">
      <details.AppForm>
        <div className="grid gap-3 sm:grid-cols-2">
          <details.AppField name="email">
            {(field) => (
              <field.TextField label={m.phone_customer_email()} hint={m.phone_customer_email_hint()} type="email" maxLength={254} />
            )}
          </details.AppField>
          <details.AppField name="locale">
            {(field) => (
              <field.SelectField
                label={m.phone_customer_language()}
                options={[
                  { value: 'fr', label: 'Français', lang: 'fr' },
                  { value: 'ar', label: 'العربية', lang: 'ar' },
                ]}
              />
            )}
          </details.AppField>
        </div>
      </details.AppForm>
      <AddressForm
        idPrefix="phone-address"
        submitLabel={m.phone_customer_use()}
        keep={(address) => {
          const { email, locale } = details.state.values
          onChoose({
            kind: 'new',
            name: address.recipient_name.trim(),
            email: email.trim(),
            locale: locale === 'ar' ? 'ar' : 'fr',
            address,
          })
        }}
      />
    </div>
  )
}
