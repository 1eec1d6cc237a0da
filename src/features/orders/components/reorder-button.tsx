import { m } from '~/paraglide/messages.js'
import { RepeatIcon } from '~/ui/icons'
import { useReorder } from '~/features/orders/use-reorder'

/** "Commander à nouveau" for one past order: its lines go back in the cart, then the checkout opens. */
export function ReorderButton({ reference, variant = 'primary' }: { reference: string; variant?: 'primary' | 'quiet' }) {
  const reorder = useReorder()
  const busy = reorder.isPending
  return (
    <button
      type="button"
      onClick={() => reorder.mutate(reference)}
      disabled={busy}
      aria-busy={busy}
      aria-label={variant === 'quiet' ? m.reorder_order({ reference }) : undefined}
      data-testid="reorder"
      className={
        variant === 'primary'
          ? 'inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60'
          : 'inline-flex items-center gap-1.5 whitespace-nowrap rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-60'
      }
    >
      <RepeatIcon className="size-4" />
      {busy ? m.reorder_busy() : m.reorder()}
    </button>
  )
}
