/**
 * The actions the Shop API allows on this order for this staff member (`actions`): confirm and
 * dispatch at once; deliver (with what was collected, the total when left empty), a failed
 * attempt (why, and a new date) and cancel (why) through a short form opened in place.
 */
import { useState } from 'react'
import type { AdminOrderDetail, OrderChangeBody } from '~/api/contract/admin-orders'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { type Settled, useOrderChange } from '~/features/back-office/orders/use-order-change'
import { Card } from '~/ui/admin/page-parts'
import { CancelForm, DeliverForm, FailForm } from './order-action-forms'

type Panel = 'deliver' | 'fail' | 'cancel'
type Send = (body: Omit<OrderChangeBody, 'client_key'>) => Promise<Settled>

const toggleClass = (open: boolean, danger = false) =>
  `rounded-lg border px-4 py-3 font-bold ${
    danger ? 'border-red-300 text-red-700 hover:bg-red-50' : 'border-brand-300 text-brand-700 hover:bg-brand-50'
  } ${open ? (danger ? 'bg-red-50' : 'bg-brand-50') : 'bg-white'}`

export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const { change } = useOrderChange(order.reference)
  const [panel, setPanel] = useState<Panel | null>(null)
  if (!order.actions.length) return null
  /** Sends the action; closes the open form once done or when the order had moved on. */
  const send: Send = async (body) => {
    const settled = await change(body)
    if (!settled.refusal) setPanel(null)
    return settled
  }
  const toggle = (which: Panel) => setPanel((open) => (open === which ? null : which))
  const has = (action: OrderChangeBody['action']) => order.actions.includes(action)
  return (
    <Card title={m.bo_orders_actions()}>
      <div className="flex flex-wrap gap-2">
        {has('confirm') && <QuickAction label={m.bo_orders_action_confirm()} onSend={() => send({ action: 'confirm' })} />}
        {has('dispatch') && <QuickAction label={m.bo_orders_action_dispatch()} onSend={() => send({ action: 'dispatch' })} />}
        {(['deliver', 'fail', 'cancel'] as const).filter(has).map((which) => (
          <button
            key={which}
            type="button"
            aria-expanded={panel === which}
            aria-controls={`bo-action-${which}`}
            onClick={() => toggle(which)}
            className={toggleClass(panel === which, which === 'cancel')}
          >
            {{ deliver: m.bo_orders_action_deliver, fail: m.bo_orders_action_fail, cancel: m.bo_orders_action_cancel }[which]()}
          </button>
        ))}
      </div>
      {panel ? (
        <div id={`bo-action-${panel}`} className="mt-4 max-w-xl rounded-lg border border-slate-200 p-4">
          {panel === 'deliver' && <DeliverForm order={order} onSend={send} />}
          {panel === 'fail' && <FailForm onSend={send} />}
          {panel === 'cancel' && <CancelForm onSend={send} />}
        </div>
      ) : null}
    </Card>
  )
}

/** An action with nothing to fill in: one button, busy while it is sent. */
function QuickAction({ label, onSend }: { label: string; onSend: () => Promise<unknown> }) {
  const form = useShopForm({ defaultValues: {}, submit: async () => void (await onSend()) })
  return (
    <form.AppForm>
      <form.Form className="min-w-40">
        <form.SubmitButton busyLabel={m.bo_orders_sending()}>{label}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
