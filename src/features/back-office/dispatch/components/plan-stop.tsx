/** One stop of a proposed round (or of the unserved list): what it carries, its window, and its moves. */
import { memo } from 'react'
import { m } from '~/paraglide/messages.js'
import { SelectControl } from '~/ui/form/controlled'

export type StopFacts = {
  reference: string
  customer: string
  address: string
  jugs: number
  packs: number
  empties: number
  window_start: string
  window_end: string
}

type Props = {
  reference: string
  facts: StopFacts | undefined
  /** The proposal's time of arrival; null once the round was changed by hand (or unserved). */
  arrival: string | null
  reason?: string
  index: number
  count: number
  driverId: number | null
  colour: string
  choices: { value: string; label: string }[]
  selected: boolean
  onMove: (reference: string, driverId: number | null, index: number) => void
}

const arrowClass =
  'rounded border border-slate-300 px-2 py-1 text-sm font-bold text-slate-800 hover:bg-slate-100 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand-600'

export const PlanStop = memo(function PlanStop({ reference, facts, arrival, reason, index, count, driverId, colour, ...props }: Props) {
  const name = facts?.customer ?? reference
  return (
    <li
      data-testid="dispatch-stop"
      data-reference={reference}
      data-selected={props.selected || undefined}
      className={`flex flex-wrap items-center gap-2 rounded-lg border bg-white p-2 ${props.selected ? 'border-slate-900 ring-2 ring-slate-900' : 'border-slate-200'}`}
    >
      <span
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white"
        style={{ backgroundColor: colour }}
        aria-hidden={driverId === null}
      >
        {driverId === null ? '•' : index + 1}
      </span>
      <span className="min-w-0 flex-1 text-sm">
        <span className="block truncate font-semibold text-slate-900">
          {arrival && <bdi className="me-2 tabular-nums">{arrival}</bdi>} {name}
        </span>
        <span className="block text-slate-600">
          <bdi>{reference}</bdi>
          {facts && <> · {m.dispatch_stop_load({ jugs: facts.jugs, packs: facts.packs, empties: facts.empties })}</>}
          {facts?.window_start && <> · {m.dispatch_stop_window({ start: facts.window_start, end: facts.window_end })}</>}
        </span>
        {reason && (
          <span className="block font-semibold text-red-800" data-testid="dispatch-stop-reason">
            {reason}
          </span>
        )}
      </span>
      {driverId !== null && (
        <span className="flex gap-1">
          <button
            type="button"
            className={arrowClass}
            disabled={index === 0}
            aria-label={m.map_board_move_up({ name })}
            onClick={() => props.onMove(reference, driverId, index - 1)}
          >
            ↑
          </button>
          <button
            type="button"
            className={arrowClass}
            disabled={index === count - 1}
            aria-label={m.map_board_move_down({ name })}
            onClick={() => props.onMove(reference, driverId, index + 1)}
          >
            ↓
          </button>
        </span>
      )}
      <span className="w-40 shrink-0">
        <SelectControl
          aria-label={m.map_board_move_to({ name })}
          value={driverId === null ? 'none' : String(driverId)}
          options={props.choices}
          onValueChange={(value) => props.onMove(reference, value === 'none' ? null : Number(value), Number.MAX_SAFE_INTEGER)}
        />
      </span>
    </li>
  )
})
