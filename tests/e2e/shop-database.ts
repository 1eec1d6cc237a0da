import { randomBytes } from 'node:crypto'
import type { BrowserContext } from '@playwright/test'
import pg from 'pg'
import { baseURL, e2eDatabaseUrl } from '../../playwright.config'

/** Runs SQL on the database of the shop under test (its own embedded server, see playwright.config.ts). */
export async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}

export async function cityId(slug: string): Promise<number> {
  const [row] = await sql<{ id: number }>('SELECT id FROM cities WHERE slug = $1', [slug])
  if (!row) throw new Error(`No city ${slug}`)
  return row.id
}

/** A customer of this test's own, living in the given city. */
export async function createCustomer(citySlug: string) {
  const email = `e2e-${randomBytes(5).toString('hex')}@example.test`
  const [user] = await sql<{ id: number }>(
    "INSERT INTO users (email, first_name, last_name, city_id) VALUES ($1, 'Test', 'Client', $2) RETURNING id",
    [email, await cityId(citySlug)],
  )
  return { id: user!.id, email }
}

/** Signs the browser in as the customer by creating a session directly (no login form needed). */
export async function signIn(context: BrowserContext, userId: number) {
  const token = randomBytes(32).toString('base64url')
  await sql("INSERT INTO sessions (token, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')", [token, userId])
  await context.addCookies([{ name: 'token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }])
}
