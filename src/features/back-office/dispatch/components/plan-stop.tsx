/** One stop of a proposed round (or of the unserved list): what it carries, its window, and its moves. */
import { memo } from 'react'
import { m } from '~/paraglide/messages.js'
import { MoveArrows } from '~/ui/admin/move-arrows'
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
        <MoveArrows
          index={index}
          count={count}
          upLabel={m.map_board_move_up({ name })}
          downLabel={m.map_board_move_down({ name })}
          onMove={(to) => props.onMove(reference, driverId, to)}
        />
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
