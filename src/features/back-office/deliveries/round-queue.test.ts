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
    removeItem: (key: string) => storage.delete(key),
  })
  vi.stubGlobal('navigator', {
    get onLine() {
      return online
    },
  })
})
afterEach(() => vi.unstubAllGlobals())

const DRIVER = 7
const deliver = (reference: string, driverId = DRIVER) => ({
  reference,
  driverId,
  action: 'deliver' as const,
  collected: 5500,
  paymentModeId: 1,
})

describe('the round queue', () => {
  it('makes one key per press, ignores a second press on the same order, and keeps the queue across visits', () => {
    const first = enqueue(deliver('MS-A'))
    enqueue(deliver('MS-A'))
    const second = enqueue(deliver('MS-B'))
    expect(first.clientKey).toMatch(/^[A-Za-z0-9-]{8,100}$/)
    expect(first.clientKey).not.toBe(second.clientKey)
    expect(roundQueue.state.actions.map((action) => action.reference)).toEqual(['MS-A', 'MS-B'])
    // A visit that waited after failed sends: the next one sends at once.
    storage.set(
      'ma-source.unsent.round-queue.v1',
      JSON.stringify(roundQueue.state.actions.map((action) => ({ ...action, nextTryAt: 9e15 }))),
    )
    roundQueue.setState(() => ({ actions: [], sending: false }))
    loadQueue()
    expect(roundQueue.state.actions.map((action) => action.clientKey)).toEqual([first.clientKey, second.clientKey])
    expect(roundQueue.state.actions.map((action) => action.nextTryAt)).toEqual([0, 0])
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
    await flushQueue(send, (action) => done.push(action.clientKey), { driverId: DRIVER, now })
    expect(keys).toEqual([])

    online = true
    await flushQueue(send, (action) => done.push(action.clientKey), { driverId: DRIVER, now })
    expect(roundQueue.state.actions[0]).toMatchObject({ attempts: 1, nextTryAt: clock + backoff(1) })
    await flushQueue(send, (action) => done.push(action.clientKey), { driverId: DRIVER, now })
    expect(keys).toHaveLength(1)

    clock += backoff(1)
    fail = false
    await flushQueue(send, (action) => done.push(action.clientKey), { driverId: DRIVER, now })
    expect(keys).toEqual([queued.clientKey, queued.clientKey])
    expect(done).toEqual([queued.clientKey])
    expect(roundQueue.state.actions).toEqual([])
    expect(JSON.parse(storage.get('ma-source.unsent.round-queue.v1')!)).toEqual([])
  })

  it('drops a refused action and tells why', async () => {
    enqueue(deliver('MS-D'))
    const answers: SendAnswer[] = []
    await flushQueue(
      async () => ({ success: false, message: 'Cette commande est annulée.' }),
      (_, answer) => answers.push(answer),
      { driverId: DRIVER },
    )
    expect(answers).toEqual([{ success: false, message: 'Cette commande est annulée.' }])
    expect(roundQueue.state.actions).toEqual([])
  })

  it('sends only the signed-in driver’s actions: another driver’s wait for them on a shared phone', async () => {
    const mine = enqueue(deliver('MS-E'))
    const theirs = enqueue(deliver('MS-F', DRIVER + 1))
    const sent: string[] = []
    const send = async (action: RoundAction): Promise<SendAnswer> => {
      sent.push(action.clientKey)
      return { success: true }
    }
    await flushQueue(send, () => {}, { driverId: DRIVER })
    expect(sent).toEqual([mine.clientKey])
    expect(roundQueue.state.actions.map((action) => action.clientKey)).toEqual([theirs.clientKey])
    await flushQueue(send, () => {}, { driverId: DRIVER + 1 })
    expect(sent).toEqual([mine.clientKey, theirs.clientKey])
    expect(roundQueue.state.actions).toEqual([])
  })

  it('takes over a queue kept under its former key, once', () => {
    const former = { ...deliver('MS-G'), clientKey: 'former-key-1', nextTryAt: 0, attempts: 0 }
    storage.set('ma-source.round-queue.v1', JSON.stringify([former]))
    loadQueue()
    expect(roundQueue.state.actions).toEqual([former])
    expect(storage.has('ma-source.round-queue.v1')).toBe(false)
    expect(JSON.parse(storage.get('ma-source.unsent.round-queue.v1')!)).toEqual([former])
  })

  it('opens the round with the queue in memory when the browser refuses its storage', () => {
    const queued = enqueue(deliver('MS-H'))
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    expect(() => loadQueue()).not.toThrow()
    expect(roundQueue.state.actions).toEqual([queued])
  })

  it('keeps an arrival and a delivery with its proof across visits, each with the time pressed, and sends each once', async () => {
    let clock = Date.UTC(2026, 10, 24, 9, 40)
    const arrived = enqueue({ reference: 'MS-P', driverId: DRIVER, action: 'arrived' }, () => clock)
    enqueue({ reference: 'MS-P', driverId: DRIVER, action: 'arrived' }, () => clock)
    clock += 7 * 60_000
    const proof = { kind: 'signature' as const, data: 'data:image/png;base64,iVBORw0KGgo=' }
    const delivered = enqueue({ ...deliver('MS-P'), recipientName: 'Ahmed', proof }, () => clock)
    expect([arrived.actedAt, delivered.actedAt]).toEqual(['2026-11-24T09:40:00.000Z', '2026-11-24T09:47:00.000Z'])
    // The phone closed offline: the next visit finds both, the proof with its delivery.
    roundQueue.setState(() => ({ actions: [], sending: false }))
    loadQueue()
    expect(roundQueue.state.actions.map((action) => action.action)).toEqual(['arrived', 'deliver'])
    expect(roundQueue.state.actions[1]).toMatchObject({ recipientName: 'Ahmed', proof, actedAt: '2026-11-24T09:47:00.000Z' })

    const sent: RoundAction[] = []
    const send = async (action: RoundAction): Promise<SendAnswer> => {
      sent.push(action)
      return { success: true }
    }
    clock += 3_600_000
    await Promise.all([
      flushQueue(send, () => {}, { driverId: DRIVER, now: () => clock }),
      flushQueue(send, () => {}, { driverId: DRIVER, now: () => clock }),
    ])
    expect(sent.map((action) => [action.action, action.clientKey, action.actedAt])).toEqual([
      ['arrived', arrived.clientKey, arrived.actedAt],
      ['deliver', delivered.clientKey, delivered.actedAt],
    ])
    expect(roundQueue.state.actions).toEqual([])
  })

  it('waits 2 s, 4 s, 8 s… and never more than a minute', () => {
    expect([1, 2, 3, 10].map(backoff)).toEqual([2_000, 4_000, 8_000, 60_000])
  })
})
