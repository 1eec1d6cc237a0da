import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { paraglideOptions } from './src/i18n/paraglide.options'
import { buildIdPlugin } from './src/lib/build-id.vite'
import { clientChunksReportPlugin } from './src/lib/client-chunks.vite'
import { copyServerRuntimeFiles, TRACED_RUNTIME_PACKAGES } from './src/lib/deployable-build.vite'

// Paraglide's SDK leaves timers behind after a compile, so `vite build` would hang ~30 s
// after finishing (see RECIPES.md). End the process once the whole app is built.
const exitAfterBuild: Plugin = {
  name: 'shop:exit-after-build',
  apply: 'build',
  buildApp: {
    order: 'post',
    handler: async () => {
      setTimeout(() => process.exit(0), 50).unref()
    },
  },
}

// React Query's "use client" markers mean nothing without server components; stay quiet.
function quietDirectiveWarnings(warning: { code?: string }, warn: (warning: never) => void) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
  warn(warning as never)
}

/**
 * The chunk of everything the hydration imports statically (src/hydrate-document.tsx, which the
 * entry imports after the first paint: docs/decisions/0052), found once per build by following
 * the static imports from it. Left to rolldown's own splitting: Paraglide's messages (each is a
 * module, all re-exported by one index: followed, they would bring every page's texts). What the
 * entry itself imports is a small chunk of its own, `entry-helpers`: the entry must not import this one.
 */
function hydrationChunkName() {
  const hydration = fileURLToPath(new URL('./src/hydrate-document.tsx', import.meta.url))
  const entryOwn = /[\\/]src[\\/]ui[\\/](?:scripts-after-paint|actions-before-hydration)\.ts$|vite[\\/]preload-helper/
  const message = /[\\/]src[\\/]paraglide[\\/]messages[\\/]/
  type Context = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }
  let inChunk: Set<string> | undefined
  return (moduleId: string, context: Context) => {
    if (!inChunk) {
      inChunk = new Set([hydration])
      for (const id of inChunk) {
        for (const imported of context.getModuleInfo(id)?.importedIds ?? []) {
          if (!message.test(imported) && !entryOwn.test(imported)) inChunk.add(imported)
        }
      }
    }
    if (entryOwn.test(moduleId)) return 'entry-helpers'
    return inChunk.has(moduleId) ? 'initial' : null
  }
}

/**
 * The browser's build resolves `@hono/zod-openapi` to plain zod (src/api/contract/plain-zod.ts):
 * the contract's schemas validate what a form sends, and their OpenAPI metadata stays on the
 * server, which alone writes `/api/openapi.json` (docs/decisions/0090).
 */
function openapiMetadataStaysOnServer(): Plugin {
  const plainZod = fileURLToPath(new URL('./src/api/contract/plain-zod.ts', import.meta.url))
  return {
    name: 'shop:openapi-metadata-stays-on-server',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (id) => (id === '@hono/zod-openapi' ? plainZod : null),
    // The descriptions passed to `.openapi(…)` are the server's too: the browser's copy drops each call
    // (and its arguments), keeping the schema it is called on.
    transform(code, id) {
      if (!/[\\/]src[\\/]api[\\/]contract[\\/]/.test(id) || !code.includes('.openapi(')) return null
      type Node = {
        type: string
        start: number
        end: number
        callee?: Node
        object?: Node
        property?: { name?: string }
        [key: string]: unknown
      }
      const cuts: [number, number][] = []
      const visit = (node: unknown) => {
        if (!node || typeof node !== 'object') return
        if (Array.isArray(node)) return node.forEach(visit)
        const n = node as Node
        if (n.type === 'CallExpression' && n.callee?.type === 'MemberExpression' && n.callee.property?.name === 'openapi') {
          cuts.push([n.callee.object!.end, n.end])
        }
        for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value)
      }
      visit(this.parse(code, { lang: 'ts' }))
      // Outermost first; a cut inside one already made goes with it.
      cuts.sort((a, b) => a[0] - b[0] || b[1] - a[1])
      let out = ''
      let at = 0
      for (const [from, to] of cuts) {
        if (from < at) continue
        out += code.slice(at, from)
        at = to
      }
      return { code: out + code.slice(at), map: null }
    },
  }
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  server: { host: '127.0.0.1' },
  build: { rolldownOptions: { onwarn: quietDirectiveWarnings } },
  // The browser's scripts in few files (docs/decisions/0048): a phone on a mobile network pays a
  // round trip per file. Everything the hydration needs at once is one chunk; the
  // small shared chunks of the pages are copied into the page chunks that use them (rolldown keeps
  // one module state across the copies). `/` went from 44 scripts to 6.
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: hydrationChunkName() }],
              experimentalInlineCommonChunks: { maxSize: 32768 },
            },
          },
        },
      },
    },
  },
  plugins: [
    paraglideVitePlugin(paraglideOptions),
    openapiMetadataStaysOnServer(),
    buildIdPlugin(),
    clientChunksReportPlugin(fileURLToPath(new URL('.', import.meta.url))),
    tailwindcss(),
    tanstackStart({
      // Loaders get their own chunks too: what they import (page texts, catalogue rules, SEO data)
      // loads with the page that needs it, not with every page.
      router: {
        codeSplittingOptions: {
          defaultBehavior: [['loader'], ['component'], ['errorComponent', 'notFoundComponent', 'pendingComponent']],
        },
      },
      // Server-only code (`*.server.*`, the Shop API) imported by browser code fails the build;
      // the API's contract schemas are shared on purpose.
      importProtection: {
        behavior: 'error',
        client: {
          specifiers: ['@tanstack/react-start/server'],
          files: ['**/*.server.*', '**/src/api/**'],
          excludeFiles: ['**/node_modules/**', '**/src/api/contract/**'],
        },
      },
    }),
    nitro({
      // Our own entry, so the shop's shutdown is the only one (src/server/shutdown.ts).
      entry: './src/server/node-entry.ts',
      // Scripts, styles and fonts are stored compressed (brotli and gzip) at build time.
      compressPublicAssets: { brotli: true, gzip: true },
      rolldownConfig: { onwarn: quietDirectiveWarnings },
      // `.output` runs with `node` alone, anywhere (docs/decisions/0044): these packages load from
      // `.output/server/node_modules`, copied there with their dependencies, not from the project.
      traceDeps: TRACED_RUNTIME_PACKAGES,
      hooks: {
        compiled: (nitro) => copyServerRuntimeFiles({ rootDir: nitro.options.rootDir, serverDir: nitro.options.output.serverDir }),
      },
    }),
    viteReact(),
    exitAfterBuild,
  ],
})
