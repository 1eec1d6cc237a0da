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
