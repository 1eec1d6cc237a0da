/**
 * The day's rounds on a map (issue 36 §3, docs/decisions/0086): the stops coloured per driver and
 * numbered in round order, and beside the map each round's list, where the team drags a stop to
 * another place or driver (or uses its arrows and driver choice). Each move shows at once and is
 * saved from the round as seen: when someone changed it meanwhile, the save is refused, said, and
 * the board reloads theirs.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useRef, useState } from 'react'
import type { DeliveryDay } from '~/api/contract/admin-deliveries'
import type { RoundSuggestion } from '~/api/contract/admin-round-order'
import { m } from '~/paraglide/messages.js'
import { Card } from '~/ui/admin/page-parts'
import { toast } from '~/ui/toasts/toast-store'
import { assignFn } from '~/features/back-office/deliveries/deliveries.functions'
import { reorderRoundFn } from '~/features/back-office/deliveries/round-order.functions'
import { planMove, type Round, roundsOf, type Target } from '~/features/back-office/deliveries/round-plan'
import { RoundList } from './round-list'
import { RoundMap } from '~/features/back-office/deliveries/round-map'

type Plan = NonNullable<ReturnType<typeof planMove>>

export function RoundBoard({ day }: { day: DeliveryDay }) {
  const queryClient = useQueryClient()
  const saved = useMemo(() => roundsOf(day, m.map_board_unassigned()), [day])
  // The rounds as moved, shown until the day is read again after the save.
  const [draft, setDraft] = useState<Round[] | null>(null)
  const rounds = draft ?? saved
  const [selected, setSelected] = useState<string | null>(null)
  const dragged = useRef<string | null>(null)

  const save = useMutation({
    mutationFn: async (plan: Plan): Promise<{ success: true } | { success: false; message: string }> =>
      'save' in plan
        ? await reorderRoundFn({ data: plan.save })
        : await assignFn({ data: { date: day.date, references: [plan.unassign], driver_id: null } }),
    onSuccess: (answer) => (answer.success ? toast.success(m.map_board_saved()) : toast.error(answer.message)),
    onError: () => toast.error(m.map_board_saved_failed()),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['back-office', 'deliveries'] })
      setDraft(null)
    },
  })
  const busy = save.isPending

  // Stable across renders (the latest rounds through a ref), so that a move re-renders only the lists it changed.
  const latest = useRef({ rounds, busy })
  latest.current = { rounds, busy }
  const move = useCallback(
    (reference: string, target: Target) => {
      if (latest.current.busy) return
      const plan = planMove(latest.current.rounds, reference, target, day.date, day.city.id)
      if (!plan) return
      setDraft(plan.rounds)
      setSelected(reference)
      save.mutate(plan)
    },
    [day.date, day.city.id, save],
  )
  const onDragStart = useCallback((reference: string) => void (dragged.current = reference), [])
  const onDrop = useCallback(
    (target: Target) => {
      if (dragged.current) move(dragged.current, target)
      dragged.current = null
    },
    [move],
  )
  const onAcceptSuggestion = useCallback(
    (driverId: number, suggestion: RoundSuggestion) => {
      const plan: Plan = {
        rounds,
        save: {
          date: day.date,
          city: day.city.id,
          driver_id: driverId,
          references: suggestion.suggested.references,
          seen: suggestion.current.references,
          moving: [],
        },
      }
      save.mutate(plan)
    },
    [rounds, day.date, day.city.id, save],
  )
  // From the rounds as read (not as moved): the same array between moves, so the stops' rows are not drawn again.
  const choices = useMemo(
    () => saved.map((round) => ({ value: round.driverId === null ? 'none' : String(round.driverId), label: round.name })),
    [saved],
  )

  if (day.orders.length === 0) return null
  // Drivers without a stop today are only in the driver choices: the team's list may be long.
  const shown = rounds.filter((round) => round.stops.length > 0)
  return (
    <Card title={m.map_board_title()} testId="round-board">
      <ul aria-label={m.map_board_legend()} className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {shown.map((round) => (
          <li key={round.driverId ?? 'none'} className="flex items-center gap-1">
            <span className="size-3 rounded-full" style={{ backgroundColor: round.colour }} aria-hidden="true" />
            {round.name} ({round.stops.length})
          </li>
        ))}
      </ul>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr] [&>*]:min-w-0">
        <RoundMap rounds={rounds} selected={selected} onSelect={setSelected} />
        <div className="flex max-h-[40rem] flex-col gap-4 overflow-auto">
          <p className="text-sm text-slate-600">{m.map_board_hint()}</p>
          {shown.map((round) => (
            <RoundList
              key={round.driverId ?? 'none'}
              round={round}
              date={day.date}
              city={day.city.id}
              choices={choices}
              selected={selected}
              busy={busy}
              onMove={move}
              onDragStart={onDragStart}
              onDrop={onDrop}
              onAcceptSuggestion={onAcceptSuggestion}
            />
          ))}
        </div>
      </div>
    </Card>
  )
}
