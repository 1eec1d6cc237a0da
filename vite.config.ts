import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig, type Plugin } from 'vite'
import { paraglideOptions } from './src/i18n/paraglide.options'
import { buildIdPlugin } from './src/lib/build-id.vite'

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

export default defineConfig({
  resolve: { tsconfigPaths: true },
  server: { host: '127.0.0.1' },
  plugins: [
    paraglideVitePlugin(paraglideOptions),
    buildIdPlugin(),
    tailwindcss(),
    tanstackStart({
      importProtection: { behavior: 'error' },
    }),
    nitro(),
    viteReact(),
    exitAfterBuild,
  ],
})
