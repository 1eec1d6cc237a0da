/**
 * PDF renders in turn (docs/decisions/0092): at most PDF_RENDERS_AT_ONCE render together, one at a
 * time per account; at most PDF_RENDERS_WAITING wait in all and PDF_RENDERS_WAITING_PER_ACCOUNT per
 * account. Beyond that a request is refused at once, never queued: 429 when it is this account's
 * own renders that are waiting, 503 when everyone's are, both with Retry-After. A waiting render
 * holds no admission place (the caller leaves the edge's gate before it waits, src/lib/admission-turn.server.ts),
 * so a customer downloading thirty PDFs at once keeps no shopper out. Waiters start first come,
 * first served, skipping those whose account already renders.
 */
import { appConfig } from '#app-config'
import { ApiError } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'

export type RenderQueueSettings = { atOnce: number; waiting: number; waitingPerAccount: number }

/** What a refused download is told to wait: about two renders. */
export const RENDER_RETRY_AFTER_SECONDS = 2

type Waiter = { account: string; start: () => void }

export function createRenderQueue({ atOnce, waiting, waitingPerAccount }: RenderQueueSettings) {
  let running = 0
  const queue: Waiter[] = []
  const renderingAccounts = new Set<string>()
  const waitingOf = (account: string) => queue.filter((waiter) => waiter.account === account).length
  const canStart = (account: string) => running < atOnce && !renderingAccounts.has(account)

  const startWaiting = () => {
    for (let index = 0; index < queue.length && running < atOnce;) {
      const waiter = queue[index]!
      if (renderingAccounts.has(waiter.account)) {
        index++
        continue
      }
      queue.splice(index, 1)
      waiter.start()
    }
  }
  const run = async <T>(account: string, work: () => Promise<T>): Promise<T> => {
    running++
    renderingAccounts.add(account)
    try {
      return await work()
    } finally {
      running--
      renderingAccounts.delete(account)
      startWaiting()
    }
  }

  return {
    /** Runs `work` in `account`'s turn, or throws the 429/503 ApiError at once when the queues are full. */
    inTurn<T>(account: string, work: () => Promise<T>): Promise<T> {
      if (canStart(account)) return run(account, work)
      if (waitingOf(account) >= waitingPerAccount) throw refused(429)
      if (queue.length >= waiting) throw refused(503)
      return new Promise<T>((resolve, reject) => {
        queue.push({ account, start: () => void run(account, work).then(resolve, reject) })
      })
    },
    figures: () => ({ running, waiting: queue.length }),
  }
}

function refused(status: 429 | 503): ApiError {
  const error = new ApiError(status, (locale) => (status === 429 ? m.api_pdf_account_busy({}, { locale }) : m.api_pdf_busy({}, { locale })))
  error.retryAfterSeconds = RENDER_RETRY_AFTER_SECONDS
  return error
}

let shared: ReturnType<typeof createRenderQueue> | undefined

/** This instance's queue, with the settings of app.config.ts. */
export function pdfRenderQueue() {
  const { PDF_RENDERS_AT_ONCE, PDF_RENDERS_WAITING, PDF_RENDERS_WAITING_PER_ACCOUNT } = appConfig()
  shared ??= createRenderQueue({
    atOnce: PDF_RENDERS_AT_ONCE,
    waiting: PDF_RENDERS_WAITING,
    waitingPerAccount: PDF_RENDERS_WAITING_PER_ACCOUNT,
  })
  return shared
}
