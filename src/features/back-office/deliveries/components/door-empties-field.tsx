/**
 * The deliver form's count of empty jugs at the door (docs/decisions/0084): prefilled with the
 * empties the customer announced; another count moves the deposit charged, and the amount to
 * collect follows at once (the server bounds it by the customer's account and has the last word).
 * Shown only for an order with jugs or announced empties.
 */
import type { DeliveryOrder } from '~/api/contract/admin-deliveries'
import { doorDepositChange } from '~/lib/door-deposit'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { withForm } from '~/ui/form/form-hook'

const hasJugs = (order: DeliveryOrder) => order.jugs.unit_deposit > 0 || order.jugs.empties_announced > 0

/** The amount to collect for a count of empties (the round's `to_collect` when paid online: 0). */
export function dueAtDoor(order: DeliveryOrder, empties: number | null) {
  if (order.to_collect === 0 || empties === null || !hasJugs(order)) return order.to_collect
  const { empties_announced: emptiesAnnounced, deposit: depositCentimes, unit_deposit: unit } = order.jugs
  return order.to_collect + doorDepositChange({ emptiesAnnounced, depositCentimes }, unit, empties)
}

/** The count to send: none when the order has no jugs, so the announced empties stand. */
export const emptiesToSend = (order: DeliveryOrder, empties: number | null) =>
  hasJugs(order) && empties !== null ? Math.max(0, Math.round(empties)) : undefined

export const DoorEmptiesField = withForm({
  // Only its type matters: the deliver form's values.
  defaultValues: { collected: null as number | null, empties: null as number | null, payment_mode_id: 0, collected_reason: '' },
  props: { order: null as unknown as DeliveryOrder },
  render: function DoorEmptiesField({ form, order }) {
    if (!hasJugs(order)) return null
    return (
      <form.AppField name="empties" listeners={{ onChange: ({ value }) => form.setFieldValue('collected', dueAtDoor(order, value) / 100) }}>
        {(field) => (
          <field.NumberField
            label={m.dep_door_empties()}
            hint={m.dep_door_empties_hint({ count: order.jugs.empties_announced, deposit: formatMoney(order.jugs.unit_deposit) })}
            min={0}
            max={999}
            step={1}
          />
        )}
      </form.AppField>
    )
  },
})
