/**
 * The driver's actions, queued in the phone (docs/decisions/0030): a driver in a basement or a
 * lift presses "Livré" and goes on. Each action gets its random key when pressed, is kept in
 * localStorage (a closed tab or a dead battery loses nothing), and is sent when the phone is
 * online: at once, on the 'online' event, and every few seconds with a growing wait after each
 * failure. The API answers a replay of a key as the first send did: an action sent twice (the
 * answer lost on the way back) is applied once.
 *
 * The queue outlives a sign-out (src/lib/unsent-work.ts). Each action names the driver who made it
 * and is sent only while that driver is signed in: on a phone the team shares, another driver's
 * session never sends it (the API would refuse an order not in their round, and the action be lost).
 */
import { Store } from '@tanstack/react-store'
import { UNSENT_WORK_PREFIX } from '~/lib/unsent-work'
import { newIdempotencyKey } from '~/lib/idempotency-key'

export type RoundAction = {
  clientKey: string
  /** Who pressed (absent in actions queued before it was recorded: any driver sends those). */
  driverId?: number
  reference: string
  /** `arrived` waits beside the order's delivery or failure; each is sent once (docs/decisions/0087). */
  action: 'deliver' | 'fail' | 'arrived'
  /** When the driver pressed (ISO 8601): the time the shop keeps, not the time the network came back. */
  actedAt?: string
  /** Delivered: who took it, and the signature or photo (base64, made small on the phone). */
  recipientName?: string
  proof?: { kind: 'signature' | 'photo'; data: string }
  collected?: number
  paymentModeId?: number
  /** Why `collected` differs from the amount due (docs/decisions/0063). */
  collectedReason?: string
  /** Empty jugs counted at the door (docs/decisions/0084); absent: as announced. */
  emptiesCollected?: number
  reason?: string
  newDeliveryDate?: string
  /** When the next send may start (ms since epoch); grows after each failure. */
  nextTryAt: number
  attempts: number
}

/** What the API answered a send: applied (or already applied), or refused with its message. */
export type SendAnswer = { success: true } | { success: false; message: string }
export type Sender = (action: RoundAction) => Promise<SendAnswer>

const STORAGE_KEY = `${UNSENT_WORK_PREFIX}round-queue.v1`
/** Where the queue was kept before it outlived a sign-out: read once, then moved. */
const FORMER_STORAGE_KEY = 'ma-source.round-queue.v1'
export const RETRY_EVERY_MS = 5_000
const MAX_WAIT_MS = 60_000

export const roundQueue = new Store<{ actions: RoundAction[]; sending: boolean }>({ actions: [], sending: false })

/** 2 s, 4 s, 8 s… up to a minute: a phone that stays offline is not drained by retries. */
export const backoff = (attempts: number) => Math.min(MAX_WAIT_MS, 1_000 * 2 ** attempts)

function save(actions: RoundAction[]) {
  roundQueue.setState((state) => ({ ...state, actions }))
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(actions))
  } catch {
    // Private mode or a full storage: the queue still lives in memory while the page is open.
  }
}

/** Reads what a previous visit left unsent: due at once, as the driver opening the round expects. */
export function loadQueue() {
  let current: string | null
  let former: string | null
  try {
    current = localStorage.getItem(STORAGE_KEY)
    former = localStorage.getItem(FORMER_STORAGE_KEY)
  } catch {
    // Storage the browser refuses to open: the round works with the queue in memory.
    return
  }
  const actions = [...readStored(current), ...readStored(former)].map((action) => ({ ...action, nextTryAt: 0 }))
  if (former === null) {
    roundQueue.setState((state) => ({ ...state, actions }))
  } else {
    save(actions)
    localStorage.removeItem(FORMER_STORAGE_KEY)
  }
}

function readStored(json: string | null): RoundAction[] {
  try {
    const stored = JSON.parse(json ?? '[]') as unknown
    return Array.isArray(stored) ? (stored as RoundAction[]) : []
  } catch {
    // An unreadable entry is dropped rather than blocking the round.
    return []
  }
}

/** "Arrived" stands apart: a delivery or a failure may follow it in the queue. */
const isArrival = (action: Pick<RoundAction, 'action'>) => action.action === 'arrived'

/** Queues an action made once, when the driver pressed: its key and its time go with it to every send. */
export function enqueue(
  action: Omit<RoundAction, 'clientKey' | 'nextTryAt' | 'attempts'> & { driverId: number },
  now = Date.now,
): RoundAction {
  const queued = { actedAt: new Date(now()).toISOString(), ...action, clientKey: newIdempotencyKey(), nextTryAt: 0, attempts: 0 }
  // A second press on the same order replaces nothing: the first action stays the one sent.
  const pressed = roundQueue.state.actions.some((each) => each.reference === action.reference && isArrival(each) === isArrival(action))
  if (!pressed) save([...roundQueue.state.actions, queued])
  return queued
}

/**
 * Sends every action of the signed-in driver that is due, one after the other, when the phone says
 * it is online. Applied or refused, an action leaves the queue (`onDone` tells the page); a failed
 * send stays, to be tried again after its wait. Another driver's actions wait for them.
 */
export async function flushQueue(
  send: Sender,
  onDone: (action: RoundAction, answer: SendAnswer) => void,
  { driverId, now = Date.now }: { driverId: number; now?: () => number },
) {
  if (roundQueue.state.sending || (typeof navigator !== 'undefined' && !navigator.onLine)) return
  roundQueue.setState((state) => ({ ...state, sending: true }))
  try {
    for (const action of roundQueue.state.actions) {
      if (action.nextTryAt > now() || (action.driverId !== undefined && action.driverId !== driverId)) continue
      let answer: SendAnswer
      try {
        answer = await send(action)
      } catch {
        const attempts = action.attempts + 1
        save(
          roundQueue.state.actions.map((each) =>
            each.clientKey === action.clientKey ? { ...each, attempts, nextTryAt: now() + backoff(attempts) } : each,
          ),
        )
        continue
      }
      save(roundQueue.state.actions.filter((each) => each.clientKey !== action.clientKey))
      onDone(action, answer)
    }
  } finally {
    roundQueue.setState((state) => ({ ...state, sending: false }))
  }
}
