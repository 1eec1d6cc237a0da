/**
 * Parts compressed apart and joined into one gzip body (src/server/spliced-gzip.ts) decompress to
 * the parts in their order, with zlib (what browsers use) and with the gzip program, whatever the
 * parts: empty, one byte, large, repeating what another part said, in any order.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { seededRandom } from '../support/seeded-random'
import { deflatedPart, splicedGzip, storedPart } from '~/server/spliced-gzip'

describe('spliced gzip', () => {
  // It runs the gzip program too: 5 s were short when the whole suite shared the two cores.
  it('joins parts compressed apart into one body that decompresses to the parts in their order', { timeout: 30_000 }, () => {
    const random = seededRandom(34)
    const page = Buffer.from('<li class="card">Sidi Ali 1,5 L · سيدي علي</li>'.repeat(2000))
    const pieces = [
      Buffer.alloc(0),
      Buffer.from('x'),
      page,
      randomBytes(70_000),
      page.subarray(0, 1000),
      Buffer.from('nonce-abc'),
      Buffer.alloc(0),
    ]
    for (let round = 0; round < 20; round++) {
      const chosen = Array.from({ length: 1 + random(8) }, () => pieces[random(pieces.length)]!)
      // Each part compressed, or stored as it is (a response's nonce, storedPart): both join alike.
      const body = splicedGzip(chosen.map((piece) => (random(2) === 0 ? deflatedPart : storedPart)(Buffer.from(piece))))
      const expected = Buffer.concat(chosen)
      expect(gunzipSync(body).equals(expected)).toBe(true)
      expect(execFileSync('gzip', ['-dc'], { input: body }).equals(expected)).toBe(true)
    }
  })

  it('compresses a page as well as compressing it whole, give or take the joins', () => {
    const page = Buffer.from('<li class="card">Sidi Ali 1,5 L · سيدي علي</li>'.repeat(2000))
    const body = splicedGzip(
      [page.subarray(0, 40_000), Buffer.from('nonce'), page.subarray(40_000)].map((part) => deflatedPart(Buffer.from(part))),
    )
    expect(body.length).toBeLessThan(page.length / 20)
  })
})
