/**
 * A list item's up and down arrows (a round's stop, a proposal's stop): the keyboard's and the
 * phone's way to reorder where a mouse would drag. The labels name the item ("Monter Amina").
 */
const arrowClass =
  'rounded border border-slate-300 px-2 py-1 text-sm font-bold text-slate-800 hover:bg-slate-100 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand-600'

export function MoveArrows({
  index,
  count,
  upLabel,
  downLabel,
  onMove,
}: {
  index: number
  count: number
  upLabel: string
  downLabel: string
  /** The place the item goes to: `index - 1` or `index + 1`. */
  onMove: (to: number) => void
}) {
  return (
    <span className="flex gap-1">
      <button type="button" className={arrowClass} disabled={index === 0} aria-label={upLabel} onClick={() => onMove(index - 1)}>
        ↑
      </button>
      <button type="button" className={arrowClass} disabled={index === count - 1} aria-label={downLabel} onClick={() => onMove(index + 1)}>
        ↓
      </button>
    </span>
  )
}
