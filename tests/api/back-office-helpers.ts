/** What the back-office tests share: staff members with a session, and calls to /api/admin as one of them. */
import { randomBytes } from 'node:crypto'
import type { createApiApp } from '~/api/app'
import type { Database } from '~/api/db/database'
import { users } from '~/api/db/schema'
import { startSession } from '../support/sessions'

type Api = ReturnType<typeof createApiApp>
export type Role = 'admin' | 'staff' | 'driver' | 'customer'

/** A signed-in account of `role`. */
export async function createMember(db: Database, role: Role, values: Partial<typeof users.$inferInsert> = {}) {
  const tag = randomBytes(4).toString('hex')
  const [user] = await db
    .insert(users)
    .values({ email: `${role}-${tag}@example.test`, firstName: `${role}${tag}`, lastName: 'Test', role, ...values })
    .returning()
  return { ...user!, token: await startSession(db, user!.id) }
}

export async function adminCall(
  api: Api,
  path: string,
  { token, body, method = body === undefined ? 'GET' : 'POST' }: { token?: string; body?: unknown; method?: string } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await api.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  // The answers' shapes are the contract's; a test reads whichever field it checks.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as { success: boolean; data: any; message?: string } }
}
