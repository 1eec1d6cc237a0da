/**
 * A flood of sign-ins (each an argon2id hash, unknown e-mails included) while the
 * catalogue is browsed. The hashes run a few at a time; the excess is answered 429 at once, and
 * the catalogue keeps answering about as fast as before. Timings are compared with a baseline
 * measured in the same test, on the same loaded machine.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cities } from '~/api/db/schema'
import { newAddress, post, uniqueEmail } from '../api/auth-helpers'
import { useTestDatabase } from '../api/test-database'

const { db, api } = await useTestDatabase()
const [casablanca] = await db.select().from(cities).where(eq(cities.slug, 'casablanca'))

const FLOOD = 100

async function catalogueLatency(): Promise<number> {
  const started = performance.now()
  const response = await api.request(`/api/fr/${casablanca!.id}/products?per_page=24`)
  expect(response.status).toBe(200)
  await response.arrayBuffer()
  return performance.now() - started
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
}

describe('check 15: password hashing floods while the catalogue is browsed', () => {
  it('check 15: excess sign-ins get 429 with Retry-After at once; catalogue latency barely moves', async () => {
    for (let warm = 0; warm < 5; warm++) await catalogueLatency()
    const before: number[] = []
    for (let sample = 0; sample < 30; sample++) before.push(await catalogueLatency())

    // Each sign-in from its own address, on its own unknown e-mail: only the hashing bounds them.
    let flooding = true
    const flood = Promise.all(
      Array.from({ length: FLOOD }, () =>
        post(api, '/api/fr/login', { email: uniqueEmail('flood'), password: 'Flood-password-2026' }, { ip: newAddress() }),
      ),
    ).finally(() => (flooding = false))
    const during: number[] = []
    while (flooding || during.length < 10) during.push(await catalogueLatency())
    const answers = await flood

    const statuses = answers.map((answer) => answer.status)
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(refused.length).toBeGreaterThanOrEqual(FLOOD / 2)
    for (const answer of refused) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await answer.json()).message).toMatch(/^Trop de tentatives/)
    }

    const [median, p90] = [quantile(before, 0.5), quantile(before, 0.9)]
    const [floodMedian, floodP90] = [quantile(during, 0.5), quantile(during, 0.9)]
    console.log(
      `catalogue ms before: median ${median.toFixed(1)}, p90 ${p90.toFixed(1)}; during ${during.length} samples: median ${floodMedian.toFixed(1)}, p90 ${floodP90.toFixed(1)}`,
    )
    expect(floodMedian).toBeLessThan(Math.max(5 * median, 300))
    expect(floodP90).toBeLessThan(Math.max(5 * p90, 500))
  }, 60_000)
})
