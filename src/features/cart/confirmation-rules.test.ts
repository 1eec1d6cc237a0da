import { describe, expect, it } from 'vitest'
import { confirmationFor } from './confirmation-rules'

describe('order confirmation', () => {
  it('keeps one idempotency key, with its cart, per cart revision', () => {
    let made = 0
    const make = () => `key-number-${++made}-abcdefgh`
    const first = confirmationFor<{ comment: string; reference?: string }>(null, 4, { comment: 'a' }, make)
    expect(first).toEqual({ key: 'key-number-1-abcdefgh', revision: 4, body: { comment: 'a' } })
    // A retry sends what the first attempt sent, even if the server gave the cart a new reference since.
    expect(confirmationFor(first, 4, { comment: 'a', reference: 'new' }, make)).toBe(first)
    expect(confirmationFor(first, 5, { comment: 'b' }, make)).toEqual({ key: 'key-number-2-abcdefgh', revision: 5, body: { comment: 'b' } })
  })
})
