import { STANDING_RHYTHMS } from '~/api/contract/standing-orders'
import { m } from '~/paraglide/messages.js'
import { rhythmLabel } from '~/features/standing-orders/standing-labels'

export type Rhythm = (typeof STANDING_RHYTHMS)[number]

/** Every 1, 2 or 4 weeks: the one choice of a standing order's rhythm, on the offer and on the card. */
export function RhythmSelect({ value, onChange }: { value: number; onChange: (weeks: Rhythm) => void }) {
  return (
    <label className="grid gap-1 text-sm font-semibold">
      {m.sub_form_rhythm()}
      <select
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as Rhythm)}
        className="rounded-lg border border-slate-300 px-3 py-2"
      >
        {STANDING_RHYTHMS.map((weeks) => (
          <option key={weeks} value={weeks}>
            {rhythmLabel(weeks)}
          </option>
        ))}
      </select>
    </label>
  )
}
