/**
 * One stop in a round's list: dragged to another place or round (with a mouse), moved up or down
 * with its arrows and given to another driver with its choice (with the keyboard, or a phone).
 * While a move is being saved the board ignores others (its list says it is busy): the rows
 * themselves do not change then, so that a round of hundreds of stops is not drawn again.
 */
import { memo, useEffect, useRef } from 'react'
import type { DeliveryOrder } from '~/api/contract/admin-deliveries'
import { m } from '~/paraglide/messages.js'
import { MoveArrows } from '~/ui/admin/move-arrows'
import { SelectControl } from '~/ui/form/controlled'
import type { Target } from '~/features/back-office/deliveries/round-plan'

type Props = {
  stop: DeliveryOrder
  index: number
  count: number
  driverId: number | null
  colour: string
  /** The rounds a stop may go to, as choice values (a driver's id, or "none"). */
  choices: { value: string; label: string }[]
  selected: boolean
  onMove: (reference: string, target: Target) => void
  onDragStart: (reference: string) => void
  onDrop: (target: Target) => void
}

const NONE = 'none'
export const RoundStopItem = memo(function RoundStopItem(props: Props) {
  const { stop, index, count, driverId, colour, choices, selected, onMove } = props
  const name = stop.customer.name
  const row = useRef<HTMLLIElement>(null)
  // A stop chosen on the map (or just moved) is brought into the lists' view.
  useEffect(() => {
    if (selected) row.current?.scrollIntoView({ block: 'nearest' })
  }, [selected])
  return (
    <li
      ref={row}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', stop.reference)
        event.dataTransfer.effectAllowed = 'move'
        props.onDragStart(stop.reference)
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault()
        event.stopPropagation()
        props.onDrop({ driverId, index })
      }}
      data-testid="round-stop"
      data-reference={stop.reference}
      data-selected={selected || undefined}
      className={`flex cursor-grab items-center gap-2 rounded-lg border bg-white p-2 ${selected ? 'border-slate-900 ring-2 ring-slate-900' : 'border-slate-200'}`}
    >
      <span
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white"
        style={{ backgroundColor: colour }}
        aria-hidden={driverId === null}
      >
        {driverId === null ? '•' : index + 1}
      </span>
      <span className="min-w-0 flex-1 text-sm">
        <span className="block truncate font-semibold text-slate-900">{name}</span>
        <span className="block truncate text-slate-600">
          <bdi>{stop.address.district || stop.address.line1}</bdi> · <bdi>{stop.reference}</bdi>
        </span>
      </span>
      {driverId !== null && (
        <MoveArrows
          index={index}
          count={count}
          upLabel={m.map_board_move_up({ name })}
          downLabel={m.map_board_move_down({ name })}
          onMove={(to) => onMove(stop.reference, { driverId, index: to })}
        />
      )}
      <span className="w-36 shrink-0">
        <SelectControl
          aria-label={m.map_board_move_to({ name })}
          value={driverId === null ? NONE : String(driverId)}
          options={choices}
          onValueChange={(value) =>
            onMove(stop.reference, { driverId: value === NONE ? null : Number(value), index: Number.MAX_SAFE_INTEGER })
          }
        />
      </span>
    </li>
  )
})
