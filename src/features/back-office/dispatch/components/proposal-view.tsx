/**
 * A day's proposal before anything is saved (docs/decisions/0100): the rounds on the map (the
 * board's own map, so the same colours) and in lists, each with its van's load at its fullest
 * against what it carries, its hours and length; the stops no round serves with their reason.
 * Staff move a stop up, down or to another round (or out of every round), then apply the whole
 * day in one versioned save: a board changed meanwhile answers the kit's 409 choice.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useMemo, useState } from 'react'
import type { ProposedRound, Proposal } from '~/api/contract/admin-dispatch'
import type { DeliveryDay } from '~/api/contract/admin-deliveries'
import { m } from '~/paraglide/messages.js'
import { Card } from '~/ui/admin/page-parts'
import { SaveBar } from '~/ui/admin/save-bar'
import { useVersionedSave } from '~/ui/admin/use-versioned-save'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { DRIVER_COLOURS, type Round, UNASSIGNED_COLOUR } from '~/features/back-office/deliveries/round-plan'
import { RoundMap } from '~/features/back-office/deliveries/round-map'
import { applyDispatchFn } from '~/features/back-office/dispatch/dispatch.functions'
import { type PlanRound, applyRounds, moveStop, peakLoad, planOf } from '~/features/back-office/dispatch/dispatch-plan'
import { PlanStop, type StopFacts } from './plan-stop'

const km = (metres: number) => (metres / 1000).toLocaleString(undefined, { maximumFractionDigits: 1 })

export function ProposalView({ day, proposal }: { day: DeliveryDay; proposal: Proposal }) {
  const [plan, setPlan] = useState(() => planOf(proposal))
  const [selected, setSelected] = useState<string | null>(null)
  const facts = useMemo(() => factsOf(proposal), [proposal])
  const byReference = useMemo(() => new Map(day.orders.map((order) => [order.reference, order])), [day.orders])
  const rounds: Round[] = plan.map((round, index) => ({
    driverId: round.driverId,
    name: round.driverId === null ? m.dispatch_unserved_heading() : (proposal.rounds[index]?.driver_name ?? ''),
    colour: round.driverId === null ? UNASSIGNED_COLOUR : DRIVER_COLOURS[index % DRIVER_COLOURS.length]!,
    stops: round.references.flatMap((reference) => byReference.get(reference) ?? []),
  }))
  const choices = [
    ...proposal.rounds.map((round) => ({ value: String(round.driver_id), label: round.driver_name })),
    { value: 'none', label: m.dispatch_move_none() },
  ]
  const move = (reference: string, driverId: number | null, index: number) => setPlan((now) => moveStop(now, reference, driverId, index))
  const stops = proposal.rounds.reduce((sum, round) => sum + round.stops.length, 0)
  return (
    <div className="grid gap-4" data-testid="dispatch-proposal">
      <Card title={m.dispatch_proposal_title()}>
        <p className="mb-3 text-sm text-slate-700" data-testid="dispatch-summary">
          {m.dispatch_proposal_summary({
            rounds: proposal.rounds.length,
            stops,
            km: km(proposal.distance_m),
            current: km(proposal.current_distance_m),
            seconds: (proposal.solve_ms / 1000).toFixed(1),
          })}
        </p>
        <RoundMap rounds={rounds} selected={selected} onSelect={setSelected} />
      </Card>
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        {plan.map((round, index) =>
          round.driverId === null ? null : (
            <RoundCard
              key={round.driverId}
              round={round}
              proposed={proposal.rounds[index]!}
              colour={rounds[index]!.colour}
              facts={facts}
              choices={choices}
              selected={selected}
              onMove={move}
            />
          ),
        )}
      </div>
      <UnservedCard proposal={proposal} plan={plan} facts={facts} choices={choices} selected={selected} onMove={move} />
      <ApplyForm proposal={proposal} plan={plan} />
    </div>
  )
}

type Choice = { value: string; label: string }
type MoveProps = {
  facts: Map<string, StopFacts>
  choices: Choice[]
  selected: string | null
  onMove: (reference: string, driverId: number | null, index: number) => void
}

function RoundCard({ round, proposed, colour, ...props }: { round: PlanRound; proposed: ProposedRound; colour: string } & MoveProps) {
  const loads = round.references.flatMap((reference) => props.facts.get(reference) ?? [])
  const peak = peakLoad(loads)
  const over = peak.jugs > proposed.capacity.jugs || peak.packs > proposed.capacity.packs
  const changed = round.references.join() !== proposed.stops.map((stop) => stop.reference).join()
  return (
    <Card
      title={
        <span className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-full" style={{ backgroundColor: colour }} aria-hidden />
          {proposed.driver_name} · <bdi>{proposed.van_label || '—'}</bdi>
        </span>
      }
      testId="dispatch-round"
    >
      <div data-driver={proposed.driver_id} className="grid gap-2">
        <p className={`text-sm ${over ? 'font-bold text-red-700' : 'text-slate-700'}`} data-testid="dispatch-round-load">
          {m.dispatch_round_load({
            jugs: peak.jugs,
            jug_capacity: proposed.capacity.jugs,
            packs: peak.packs,
            pack_capacity: proposed.capacity.packs,
          })}
          {over && <span className="block">{m.dispatch_round_over()}</span>}
        </p>
        <p className="text-sm text-slate-700">
          {changed
            ? m.dispatch_round_changed()
            : m.dispatch_round_times({
                start: proposed.shift_start,
                end: proposed.shift_end,
                back: proposed.returns_at,
                km: km(proposed.distance_m),
              })}
        </p>
        <ol className="grid gap-2" aria-label={proposed.driver_name}>
          {round.references.map((reference, index) => (
            <PlanStop
              key={reference}
              reference={reference}
              facts={props.facts.get(reference)}
              arrival={changed ? null : (proposed.stops[index]?.arrival ?? null)}
              index={index}
              count={round.references.length}
              driverId={round.driverId}
              colour={colour}
              choices={props.choices}
              selected={props.selected === reference}
              onMove={props.onMove}
            />
          ))}
        </ol>
      </div>
    </Card>
  )
}

function UnservedCard({ proposal, plan, ...props }: { proposal: Proposal; plan: PlanRound[] } & MoveProps) {
  const references = plan.find((round) => round.driverId === null)?.references ?? []
  const reasons = new Map(proposal.unserved.map((stop) => [stop.reference, stop.message]))
  return (
    <Card title={m.dispatch_unserved_title({ count: references.length })} testId="dispatch-unserved">
      {references.length === 0 ? (
        <p className="text-sm text-slate-700">{m.dispatch_unserved_none()}</p>
      ) : (
        <ol className="grid gap-2">
          {references.map((reference, index) => (
            <PlanStop
              key={reference}
              reference={reference}
              facts={props.facts.get(reference)}
              reason={reasons.get(reference) ?? m.dispatch_unserved_by_staff()}
              arrival={null}
              index={index}
              count={references.length}
              driverId={null}
              colour={UNASSIGNED_COLOUR}
              choices={props.choices}
              selected={props.selected === reference}
              onMove={props.onMove}
            />
          ))}
        </ol>
      )}
    </Card>
  )
}

/** The one save: the rounds as staff left them, over the board the proposal was made from. */
function ApplyForm({ proposal, plan }: { proposal: Proposal; plan: PlanRound[] }) {
  const apply = useServerFn(applyDispatchFn)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const saveVersioned = useVersionedSave({
    save: (rounds: ReturnType<typeof applyRounds>, version: number) =>
      apply({ data: { date: proposal.date, city: proposal.city, board_version: version, rounds } }),
    onSaved: async (answer) => {
      toast.success(m.dispatch_applied({ assigned: answer.data.assigned, unassigned: answer.data.unassigned }))
      await queryClient.invalidateQueries({ queryKey: ['back-office', 'deliveries'] })
      await navigate({ to: '/gestion/livraisons', search: { date: proposal.date, city: proposal.city } })
    },
    // Theirs: a new proposal from the board as it is now.
    onLoadTheirs: () => queryClient.resetQueries({ queryKey: ['back-office', 'dispatch', 'proposal'] }),
  })
  const form = useShopForm({
    defaultValues: {},
    idPrefix: 'dispatch-apply',
    submit: () => saveVersioned(applyRounds(plan), proposal.board_version),
  })
  return (
    <form.AppForm>
      <form.Form className="grid gap-2" data-testid="dispatch-apply">
        <SaveBar label={m.dispatch_apply()} busyLabel={m.bo_saving()} />
      </form.Form>
    </form.AppForm>
  )
}

function factsOf(proposal: Proposal): Map<string, StopFacts> {
  const facts = new Map<string, StopFacts>()
  for (const stop of proposal.rounds.flatMap((round) => round.stops)) facts.set(stop.reference, stop)
  for (const stop of proposal.unserved) facts.set(stop.reference, { ...stop, address: '', window_start: '', window_end: '' })
  return facts
}
