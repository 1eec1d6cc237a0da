/**
 * The pieces of `npm run benchmark:mix` that decide what its figures say (issue 34): a 503 is
 * counted as shed, not as a failure nor as a served request; a shed order is re-sent under the
 * same key after Retry-After and counted once; the knee is interpolated between the two rates
 * around the 100 ms crossing, and a rate where cart saves are shed is past it.
 */
import { describe, expect, it } from 'vitest'
import { sendAtFixedRate } from '../../scripts/load/fixed-rate'
import { kneeOf } from '../../scripts/load/knee'
import { retryAfterSeconds } from '../../scripts/load/retry-after'
import type { Outcome } from '../../scripts/load/shopper-mix'

describe('the fixed-rate sender', () => {
  it('counts 503s apart as shed, neither failed nor served', async () => {
    let n = 0
    const result = await sendAtFixedRate({
      rate: 100,
      seconds: 0.1,
      next: () => ({ kind: 'cart save', run: async (): Promise<Outcome> => ({ status: n++ % 2 === 0 ? 503 : 200, retryAfterSeconds: 1 }) }),
    })
    expect(result.shed.get('cart save')).toHaveLength(5)
    expect(result.latencies.get('cart save')).toHaveLength(5)
    expect(result.failures.size).toBe(0)
    // Not re-sendable: nothing waited for its Retry-After.
    expect(result.resent).toBe(0)
  })

  it('re-sends a shed order under the same key after its Retry-After, and records the order acknowledged', async () => {
    const attempts: string[] = []
    const order = (key: string, shedTimes: number) => {
      const send = async (): Promise<Outcome> => {
        attempts.push(key)
        if (attempts.filter((each) => each === key).length <= shedTimes)
          return { status: 503, retryAfterSeconds: 0, order: { key }, resend: send }
        return { status: 201, order: { key, reference: `ref-${key}` }, resend: send }
      }
      return send
    }
    let n = 0
    const result = await sendAtFixedRate({
      rate: 100,
      seconds: 0.03,
      next: () => {
        n++
        return { kind: 'order', run: order(`key-${n}`, n === 1 ? 2 : 0) }
      },
    })
    expect(attempts.filter((key) => key === 'key-1')).toHaveLength(3)
    expect(attempts).toHaveLength(5)
    expect(result.shed.get('order')).toHaveLength(2)
    expect(result.resent).toBe(1)
    expect(result.latencies.get('order')).toHaveLength(3)
    expect(result.orders.map((each) => each.reference).sort()).toEqual(['ref-key-1', 'ref-key-2', 'ref-key-3'])
    expect(result.failures.size).toBe(0)
  })

  it('gives up on an order still shed after five re-sends, its key kept for the ledger', async () => {
    const send = async (): Promise<Outcome> => ({ status: 503, retryAfterSeconds: 0, order: { key: 'busy-key' }, resend: send })
    const result = await sendAtFixedRate({ rate: 100, seconds: 0.01, next: () => ({ kind: 'order', run: send }) })
    expect(result.shed.get('order')).toHaveLength(6)
    expect(result.gaveUp).toBe(1)
    expect(result.latencies.get('order')).toBeUndefined()
    expect(result.orders).toEqual([{ key: 'busy-key' }])
  })
})

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    expect(retryAfterSeconds('2')).toBe(2)
    expect(retryAfterSeconds(new Date(Date.now() + 3_000).toUTCString())).toBeGreaterThan(1)
    expect(retryAfterSeconds('soon')).toBeUndefined()
    expect(retryAfterSeconds(null)).toBeUndefined()
  })
})

describe('the knee', () => {
  it('interpolates the 100 ms crossing between the two rates around it', () => {
    const knee = kneeOf([
      { rate: 150, p99: 40 },
      { rate: 200, p99: 80 },
      { rate: 250, p99: 180 },
      { rate: 300, p99: 90 },
    ])
    expect(knee.rate).toBe(210)
  })

  it('is at the last rate below the bound when the next one shed its cart saves', () => {
    expect(
      kneeOf([
        { rate: 200, p99: 30 },
        { rate: 250, p99: Infinity },
      ]).rate,
    ).toBe(200)
  })

  it('says when the bound is crossed at the lowest rate, or never', () => {
    expect(kneeOf([{ rate: 150, p99: 120 }]).rate).toBeNull()
    expect(
      kneeOf([
        { rate: 150, p99: 20 },
        { rate: 400, p99: 60 },
      ]),
    ).toMatchObject({ rate: 400, text: expect.stringMatching(/^above 400/) })
  })
})
