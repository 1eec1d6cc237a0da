import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import type { Plugin } from 'vite'

/** What the browser's build wrote: each script's file and the source modules in it. */
export type ClientChunks = Record<string, { modules: string[] }>

/** Where the report lands: beside the build, not in `public/` (it names source files). */
export const CLIENT_CHUNKS_REPORT = '.output/client-chunks.json'

/**
 * Writes, for each script of the browser's build, the modules it holds (`src/…` paths, with the router's `?tsr-split=…` parts, and
 * packages by name: `node_modules/zod/…`), so that the page weight guard can say which
 * storefront page loads back-office or OpenAPI code, and from which file
 * (tests/e2e/page-weight.spec.ts, docs/decisions/0090). A file's bytes alone cannot tell.
 */
export function clientChunksReportPlugin(rootDir: string): Plugin {
  return {
    name: 'shop:client-chunks-report',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const report: ClientChunks = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        report[`/${output.fileName}`] = { modules: Object.keys(output.modules).map((id) => relative(rootDir, id)) }
      }
      const file = `${rootDir}/${CLIENT_CHUNKS_REPORT}`
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, JSON.stringify(report))
    },
  }
}
