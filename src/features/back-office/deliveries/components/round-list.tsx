/** One round beside the map: its colour and driver, its stops in order, and its suggested order. */
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { RoundSuggestion as Suggestion } from '~/api/contract/admin-round-order'
import { m } from '~/paraglide/messages.js'
import { toast } from '~/ui/toasts/toast-store'
import type { Round, Target } from '~/features/back-office/deliveries/round-plan'
import { getRoundSuggestion } from '~/features/back-office/deliveries/round-order.functions'
import { RoundStopItem } from './round-stop-item'
import { RoundSuggestion } from './round-suggestion'

type Props = {
  round: Round
  date: string
  city: number
  choices: { value: string; label: string }[]
  selected: string | null
  busy: boolean
  onMove: (reference: string, target: Target) => void
  onDragStart: (reference: string) => void
  onDrop: (target: Target) => void
  onAcceptSuggestion: (driverId: number, suggestion: Suggestion) => void
}

export function RoundList({ round, date, city, choices, selected, busy, onMove, onDragStart, onDrop, onAcceptSuggestion }: Props) {
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null)
  const suggest = useMutation({
    mutationFn: () => getRoundSuggestion({ data: { date, city, driver: round.driverId! } }),
    onSuccess: (answer) => (answer.success ? setSuggestion(answer.data) : toast.error(answer.message)),
  })
  const { driverId } = round
  return (
    <section data-testid="round-list" data-driver={driverId ?? 'none'} className="flex flex-col gap-2">
      <h3 className="flex flex-wrap items-center gap-2 font-bold text-slate-900">
        <span className="size-3 rounded-full" style={{ backgroundColor: round.colour }} aria-hidden="true" />
        {driverId === null ? round.name : m.map_board_round_of({ name: round.name })}
        <span className="font-normal text-slate-600">({round.stops.length})</span>
        {driverId !== null && round.stops.length > 1 && (
          <button
            type="button"
            disabled={busy || suggest.isPending}
            onClick={() => suggest.mutate()}
            className="ms-auto rounded-lg border border-slate-300 px-2 py-1 text-sm font-semibold text-brand-800 hover:bg-slate-50 disabled:opacity-50"
          >
            {m.map_board_suggest()}
          </button>
        )}
      </h3>
      {suggestion && driverId !== null && (
        <RoundSuggestion
          suggestion={suggestion}
          stops={round.stops}
          busy={busy}
          onKeep={() => setSuggestion(null)}
          onAccept={() => {
            setSuggestion(null)
            onAcceptSuggestion(driverId, suggestion)
          }}
        />
      )}
      <ol
        aria-busy={busy || undefined}
        className="flex min-h-12 flex-col gap-1 rounded-lg border border-dashed border-slate-300 p-1"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault()
          onDrop({ driverId, index: Number.MAX_SAFE_INTEGER })
        }}
      >
        {round.stops.length === 0 && <li className="p-2 text-sm text-slate-500">{m.map_board_empty_round()}</li>}
        {round.stops.map((stop, index) => (
          <RoundStopItem
            key={stop.reference}
            stop={stop}
            index={index}
            count={round.stops.length}
            driverId={driverId}
            colour={round.colour}
            choices={choices}
            selected={stop.reference === selected}
            onMove={onMove}
            onDragStart={onDragStart}
            onDrop={onDrop}
          />
        ))}
      </ol>
    </section>
  )
}
