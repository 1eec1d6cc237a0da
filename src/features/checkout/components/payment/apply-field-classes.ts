/** The look of the button applying a field (voucher, points); the field itself is the form kit's. */
export const applyClass = 'rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60'
