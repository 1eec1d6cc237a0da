import { STANDING_RHYTHMS } from '~/api/contract/standing-orders'
import { m } from '~/paraglide/messages.js'
import { SelectField } from '~/ui/form/fields/select-field'
import { rhythmLabel } from '~/features/standing-orders/standing-labels'

export type Rhythm = (typeof STANDING_RHYTHMS)[number]

/**
 * Every 1, 2 or 4 weeks: the one choice of a standing order's rhythm, on the offer and on the
 * card. A kit field (its value a number): drawn inside `<form.AppField name="every_weeks">`.
 */
export function RhythmSelect() {
  return (
    <SelectField
      label={m.sub_form_rhythm()}
      options={STANDING_RHYTHMS.map((weeks) => ({ value: String(weeks), label: rhythmLabel(weeks) }))}
    />
  )
}
