/**
 * A round's suggested order (docs/decisions/0086): both lengths, who computed it, the stops in
 * the suggested order; "apply" saves it as any reorder (from the round it was computed on).
 */
import type { DeliveryOrder } from '~/api/contract/admin-deliveries'
import type { RoundSuggestion as Suggestion } from '~/api/contract/admin-round-order'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'

const km = (metres: number) => formatNumber(Math.round(metres / 100) / 10)

export function RoundSuggestion({
  suggestion,
  stops,
  busy,
  onAccept,
  onKeep,
}: {
  suggestion: Suggestion
  stops: DeliveryOrder[]
  busy: boolean
  onAccept: () => void
  onKeep: () => void
}) {
  const nameOf = (reference: string) => stops.find((stop) => stop.reference === reference)?.customer.name ?? reference
  return (
    <div data-testid="round-suggestion" className="mt-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
      <p className="font-bold">{m.map_board_suggestion_title()}</p>
      <p>{m.map_board_distances({ current: km(suggestion.current.distance_m), suggested: km(suggestion.suggested.distance_m) })}</p>
      <p className="text-sky-800">{suggestion.engine === 'google' ? m.map_board_engine_google() : m.map_board_engine_solver()}</p>
      <ol className="my-2 list-inside list-decimal">
        {suggestion.suggested.references.map((reference) => (
          <li key={reference}>{nameOf(reference)}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={onAccept}
          className="rounded-lg bg-brand-600 px-3 py-2 font-bold text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {m.map_board_accept()}
        </button>
        <button
          type="button"
          onClick={onKeep}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {m.map_board_keep()}
        </button>
      </div>
    </div>
  )
}
