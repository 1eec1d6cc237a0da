/**
 * What a run's figures depend on besides the code, printed before them and written into `--json`,
 * so that a figure can be measured again under the same conditions (as scripts/benchmark.mjs does
 * for its own): the caches as the running shop answers (read off its headers, not off this
 * shell's environment), its heap and database pool, the build, the machine, and whether the load
 * tool shares the shop's cores.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { parseConfig } from '#app-config'

export interface RunSettings {
  rates: number[]
  seconds: number
  warmUpSeconds: number
  baselineSeconds: number
  shopHeapMb: number
  /** Every flag the shop's Node ran with (`npm run serve`'s, and any `--node-option`). */
  shopNodeFlags: string[]
  PAGE_CACHE: string
  API_CACHE: string
  databasePool: { size: number; from: string }
  /** The shop's settings that bound its capacity (pool, admission), as it parses the environment it runs with. */
  capacityConfig: Record<string, unknown>
  build: string
  commit: string
  cpu: { count: number; model: string; loadAverageAtStart: number[] }
  node: string
  loadTool: string
}

/** Settings of app.config.ts that bound what the shop takes on at once: its database pool, its admission (503s). */
const CAPACITY_SETTING = /POOL|^ADMISSION_/

/**
 * Those settings as the shop will read them: the environment it is started with, parsed by the
 * shop's own configuration (app.config.ts), defaults included; settings it does not have are absent.
 */
export function capacityConfig(env: Record<string, string | undefined>): Record<string, unknown> {
  try {
    return Object.fromEntries(Object.entries(parseConfig(env)).filter(([name]) => CAPACITY_SETTING.test(name)))
  } catch (error) {
    return { invalid: (error as Error).message }
  }
}

/** The pool the shop opens: DB_POOL_SIZE as app.config.ts reads the shop's environment, its default included. */
export function databasePoolSize(env: Record<string, string | undefined>): { size: number; from: string } {
  const configured = capacityConfig(env).DB_POOL_SIZE
  if (typeof configured === 'number') return { size: configured, from: 'DB_POOL_SIZE of app.config.ts' }
  // An environment app.config.ts refuses: the shop will not start with it either.
  return { size: 10, from: 'the default of DB_POOL_SIZE (the environment is invalid)' }
}

/** "on (X-Page-Cache: hit)" when the second answer of the same request carries the cache's header. */
async function cacheHeader(url: string, header: string): Promise<string> {
  try {
    let value: string | null = null
    for (let n = 0; n < 2; n++) {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(15_000) })
      await response.arrayBuffer()
      value = response.headers.get(header)
    }
    return value ? `on (${header}: ${value})` : `off (no ${header} header)`
  } catch (error) {
    return `unknown (${(error as Error).message})`
  }
}

const git = (...args: string[]) => {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return ''
  }
}

/** The CPUs a process may run on (Linux), e.g. "0-1". */
const allowedCpus = (pid: number | 'self') =>
  /^Cpus_allowed_list:\s*(\S+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 'unknown'

export async function runSettings({
  baseUrl,
  shopPid,
  shopEnv,
  ...run
}: Pick<RunSettings, 'rates' | 'seconds' | 'warmUpSeconds' | 'baselineSeconds' | 'shopHeapMb' | 'shopNodeFlags'> & {
  baseUrl: string
  shopPid: number
  /** The environment the shop was started with. */
  shopEnv: Record<string, string | undefined>
}): Promise<RunSettings> {
  const build = await fetch(`${baseUrl}/_build/latest.json`, { signal: AbortSignal.timeout(15_000) })
    .then(async (response) => (response.ok ? ((await response.json()) as { id?: string }).id : undefined))
    .catch(() => undefined)
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown'
  const changed = git('status', '--porcelain', '--untracked-files=no') !== ''
  const tool = allowedCpus('self')
  const shop = allowedCpus(shopPid)
  return {
    ...run,
    PAGE_CACHE: await cacheHeader(`${baseUrl}/`, 'X-Page-Cache'),
    API_CACHE: await cacheHeader(`${baseUrl}/api/fr/initial-data`, 'X-Api-Cache'),
    databasePool: databasePoolSize(shopEnv),
    capacityConfig: capacityConfig(shopEnv),
    build: build ?? 'unknown',
    commit: changed ? `${commit} (with uncommitted changes)` : commit,
    cpu: {
      count: availableParallelism(),
      model: cpus()[0]?.model ?? 'unknown',
      loadAverageAtStart: loadavg().map((value) => Math.round(value * 100) / 100),
    },
    node: process.version,
    loadTool: tool === shop ? `on the same cores as the shop (CPUs ${tool})` : `on CPUs ${tool}, the shop on CPUs ${shop}`,
  }
}

export function printSettings(settings: RunSettings) {
  const rates = settings.rates.length === 1 ? `${settings.rates[0]} requests/s` : `${settings.rates.join(', ')} requests/s in turn`
  console.log('Settings of this run (give them with any figure):')
  console.log(
    `  load: ${rates}, ${settings.warmUpSeconds} s of warm-up, ${settings.seconds} s measured` +
      (settings.baselineSeconds > 0 ? `; baselines ${settings.baselineSeconds} s each at the same rate` : '; no baselines'),
  )
  console.log(`  shop: Node ${settings.shopNodeFlags.join(' ')}; PAGE_CACHE ${settings.PAGE_CACHE}; API_CACHE ${settings.API_CACHE}`)
  console.log(`  database pool: ${settings.databasePool.size} connections (${settings.databasePool.from})`)
  const capacity = Object.entries(settings.capacityConfig).map(([name, value]) => `${name} ${String(value)}`)
  if (capacity.length > 0) console.log(`  capacity settings (app.config.ts, as the shop reads its environment): ${capacity.join(', ')}`)
  console.log(`  build ${settings.build}; commit ${settings.commit}; Node ${settings.node}`)
  console.log(
    `  machine: ${settings.cpu.count} × ${settings.cpu.model}, load average ${settings.cpu.loadAverageAtStart.join(' ')}; load tool ${settings.loadTool}\n`,
  )
}
