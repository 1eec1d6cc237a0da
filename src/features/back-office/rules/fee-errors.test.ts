import { describe, expect, it } from 'vitest'
import { feeErrorsToForm } from './fee-errors'

describe("a city form's refusals", () => {
  it("renames the API's fee indexes (fees sent) to the form's rows (every mode)", () => {
    // Rows 0 and 2 offered: the API's fee 1 is the form's row 2.
    expect(feeErrorsToForm({ 'fees.1.fee': ['bad'], 'fees.0.free_from': ['bad too'], min_order: ['low'] }, [0, 2])).toEqual({
      'fees.2.fee': ['bad'],
      'fees.0.free_from': ['bad too'],
      min_order: ['low'],
    })
  })
})
