/**
 * The memory a process and everything it started really use, from Linux's /proc: the sum of
 * their PSS (proportional set size), so PostgreSQL's shared buffers, mapped by every backend, are
 * counted once in all rather than once per backend as their RSS would be.
 */
import { readdirSync, readFileSync } from 'node:fs'

/** The process and its descendants, each with its command name. */
function processTree(rootPid: number): { pid: number; name: string }[] {
  const children = new Map<number, number[]>()
  const names = new Map<number, string>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // "pid (name) state ppid …": the name may hold spaces and parentheses, so split after its last ')'.
      const close = stat.lastIndexOf(')')
      const parent = Number(stat.slice(close + 2).split(' ')[1])
      names.set(Number(entry), stat.slice(stat.indexOf('(') + 1, close))
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // The process ended while the folder was read.
    }
  }
  const tree: { pid: number; name: string }[] = []
  const visit = (pid: number) => {
    tree.push({ pid, name: names.get(pid) ?? '?' })
    for (const child of children.get(pid) ?? []) visit(child)
  }
  visit(rootPid)
  return tree
}

function pssKilobytes(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0)
  } catch {
    return 0
  }
}

/** Megabytes used by the root process itself and by each command name among its descendants. */
export function treeMemory(rootPid: number): { self: number; byName: Record<string, number>; total: number } {
  const byName: Record<string, number> = {}
  let self = 0
  let total = 0
  for (const { pid, name } of processTree(rootPid)) {
    const megabytes = pssKilobytes(pid) / 1024
    total += megabytes
    if (pid === rootPid) self += megabytes
    else byName[name] = (byName[name] ?? 0) + megabytes
  }
  return { self, byName, total }
}
