/**
 * One more run of a transaction PostgreSQL chose to end to break a deadlock (SQLSTATE 40P01), as
 * its manual advises for work that may meet another transaction's locks in the other order. Only
 * for transactions that write the database and nothing else (no file, no e-mail sent), so that the
 * aborted run left nothing behind and the next one starts from what the winner wrote.
 */
const DEADLOCK_DETECTED = '40P01'

/** Whether `error` (drizzle's, whose `cause` is the driver's, or the driver's own) is a broken deadlock. */
export const isDeadlock = (error: unknown) =>
  (error as { code?: string })?.code === DEADLOCK_DETECTED || (error as { cause?: { code?: string } })?.cause?.code === DEADLOCK_DETECTED

export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error
    }
  }
}
