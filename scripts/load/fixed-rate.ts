/**
 * The fixed-rate sender every figure of `npm run benchmark:mix` goes through (the shop's mix and
 * the machine's baselines alike): steps sent on schedule whether or not earlier answers came back,
 * as shoppers do, each one's latency counted from the moment it was due (a sender that waits for
 * answers would hide the queue: coordinated omission).
 *
 * A 503 is the shop shedding load, not failing: it is counted apart ("shed", with its latency, so
 * one sees whether it came fast). A shed step that can be re-sent (an order: the same body under
 * the same Idempotency-Key) is sent again after the answer's Retry-After, up to MAX_RESENDS times;
 * its latency is then the last attempt's, counted from the moment that attempt was sent.
 */
import type { Outcome } from './shopper-mix'

export interface TimedStep<Kind extends string> {
  kind: Kind
  run: () => Promise<Outcome>
}

/** What one run of the sender saw, per kind of step. */
export interface RunResult<Kind extends string> {
  /** Latencies (ms) of the answers that were not 503s, failures included. */
  latencies: Map<Kind, number[]>
  /** Latencies (ms) of the 503 answers, each attempt's from the moment it was due or re-sent. */
  shed: Map<Kind, number[]>
  /** Failures by "kind status" (or "kind error message"), and one example of each. */
  failures: Map<string, number>
  examples: Map<string, string>
  /** Steps never sent because MAX_IN_FLIGHT requests were still waiting. */
  unsent: number
  /** Shed steps sent again (orders), and those still shed after the last re-send. */
  resent: number
  gaveUp: number
  /** Every order's key, and its reference when it was acknowledged (2xx), for the ledger check. */
  orders: { key: string; reference?: string }[]
}

/** Requests still waiting for an answer beyond this: the shop is overwhelmed, the run says so and stops adding. */
export const MAX_IN_FLIGHT = 500
/** Re-sends of a shed order before the mix gives up on it (a shopper would try again later). */
export const MAX_RESENDS = 5
/** The wait before a re-send when a 503 says nothing (and the most a Retry-After may ask here). */
const DEFAULT_RETRY_AFTER_S = 1
const LONGEST_RETRY_AFTER_S = 10

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds))

/**
 * Sends `rate` steps a second for `seconds`, drawn from `next`; `onSecond` is called about once a
 * second with the time elapsed and the requests in flight (memory sampling, progress).
 */
export async function sendAtFixedRate<Kind extends string>({
  rate,
  seconds,
  next,
  onSecond,
  onAnswer,
}: {
  rate: number
  seconds: number
  next: () => TimedStep<Kind>
  onSecond?: (elapsedSeconds: number, inFlight: number) => void
  /** Each answer as it comes: its kind, status (0: an error), when it was due or re-sent (ms since the epoch) and its latency. */
  onAnswer?: (kind: Kind, status: number, sentAtEpochMs: number, ms: number) => void
}): Promise<RunResult<Kind>> {
  const result: RunResult<Kind> = {
    latencies: new Map(),
    shed: new Map(),
    failures: new Map(),
    examples: new Map(),
    unsent: 0,
    resent: 0,
    gaveUp: 0,
    orders: [],
  }
  const record = (map: Map<Kind, number[]>, kind: Kind, value: number, status = 0, sentAt = 0) => {
    onAnswer?.(kind, status, performance.timeOrigin + sentAt, value)
    const list = map.get(kind)
    if (list) list.push(value)
    else map.set(kind, [value])
  }
  const fail = (key: string, problem = '') => {
    result.failures.set(key, (result.failures.get(key) ?? 0) + 1)
    if (!result.examples.has(key)) result.examples.set(key, problem)
  }

  /** One step to its end: re-sent while shed and re-sendable, its last answer recorded. */
  const complete = async (step: TimedStep<Kind>, due: number) => {
    let sentAt = due
    let resends = 0
    let outcome: Outcome
    try {
      outcome = await step.run()
      while (outcome.status === 503) {
        record(result.shed, step.kind, performance.now() - sentAt, 503, sentAt)
        if (!outcome.resend || resends >= MAX_RESENDS) break
        const wait = Math.min(outcome.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S, LONGEST_RETRY_AFTER_S)
        await sleep(wait * 1000)
        if (resends++ === 0) result.resent++
        sentAt = performance.now()
        outcome = await outcome.resend()
      }
    } catch (error) {
      record(result.latencies, step.kind, performance.now() - sentAt, 0, sentAt)
      fail(`${step.kind} ${(error as Error).message}`)
      return
    }
    if (outcome.order) result.orders.push(outcome.order)
    if (outcome.status === 503) {
      if (outcome.resend) result.gaveUp++
      return
    }
    record(result.latencies, step.kind, performance.now() - sentAt, outcome.status, sentAt)
    if (outcome.status >= 400) fail(`${step.kind} ${outcome.status}`, outcome.problem)
  }

  let inFlight = 0
  const running = new Set<Promise<void>>()
  const started = performance.now()
  const total = Math.round(rate * seconds)
  let lastSecond = 0
  for (let sent = 0; sent < total; sent++) {
    const due = started + (sent * 1000) / rate
    const wait = due - performance.now()
    if (wait > 0) await sleep(wait)
    const elapsed = (performance.now() - started) / 1000
    if (onSecond && elapsed - lastSecond >= 1) {
      lastSecond = Math.floor(elapsed)
      onSecond(elapsed, inFlight)
    }
    if (inFlight >= MAX_IN_FLIGHT) {
      result.unsent++
      continue
    }
    inFlight++
    const done = complete(next(), due).finally(() => {
      inFlight--
      running.delete(done)
    })
    running.add(done)
  }
  await Promise.all(running)
  return result
}
