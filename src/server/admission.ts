/**
 * Admission (docs/decisions/0071): past the shop's capacity a request that does work (the Shop
 * API, server functions, pages not served from the page cache) is answered 503 at once rather
 * than queued for seconds. At most `concurrency` run at once; at most `queue` more wait their
 * turn, in order, each for at most `waitMs`. A request beyond the queue is refused on arrival; one
 * whose wait runs out is refused then and leaves the queue. Once started, a request is never cut
 * off: an order under way finishes. The gate keeps nothing but its counters: when the load drops,
 * the next request starts at once. (p-limit, which the sign-in queue uses, has no deadline for a
 * waiting task nor a way to take one out of its queue: decision 0071.)
 */

export type AdmissionSettings = { concurrency: number; queue: number; waitMs: number }

export type AdmissionFigures = { running: number; waiting: number; refused: number }

export type AdmissionGate = {
  /**
   * Runs `work` in its turn, or answers `refuse()` when it cannot start within the wait. `work` may
   * call `leave()` to give its place back before it ends (a request about to wait on a queue of
   * its own, docs/decisions/0092); the place is given back once either way.
   */
  admit<T>(work: (leave: () => void) => Promise<T>, refuse: () => T): Promise<T>
  /** How many may run at once from now on (src/server/load-shedding.ts lowers it while the event loop lags). */
  setConcurrency(places: number): void
  concurrency(): number
  /** `shedding` while the gate is full and refused a request within the last wait: readiness says so. */
  load(): 'normal' | 'shedding'
  figures(): AdmissionFigures
}

type Waiter = { start: () => void; timer: ReturnType<typeof setTimeout> }

export function createAdmissionGate({ concurrency: initial, queue, waitMs }: AdmissionSettings, now = Date.now): AdmissionGate {
  let concurrency = initial
  let running = 0
  let refused = 0
  let lastRefusal = -Infinity
  const waiting: Waiter[] = []

  const refusal = <T>(refuse: () => T): T => {
    refused++
    lastRefusal = now()
    return refuse()
  }
  /** Places are free: the longest waiting requests take them. */
  const startWaiting = () => {
    while (running < concurrency && waiting.length > 0) {
      const next = waiting.shift()!
      clearTimeout(next.timer)
      running++
      next.start()
    }
  }
  const release = () => {
    running--
    startWaiting()
  }
  const run = async <T>(work: (leave: () => void) => Promise<T>): Promise<T> => {
    let held = true
    const leave = () => {
      if (!held) return
      held = false
      release()
    }
    try {
      return await work(leave)
    } finally {
      leave()
    }
  }

  return {
    admit<T>(work: (leave: () => void) => Promise<T>, refuse: () => T): Promise<T> {
      if (running < concurrency) {
        running++
        return run(work)
      }
      if (waiting.length >= queue) return Promise.resolve(refusal(refuse))
      return new Promise<T>((resolve, reject) => {
        const waiter: Waiter = {
          start: () => void run(work).then(resolve, reject),
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1)
            resolve(refusal(refuse))
          }, waitMs),
        }
        waiting.push(waiter)
      })
    },
    setConcurrency(places: number) {
      concurrency = Math.max(1, Math.round(places))
      startWaiting()
    },
    concurrency: () => concurrency,
    load: () => (running + waiting.length >= concurrency && now() - lastRefusal <= waitMs ? 'shedding' : 'normal'),
    figures: () => ({ running, waiting: waiting.length, refused }),
  }
}
