/**
 * The driver's queue (docs/decisions/0030): one key per press, kept across visits, sent when
 * online, a failed send waits longer each time and keeps its key, an answer (applied or refused)
 * takes the action out.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type RoundAction, type SendAnswer, backoff, enqueue, flushQueue, loadQueue, roundQueue } from './round-queue'

const storage = new Map<string, string>()
let online = true

beforeEach(() => {
  storage.clear()
  online = true
  roundQueue.setState(() => ({ actions: [], sending: false }))
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  })
  vi.stubGlobal('navigator', {
    get onLine() {
      return online
    },
  })
})
afterEach(() => vi.unstubAllGlobals())

const deliver = (reference: string) => ({ reference, action: 'deliver' as const, collected: 5500, paymentModeId: 1 })

describe('the round queue', () => {
  it('makes one key per press, ignores a second press on the same order, and keeps the queue across visits', () => {
    const first = enqueue(deliver('MS-A'))
    enqueue(deliver('MS-A'))
    const second = enqueue(deliver('MS-B'))
    expect(first.clientKey).toMatch(/^[A-Za-z0-9-]{8,100}$/)
    expect(first.clientKey).not.toBe(second.clientKey)
    expect(roundQueue.state.actions.map((action) => action.reference)).toEqual(['MS-A', 'MS-B'])
    roundQueue.setState(() => ({ actions: [], sending: false }))
    loadQueue()
    expect(roundQueue.state.actions.map((action) => action.clientKey)).toEqual([first.clientKey, second.clientKey])
  })

  it('sends nothing offline; retries a failed send after a growing wait with the same key; drops it once answered', async () => {
    let clock = 1_000_000
    const now = () => clock
    const keys: string[] = []
    let fail = true
    const send = async (action: RoundAction): Promise<SendAnswer> => {
      keys.push(action.clientKey)
      if (fail) throw new TypeError('Failed to fetch')
      return { success: true }
    }
    const done: string[] = []
    const queued = enqueue(deliver('MS-C'))

    online = false
    await flushQueue(send, (action) => done.push(action.clientKey), now)
    expect(keys).toEqual([])

    online = true
    await flushQueue(send, (action) => done.push(action.clientKey), now)
    expect(roundQueue.state.actions[0]).toMatchObject({ attempts: 1, nextTryAt: clock + backoff(1) })
    await flushQueue(send, (action) => done.push(action.clientKey), now)
    expect(keys).toHaveLength(1)

    clock += backoff(1)
    fail = false
    await flushQueue(send, (action) => done.push(action.clientKey), now)
    expect(keys).toEqual([queued.clientKey, queued.clientKey])
    expect(done).toEqual([queued.clientKey])
    expect(roundQueue.state.actions).toEqual([])
    expect(JSON.parse(storage.get('ma-source.round-queue.v1')!)).toEqual([])
  })

  it('drops a refused action and tells why', async () => {
    enqueue(deliver('MS-D'))
    const answers: SendAnswer[] = []
    await flushQueue(
      async () => ({ success: false, message: 'Cette commande est annulée.' }),
      (_, answer) => answers.push(answer),
    )
    expect(answers).toEqual([{ success: false, message: 'Cette commande est annulée.' }])
    expect(roundQueue.state.actions).toEqual([])
  })

  it('waits 2 s, 4 s, 8 s… and never more than a minute', () => {
    expect([1, 2, 3, 10].map(backoff)).toEqual([2_000, 4_000, 8_000, 60_000])
  })
})
