import { describe, expect, it } from 'vitest'
import { centimesOf, feeErrorsToForm, madOf } from './rule-money'

describe('amounts between the admin (MAD) and the API (centimes)', () => {
  it('rounds to the centime and keeps empty as empty', () => {
    expect(centimesOf(15)).toBe(1500)
    expect(centimesOf(0.1 + 0.2)).toBe(30)
    expect(centimesOf(null)).toBeNull()
    expect(madOf(4250)).toBe(42.5)
    expect(madOf(null)).toBeNull()
  })

  it("renames the API's fee indexes (fees sent) to the form's rows (every mode)", () => {
    // Rows 0 and 2 offered: the API's fee 1 is the form's row 2.
    expect(feeErrorsToForm({ 'fees.1.fee': ['bad'], 'fees.0.free_from': ['bad too'], min_order: ['low'] }, [0, 2])).toEqual({
      'fees.2.fee': ['bad'],
      'fees.0.free_from': ['bad too'],
      min_order: ['low'],
    })
  })
})
