import { randomBytes } from 'node:crypto'
import type { Plugin } from 'vite'

/**
 * Stamps one id on each build, as the global `__BUILD_ID__` in both the browser and the
 * server bundle: an open page compares its own id with the server's to notice a new deploy.
 */
export function buildIdPlugin(): Plugin {
  const buildId = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
  return {
    name: 'shop:build-id',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
  }
}
