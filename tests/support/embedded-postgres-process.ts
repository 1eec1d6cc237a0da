import { existsSync, readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'

/** The embedded PostgreSQL's process id, read from its data folder, or undefined when it is not running there. */
export function postmasterPid(dataDir: string): number | undefined {
  const file = `${dataDir}/postmaster.pid`
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined
}

/** Whether a process with this id still exists (signal 0 only checks). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Stops the embedded PostgreSQL a test started in `dataDir` (if it still runs) and removes its folder. */
export async function removeEmbeddedPostgres(dataDir: string) {
  const pid = postmasterPid(dataDir)
  if (pid && alive(pid)) process.kill(pid, 'SIGINT')
  await new Promise((resolve) => setTimeout(resolve, 500))
  await rm(dataDir, { recursive: true, force: true })
  await rm(`${dataDir}.owner`, { force: true })
}
