import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAdmissionGate } from './admission'

/** A request's work that ends when the test says so. */
function held() {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  let started = false
  return {
    work: async () => {
      started = true
      await done
      return 'served'
    },
    finish: () => finish(),
    started: () => started,
  }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

describe('the admission gate', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs up to its concurrency at once, queues a few, refuses the rest at once', async () => {
    const gate = createAdmissionGate({ concurrency: 2, queue: 1, waitMs: 1000 })
    const requests = Array.from({ length: 4 }, () => held())
    const answers = requests.map((request) => gate.admit(request.work, () => 'busy'))
    await flush()
    expect(requests.map((request) => request.started())).toEqual([true, true, false, false])
    // Beyond the queue: refused on arrival, without waiting.
    expect(await answers[3]).toBe('busy')
    expect(gate.figures()).toEqual({ running: 2, waiting: 1, refused: 1 })
    expect(gate.load()).toBe('shedding')
    requests[0]!.finish()
    await flush()
    expect(requests[2]!.started()).toBe(true)
    for (const request of requests) request.finish()
    expect(await Promise.all(answers.slice(0, 3))).toEqual(['served', 'served', 'served'])
    expect(gate.figures()).toEqual({ running: 0, waiting: 0, refused: 1 })
    // The load dropped: normal at once, not after a delay.
    expect(gate.load()).toBe('normal')
  })

  it('refuses a waiting request when its wait runs out, and its turn then runs nothing', async () => {
    const gate = createAdmissionGate({ concurrency: 1, queue: 5, waitMs: 1000 })
    const first = held()
    const late = held()
    const firstAnswer = gate.admit(first.work, () => 'busy')
    const lateAnswer = gate.admit(late.work, () => 'busy')
    await vi.advanceTimersByTimeAsync(1000)
    expect(await lateAnswer).toBe('busy')
    first.finish()
    expect(await firstAnswer).toBe('served')
    await flush()
    expect(late.started()).toBe(false)
    // The next request starts at once.
    const next = held()
    const nextAnswer = gate.admit(next.work, () => 'busy')
    await flush()
    expect(next.started()).toBe(true)
    next.finish()
    expect(await nextAnswer).toBe('served')
  })

  it('never cuts off a request once started, however long it takes', async () => {
    const gate = createAdmissionGate({ concurrency: 1, queue: 0, waitMs: 100 })
    const order = held()
    const answer = gate.admit(order.work, () => 'busy')
    await vi.advanceTimersByTimeAsync(10_000)
    order.finish()
    expect(await answer).toBe('served')
  })

  it('passes a failure of the work on to its caller and frees the place', async () => {
    const gate = createAdmissionGate({ concurrency: 1, queue: 1, waitMs: 1000 })
    await expect(
      gate.admit(
        () => Promise.reject(new Error('database down')),
        () => 'busy',
      ),
    ).rejects.toThrow('database down')
    expect(gate.figures().running).toBe(0)
  })
})

describe('a lowered concurrency', () => {
  it('lets fewer in at once, and more again when raised', async () => {
    const gate = createAdmissionGate({ concurrency: 4, queue: 10, waitMs: 1000 })
    gate.setConcurrency(1)
    const requests = Array.from({ length: 3 }, () => held())
    const answers = requests.map((request) => gate.admit(request.work, () => 'busy'))
    await Promise.resolve()
    expect(requests.map((request) => request.started())).toEqual([true, false, false])
    gate.setConcurrency(4)
    await Promise.resolve()
    expect(requests.map((request) => request.started())).toEqual([true, true, true])
    for (const request of requests) request.finish()
    expect(await Promise.all(answers)).toEqual(['served', 'served', 'served'])
  })
})
