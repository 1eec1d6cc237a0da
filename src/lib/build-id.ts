declare const __BUILD_ID__: string

/** The id of the build this code belongs to (set by src/lib/build-id.vite.ts). */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev'

/** Where the server publishes the id of the build it runs. */
export const LATEST_BUILD_PATH = '/_build/latest.json'
