/** `/gestion/commandes/telephone`: an order taken by phone, for an existing customer or a new one (docs/decisions/0078). */
import { useState } from 'react'
import { m } from '~/paraglide/messages.js'
import { AdminPage } from '~/ui/admin/admin-page'
import { BackLink } from '~/ui/admin/back-link'
import { type ChosenCustomer, PhoneCustomerPicker } from './phone-customer-picker'
import { PhoneOrderForm } from './phone-order-form'

export function PhoneOrderPage() {
  const [customer, setCustomer] = useState<ChosenCustomer | null>(null)
  const [round, setRound] = useState(0)
  return (
    <AdminPage
      title={m.phone_page_title()}
      description={m.phone_page_description()}
      back={<BackLink to="/gestion/commandes">{m.phone_back_to_orders()}</BackLink>}
    >
      {customer ? (
        <>
          <p>
            <button type="button" className="text-sm underline" onClick={() => setCustomer(null)}>
              {m.phone_customer_change()}
            </button>
          </p>
          <PhoneOrderForm
            key={round}
            customer={customer}
            onPlaced={() => {
              setCustomer(null)
              setRound((value) => value + 1)
            }}
          />
        </>
      ) : (
        <PhoneCustomerPicker onChoose={setCustomer} />
      )}
    </AdminPage>
  )
}
