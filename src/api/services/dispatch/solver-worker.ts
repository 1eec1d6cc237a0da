/**
 * `solveInWorker`: the dispatch solver on a worker thread, so that the shop's main thread keeps
 * answering requests during the seconds a plan takes (the solver never yields: it is a tight loop).
 *
 * The worker runs this very module (`import.meta.url`): at the bottom, a thread started with our
 * marker in its `workerData` solves and posts the plan back. Why this module rather than a separate
 * worker file (docs/decisions/0098):
 * - from TypeScript sources (vitest, tsx scripts), the worker is this .ts file, loaded through
 *   tsx's loader (`--import tsx`), which resolves the solver's extensionless imports;
 * - in the built server, Nitro (rolldown) bundles server code into chunks under `.output/server`
 *   and copies no other file: this module is one of those chunks and `import.meta.url` is its path.
 *   Import it dynamically (`await import('.../solver-worker')`) from the code that plans a day, so
 *   that it stays a chunk of its own (the solver and this file), which the worker can load without
 *   loading the rest of the server.
 * One worker per plan, ended when it answers: a day's plan is an occasional request, a thread
 * costs ~30 ms to start, and a fresh one cannot leak state from a previous plan.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { solve } from './solver/solve'
import type { RoutingProblem, Solution, SolveOptions } from './solver/types'

const MARKER = 'shop:dispatch-solver'

interface Job {
  marker: typeof MARKER
  problem: RoutingProblem
  options: Omit<SolveOptions, 'clock'>
}

/** Solves on a worker thread; rejects if the worker fails or does not answer in time. */
export function solveInWorker(problem: RoutingProblem, options: Omit<SolveOptions, 'clock'> = {}): Promise<Solution> {
  const url = new URL(import.meta.url)
  const fromSource = url.pathname.endsWith('.ts')
  const job: Job = { marker: MARKER, problem, options }
  const worker = new Worker(url, { workerData: job, execArgv: fromSource ? ['--import', 'tsx'] : [] })
  // The search stops at its own limit; past twice that plus start-up, something is wrong.
  const deadlineMs = 2 * (options.timeLimitMs ?? 1500) + 5000
  return new Promise<Solution>((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate()
      reject(new Error(`dispatch solver: no plan after ${deadlineMs} ms`))
    }, deadlineMs)
    worker.once('message', (solution: Solution) => {
      clearTimeout(timer)
      resolve(solution)
      void worker.terminate()
    })
    worker.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    worker.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`dispatch solver: worker exited with code ${code} before answering`))
    })
  })
}

const job = workerData as Partial<Job> | null
if (!isMainThread && job?.marker === MARKER && job.problem) {
  parentPort?.postMessage(solve(job.problem, job.options))
}
