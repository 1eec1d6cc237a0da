/**
 * The shop's one button look (docs/decisions/0097): every screen's buttons (and links drawn as
 * buttons) take their classes from here rather than carrying their own strings. Free of imports,
 * so a storefront page pays a few bytes for it.
 *
 * - `primary`: the filled brand button, the step forward (save, create, pay);
 * - `secondary`: the white bordered button beside it (pause, stop, move up);
 * - `outline`: the brand-bordered one (apply a voucher, add from a card);
 * - `danger`: the filled red one, for what cannot be undone.
 *
 * Sizes: `xs` in a table's cell, `sm` among a card's actions, `md` a form's own button, `lg` the
 * page's main step (the checkout's).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger'
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg'

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
  outline: 'border border-brand-600 text-brand-700 hover:bg-brand-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
}

const SIZES: Record<ButtonSize, string> = {
  xs: 'px-2 py-1 text-xs',
  sm: 'px-3 py-2 text-sm',
  md: 'px-4 py-2',
  lg: 'px-5 py-3',
}

export function buttonClass({ variant = 'primary', size = 'md' }: { variant?: ButtonVariant; size?: ButtonSize } = {}) {
  return `rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]}`
}
