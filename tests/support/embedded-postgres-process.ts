import { existsSync, readFileSync } from 'node:fs'

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
