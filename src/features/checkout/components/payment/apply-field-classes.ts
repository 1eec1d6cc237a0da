/** The looks of a field applied by a button (voucher, points): its input and its button. */
export const inputClass = (invalid: boolean) =>
  `min-w-0 flex-1 rounded-lg border px-3 py-2 outline-none focus:ring-2 focus:ring-brand-400 ${invalid ? 'border-red-600' : 'border-slate-300'}`
export const applyClass = 'rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60'
