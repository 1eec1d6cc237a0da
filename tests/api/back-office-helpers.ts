/** What the back-office tests share: staff members with a session, and calls to /api/admin as one of them. */
import { randomBytes } from 'node:crypto'
import type { createApiApp } from '~/api/app'
import type { Database } from '~/api/db/executor'
import { users } from '~/api/db/schema'
import { startSession } from '../support/sessions'
import { call } from './checkout-helpers'

type Api = ReturnType<typeof createApiApp>
export type Role = 'admin' | 'staff' | 'driver' | 'customer'

/**
 * A signed-in account of `role`. A team member is enrolled in a second factor, and the session
 * stands for one that gave its code at sign-in (docs/decisions/0060: admins and staff must have
 * one); `{ twoFactorEnabled: false }` makes one that has not enrolled yet.
 */
export async function createMember(db: Database, role: Role, values: Partial<typeof users.$inferInsert> = {}) {
  const tag = randomBytes(4).toString('hex')
  const [user] = await db
    .insert(users)
    .values({
      email: `${role}-${tag}@example.test`,
      firstName: `${role}${tag}`,
      lastName: 'Test',
      role,
      twoFactorEnabled: role !== 'customer',
      ...values,
    })
    .returning()
  return { ...user!, token: await startSession(db, user!.id) }
}

/** A call to the Shop API as the bearer of `token`: GET unless a body is sent (checkout-helpers' `call`). */
export async function adminCall(
  api: Api,
  path: string,
  { token, body, method = body === undefined ? 'GET' : 'POST' }: { token?: string; body?: unknown; method?: string } = {},
) {
  // The answers' shapes are the contract's; a test reads whichever field it checks.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await call(api, path, { token, body, method })) as { status: number; body: { success: boolean; data: any; message?: string } }
}
