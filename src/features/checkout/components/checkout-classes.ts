/** The looks every checkout step shares: its boxes, their titles, its buttons and links. */
export const sectionClass = 'min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5'
export const legendClass = 'mb-3 text-lg font-bold text-brand-900'
export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-bold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60'
export const secondaryLinkClass = 'inline-flex items-center gap-2 rounded-lg px-2 py-3 font-semibold text-brand-700 hover:underline'
