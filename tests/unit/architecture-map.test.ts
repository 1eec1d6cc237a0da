import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * docs/architecture.md names every domain in every place it lives (issue 44): a service folder or a
 * feature folder that its table of domains does not name fails here, with the folder's name.
 */
const map = readFileSync('docs/architecture.md', 'utf8')
const domainsTable = map.slice(map.indexOf('## The domains, one name each'), map.indexOf('## A request, from a route'))
const folders = (parent: string) =>
  readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

describe('the map of the code', () => {
  it('names every service domain and every feature folder in its table of domains', () => {
    expect(domainsTable.length).toBeGreaterThan(1000)
    const missing = [
      ...folders('src/api/services').map((name) => `services/${name}/`),
      ...folders('src/features')
        .filter((name) => name !== 'back-office')
        .map((name) => `src/features/${name}/`),
      ...folders('src/features/back-office').map((name) => `back-office/${name}/`),
    ].filter((place) => !domainsTable.includes(`\`${place}\``) && !domainsTable.includes(`\`${place}\` (`))
    expect(missing).toEqual([])
  })

  it("keeps the back office's cache under one namespace: every query key starts with 'back-office'", () => {
    const offenders: string[] = []
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = `${dir}/${entry.name}`
        if (entry.isDirectory()) walk(path)
        else if (/\.tsx?$/.test(entry.name))
          for (const match of readFileSync(path, 'utf8').matchAll(/queryKey: \[\s*'([^']+)'/g))
            if (match[1] !== 'back-office') offenders.push(`${path}: ${match[0]}`)
      }
    }
    walk('src/features/back-office')
    expect(offenders).toEqual([])
  })
})
