/**
 * The edge's admission turn a request runs in (docs/decisions/0071, 0092), without passing it by
 * hand: src/server/load-shedding.ts runs each admitted request inside `withAdmissionTurn`, and code
 * deep in the Shop API that is about to wait on something bounded by its own queue (a PDF render)
 * calls `leaveAdmission()`, so the waiting request no longer holds one of the places shoppers need.
 * Outside the built server (tests of the API alone, jobs) there is no turn and leaving does nothing.
 * Kept on globalThis, as the request ids are: the dev server re-runs modules.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const state = globalThis as { shopAdmissionTurns?: AsyncLocalStorage<() => void> }
const turns = (state.shopAdmissionTurns ??= new AsyncLocalStorage<() => void>())

/** Runs `work` (and everything it awaits) in an admission turn that `leave` gives back. */
export function withAdmissionTurn<T>(leave: () => void, work: () => T): T {
  return turns.run(leave, work)
}

/** Gives this request's admission place back now; the rest of it runs outside the gate. */
export function leaveAdmission(): void {
  turns.getStore()?.()
}
