import { readFileSync } from 'node:fs'

/** The server functions of the build: `{ id: name }` from the manifest of `.output/server/_ssr/ssr.mjs`. */
export function serverFunctions(): Map<string, string> {
  const built = readFileSync('.output/server/_ssr/ssr.mjs', 'utf8')
  const block = /var manifest = \{([\s\S]*?)\n\};/.exec(built)?.[1] ?? ''
  return new Map(
    [...block.matchAll(/"([0-9a-f]{64})": \{\s*functionName: "(\w+?)_createServerFn_handler"/g)].map((match) => [match[1]!, match[2]!]),
  )
}

/** The id of the server function named `name` in the build. */
export function serverFunctionId(name: string): string {
  const found = [...serverFunctions()].find(([, each]) => each === name)
  if (!found) throw new Error(`No server function ${name} in the build: run \`npm run build\``)
  return found[0]
}
