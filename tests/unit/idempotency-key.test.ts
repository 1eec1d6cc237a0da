import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_KEY_PATTERN } from '~/api/contract/checkout'
import { newIdempotencyKey } from '~/lib/idempotency-key'

describe('idempotency keys', () => {
  it("fits every contract's pattern, and is new each time", () => {
    const key = newIdempotencyKey()
    expect(key).toHaveLength(32)
    // An order's Idempotency-Key, a refund's or jug refund's key, a driver's client key.
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN)
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/)
    expect(key).toMatch(/^[A-Za-z0-9-]{8,100}$/)
    expect(newIdempotencyKey()).not.toBe(key)
  })
})
