import { DEADLOCK_DETECTED, pgErrorOf } from './pg-error'

/** Whether `error` is a transaction PostgreSQL ended to break a deadlock. */
export const isDeadlock = (error: unknown) => pgErrorOf(error).code === DEADLOCK_DETECTED

/**
 * One more run of a transaction PostgreSQL chose to end to break a deadlock (SQLSTATE 40P01), as
 * its manual advises for work that may meet another transaction's locks in the other order. Only
 * for transactions that write the database and nothing else (no file, no e-mail sent), so that the
 * aborted run left nothing behind and the next one starts from what the winner wrote.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error
    }
  }
}
