/**
 * The audit log (issue 32, hole 8; docs/decisions/0062): every line names the request it came
 * from (id, client address, user agent) and its actor as they were, even once the account is
 * deleted; PostgreSQL refuses to rewrite or remove a line; reading a customer's page, exporting
 * the delivery CSV and the command line are recorded too.
 */
import { spawn } from 'node:child_process'
import { userInfo } from 'node:os'
import { asc, desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, cities, staffInvitations, users } from '~/api/db/schema'
import { adminCall, createMember } from './back-office-helpers'
import { useTestDatabase } from './test-database'

const { db, api, url } = await useTestDatabase()
const admin = await createMember(db, 'admin')

/** What PostgreSQL answers (through drizzle's wrapping error): the trigger's refusal. */
const refusedByTrigger = { cause: { code: '42501', message: expect.stringMatching(/audit_log is append-only/) } }

const latest = async (action: string) => {
  const [line] = await db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1)
  return line
}

describe('the audit log', () => {
  it('records the request id, the client address and the user agent of the request that wrote the line', async () => {
    const customer = await createMember(db, 'customer')
    const answer = await api.request(
      `/api/admin/customers/${customer.id}/disable`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${admin.token}`,
          'Content-Type': 'application/json',
          'X-Request-Id': 'audit-probe-0001',
          'User-Agent': 'AuditProbe/1.0 (X11; Linux)',
        },
        body: JSON.stringify({ disabled: true }),
      },
      { clientIp: '203.0.113.9' },
    )
    expect(answer.status).toBe(200)
    expect(await latest('customer.disable')).toMatchObject({
      actorId: admin.id,
      actorName: `${admin.firstName} Test`,
      actorEmail: admin.email,
      requestId: 'audit-probe-0001',
      clientAddress: '203.0.113.9',
      userAgent: 'AuditProbe/1.0 (X11; Linux)',
    })
    const page = await adminCall(api, '/api/admin/audit?entity=user', { token: admin.token })
    expect(page.body.data.items[0]).toMatchObject({
      action: 'customer.disable',
      by: `${admin.firstName} Test`,
      by_email: admin.email,
      request_id: 'audit-probe-0001',
      client_address: '203.0.113.9',
      user_agent: 'AuditProbe/1.0 (X11; Linux)',
    })
  })

  it('refuses UPDATE, DELETE and TRUNCATE of its lines, even to the shop’s own role', async () => {
    const customer = await createMember(db, 'customer')
    await adminCall(api, `/api/admin/customers/${customer.id}/disable`, { token: admin.token, body: { disabled: true } })
    const line = await latest('customer.disable')
    await expect(db.execute(sql`update audit_log set action = 'rewritten' where id = ${line!.id}`)).rejects.toMatchObject(refusedByTrigger)
    await expect(db.execute(sql`delete from audit_log where id = ${line!.id}`)).rejects.toMatchObject(refusedByTrigger)
    await expect(db.execute(sql`truncate audit_log`)).rejects.toMatchObject(refusedByTrigger)
    expect(await latest('customer.disable')).toEqual(line)
  })

  it('keeps the name of an actor whose account is deleted, without touching the line', async () => {
    const staff = await createMember(db, 'staff', { firstName: 'Samira', lastName: 'Ouali' })
    const customer = await createMember(db, 'customer')
    await adminCall(api, `/api/admin/customers/${customer.id}/disable`, { token: staff.token, body: { disabled: true } })
    await db.delete(users).where(eq(users.id, staff.id))
    const line = await latest('customer.disable')
    expect(line).toMatchObject({ actorId: staff.id, actorName: 'Samira Ouali', actorEmail: staff.email })
    const page = await adminCall(api, '/api/admin/audit?entity=user', { token: admin.token })
    expect(page.body.data.items[0]).toMatchObject({ action: 'customer.disable', by: 'Samira Ouali' })
  })

  it("records a staff member's view of a customer's page once a minute, not a page that does not exist", async () => {
    const staff = await createMember(db, 'staff')
    const customer = await createMember(db, 'customer')
    expect((await adminCall(api, `/api/admin/customers/${customer.id}`, { token: staff.token })).status).toBe(200)
    expect(await latest('customer.view')).toMatchObject({ actorId: staff.id, entity: 'user', entityId: String(customer.id) })
    const before = await db.select().from(auditLog).where(eq(auditLog.action, 'customer.view'))
    // The page asking again as it hydrates is the same view: one line a minute.
    expect((await adminCall(api, `/api/admin/customers/${customer.id}`, { token: staff.token })).status).toBe(200)
    expect((await adminCall(api, '/api/admin/customers/999999', { token: staff.token })).status).toBe(404)
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'customer.view'))).toHaveLength(before.length)
  })

  it('records the delivery CSV export', async () => {
    const staff = await createMember(db, 'staff')
    const [city] = await db.select().from(cities).orderBy(asc(cities.id)).limit(1)
    const answer = await api.request(`/api/admin/deliveries/export.csv?city=${city!.id}&date=2026-12-01`, {
      headers: { Authorization: `Bearer ${staff.token}` },
    })
    expect(answer.status).toBe(200)
    expect(await latest('deliveries.export')).toMatchObject({
      actorId: staff.id,
      entity: 'delivery_day',
      entityId: `2026-12-01:${city!.id}`,
      after: { date: '2026-12-01', city_id: city!.id },
    })
  })

  it('records `npm run admin -- create` with the system user who ran it as the actor', { timeout: 60_000 }, async () => {
    const email = `cli-${Date.now()}@example.test`
    const run = await runScript(['scripts/admin.ts', 'create', email, '--role', 'staff'], { ...process.env, DATABASE_URL: url })
    expect(run.code, run.stderr).toBe(0)
    // Nobody is made staff directly: the command line invites (docs/decisions/0059), and says so in the log.
    const [invited] = await db.select().from(staffInvitations).where(eq(staffInvitations.email, email))
    expect(await latest('staff.invite')).toMatchObject({
      actorId: null,
      actorName: `system:${userInfo().username}`,
      entityId: String(invited!.id),
      after: { email, role: 'staff' },
    })
  })
})

function runScript(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  child.stdout.resume()
  return new Promise<{ code: number | null; stderr: string }>((resolve) => child.once('close', (code) => resolve({ code, stderr })))
}
