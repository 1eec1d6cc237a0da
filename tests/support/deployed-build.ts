/**
 * The built shop as a deploy gets it (docs/decisions/0044): `.output` copied out of the project
 * and started with `node` alone, from another directory, with an environment of its own. Each
 * start records the modules it loads, so a test can tell whether it reached back into the project.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { pinnedShopEnv } from './pinned-env'

export type DeployedCopy = { dir: string; entry: string; migrations: string; runDir: string; moduleHook: string }

/** Copies the project's `.output` into a new folder of the system's temporary directory. */
export async function deployBuild(projectDir: string): Promise<DeployedCopy> {
  const built = path.join(projectDir, '.output')
  if (!existsSync(path.join(built, 'server/index.mjs'))) throw new Error('No build: run `NODE_ENV=production vite build` first')
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-deployed-'))
  await cp(built, path.join(dir, '.output'), { recursive: true, verbatimSymlinks: true })
  const runDir = path.join(dir, 'run')
  await mkdir(runDir)
  // Node's synchronous module hooks see every `import` and `require`, native addons included.
  const moduleHook = path.join(dir, 'record-loaded-modules.mjs')
  await writeFile(
    moduleHook,
    `import { appendFileSync } from 'node:fs'
import { registerHooks } from 'node:module'
registerHooks({
  load(url, context, nextLoad) {
    appendFileSync(process.env.LOADED_MODULES_FILE, url + '\\n')
    return nextLoad(url, context)
  },
})
`,
  )
  return {
    dir,
    entry: path.join(dir, '.output/server/index.mjs'),
    migrations: path.join(dir, '.output/server/migrations'),
    runDir,
    moduleHook,
  }
}

export type DeployedShop = { child: ChildProcess; output: () => string; loadedModules: () => string[] }

/**
 * `node .output/server/index.mjs` from the copy's `run/` folder, with the settings given and
 * nothing else of the caller's environment (no NODE_PATH, no vitest variables).
 */
export function startDeployed(copy: DeployedCopy, name: string, settings: Record<string, string>): DeployedShop {
  const loadedFile = path.join(copy.dir, `${name}.modules`)
  const child = spawn(process.execPath, ['--import', pathToFileURL(copy.moduleHook).href, copy.entry], {
    cwd: copy.runDir,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      LOADED_MODULES_FILE: loadedFile,
      ...pinnedShopEnv({ NODE_ENV: 'production', LOG_LEVEL: 'warn', MEDIA_DIR: path.join(copy.runDir, 'media'), ...settings }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return {
    child,
    output: () => output,
    loadedModules: () => (existsSync(loadedFile) ? readFileSync(loadedFile, 'utf8').split('\n').filter(Boolean) : []),
  }
}

/** The files a process has mapped (its native libraries and addons), from /proc. */
export function mappedFiles(pid: number): string[] {
  const lines = readFileSync(`/proc/${pid}/maps`, 'utf8').split('\n')
  return [...new Set(lines.map((line) => line.split(/\s+/)[5] ?? '').filter((file) => file.startsWith('/')))]
}

/**
 * The project's folders as a started process would name them: its own, and the real place of its
 * node_modules (a worktree's may be a link to another checkout's).
 */
export function projectFolders(projectDir: string): string[] {
  return [...new Set([projectDir, realpathSync(projectDir), realpathSync(path.join(projectDir, 'node_modules'))])]
}
