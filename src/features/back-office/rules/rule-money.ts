/** Amounts as the admin types them (MAD, two decimals) and as the API keeps them (integer centimes). */

/** MAD typed → centimes; empty stays null (the API says under the field when it needs one). */
export const centimesOf = (mad: number | null) => (mad === null ? null : Math.round(mad * 100))

/** Centimes → MAD for a field. */
export { madOf } from '~/lib/money'

/** `fees.<i>.<field>` of the API (the i-th fee sent) renamed to the form's row `formIndexes[i]`. */
export function feeErrorsToForm(errors: Record<string, string[]>, formIndexes: number[]): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => {
      const match = /^fees\.(\d+)\.(.+)$/.exec(field)
      const row = match ? formIndexes[Number(match[1])] : undefined
      return [match && row !== undefined ? `fees.${row}.${match[2]}` : field, messages]
    }),
  )
}
