/**
 * A customer's company (its legal identity for invoices, monthly payment), its contacts and its
 * price group, as the back office's customer page edits them (docs/decisions/0079). One save
 * writes all three in one transaction with its audit line.
 */
import { and, eq } from 'drizzle-orm'
import type { CustomerCompanyBody } from '~/api/contract/admin-customer-groups'
import type { Database, Executor } from '~/api/db/executor'
import { customerCompanies, customerContacts, customerGroups, users } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { recordAudit } from '~/api/services/shared/audit'
import { m } from '~/paraglide/messages.js'

export async function customerCompany(db: Executor, userId: number): Promise<CustomerCompanyBody> {
  const [customer] = await db
    .select({ groupId: users.customerGroupId, company: customerCompanies })
    .from(users)
    .leftJoin(customerCompanies, eq(customerCompanies.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.role, 'customer')))
  if (!customer) throw new ApiError(404, (locale) => m.api_not_found({}, { locale }))
  const contacts = await db.select().from(customerContacts).where(eq(customerContacts.userId, userId)).orderBy(customerContacts.id)
  const company = customer.company
  return {
    company: company && {
      name: company.name,
      ice: company.ice ?? '',
      tax_id: company.taxId ?? '',
      trade_register: company.tradeRegister ?? '',
      pays_monthly: company.paysMonthly,
    },
    group_id: customer.groupId,
    contacts: contacts.map(({ name, role, phone, email }) => ({ name, role, phone, email })),
  }
}

async function requireGroup(db: Executor, groupId: number) {
  const [group] = await db.select({ id: customerGroups.id }).from(customerGroups).where(eq(customerGroups.id, groupId))
  if (!group) {
    throw new ApiError(
      400,
      (locale) => m.api_invalid_input({}, { locale }),
      (locale) => ({ group_id: [m.api_not_found({}, { locale })] }),
    )
  }
}

export async function saveCustomerCompany(
  db: Database,
  userId: number,
  body: CustomerCompanyBody,
  { actorId, now }: { actorId: number; now: Date },
): Promise<CustomerCompanyBody> {
  await db.transaction(async (tx) => {
    if (body.group_id !== null) await requireGroup(tx, body.group_id)
    const before = await customerCompany(tx, userId)
    await tx.update(users).set({ customerGroupId: body.group_id }).where(eq(users.id, userId))
    if (body.company) {
      const values = {
        name: body.company.name,
        ice: body.company.ice || null,
        taxId: body.company.tax_id || null,
        tradeRegister: body.company.trade_register || null,
        paysMonthly: body.company.pays_monthly,
        updatedAt: now,
      }
      await tx
        .insert(customerCompanies)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: customerCompanies.userId, set: values })
    } else await tx.delete(customerCompanies).where(eq(customerCompanies.userId, userId))
    await tx.delete(customerContacts).where(eq(customerContacts.userId, userId))
    if (body.contacts.length) await tx.insert(customerContacts).values(body.contacts.map((contact) => ({ userId, ...contact })))
    await recordAudit(tx, { actorId, action: 'customer.company', entity: 'user', entityId: userId, before, after: body }, now)
  })
  return customerCompany(db, userId)
}
