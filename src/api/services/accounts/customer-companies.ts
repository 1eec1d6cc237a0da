/**
 * A customer's company (its legal identity for invoices, monthly payment), its contacts and its
 * price group, as the back office's customer page edits them (docs/decisions/0079). One save
 * writes all three in one transaction with its audit line, over the card's version the staff
 * member edited (the one versioned save, docs/decisions/0096: a save since is a 409).
 */
import { and, eq } from 'drizzle-orm'
import type { CustomerCompany, CustomerCompanyBody } from '~/api/contract/admin-customer-groups'
import type { Database, Executor } from '~/api/db/executor'
import { customerCompanies, customerContacts, customerGroups, users } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { changedFields, pick } from '~/api/services/shared/admin-edits'
import { type FieldLabels, versionedSave } from '~/api/services/shared/versioned-save'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'

const notFound = () => new ApiError(404, (locale) => m.api_not_found({}, { locale }))

export async function customerCompany(db: Executor, userId: number): Promise<CustomerCompany & { version: number }> {
  const [customer] = await db
    .select({ groupId: users.customerGroupId, version: users.companyVersion, company: customerCompanies })
    .from(users)
    .leftJoin(customerCompanies, eq(customerCompanies.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.role, 'customer')))
  if (!customer) throw notFound()
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
    version: customer.version,
  }
}

/** The card's fields as the form names them (`company.ice`…), to say which changed. */
function fieldsOf(card: CustomerCompany): Record<string, unknown> {
  return {
    company: card.company !== null,
    'company.name': card.company?.name ?? '',
    'company.ice': card.company?.ice ?? '',
    'company.tax_id': card.company?.tax_id ?? '',
    'company.trade_register': card.company?.trade_register ?? '',
    'company.pays_monthly': card.company?.pays_monthly ?? false,
    group_id: card.group_id,
    contacts: card.contacts,
  }
}

const label = (message: (inputs: object, options: { locale: Locale }) => string) => (locale: Locale) => message({}, { locale })
const LABELS: FieldLabels = {
  company: label(m.groups_company_is_company),
  'company.name': label(m.groups_company_name),
  'company.ice': label(m.groups_company_ice),
  'company.tax_id': label(m.groups_company_tax_id),
  'company.trade_register': label(m.groups_company_trade_register),
  'company.pays_monthly': label(m.groups_company_pays_monthly),
  group_id: label(m.groups_company_group),
  contacts: label(m.groups_company_contacts),
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

/** Saves the card over the version the staff member edited, or refuses with the one 409 (who, when, what changed). */
export async function saveCustomerCompany(
  db: Database,
  userId: number,
  body: CustomerCompanyBody,
  { actorId, now }: { actorId: number; now: Date },
) {
  const { version: seen, ...card } = body
  await db.transaction(async (tx) => {
    await versionedSave(tx, {
      entity: 'user',
      entityId: userId,
      lock: async () =>
        (
          await tx
            .select({ version: users.companyVersion })
            .from(users)
            .where(and(eq(users.id, userId), eq(users.role, 'customer')))
            .for('update')
        )[0],
      seen,
      labels: LABELS,
      actorId,
      now,
      write: async (_row, version) => {
        const before = fieldsOf(await customerCompany(tx, userId))
        const after = fieldsOf(card)
        const changed = changedFields(before, after)
        if (!changed.length) return null
        if (card.group_id !== null) await requireGroup(tx, card.group_id)
        await tx.update(users).set({ customerGroupId: card.group_id, companyVersion: version }).where(eq(users.id, userId))
        if (card.company) {
          const values = {
            name: card.company.name,
            ice: card.company.ice || null,
            taxId: card.company.tax_id || null,
            tradeRegister: card.company.trade_register || null,
            paysMonthly: card.company.pays_monthly,
            updatedAt: now,
          }
          await tx
            .insert(customerCompanies)
            .values({ userId, ...values })
            .onConflictDoUpdate({ target: customerCompanies.userId, set: values })
        } else await tx.delete(customerCompanies).where(eq(customerCompanies.userId, userId))
        await tx.delete(customerContacts).where(eq(customerContacts.userId, userId))
        if (card.contacts.length) await tx.insert(customerContacts).values(card.contacts.map((contact) => ({ userId, ...contact })))
        return { action: 'customer.company', before: pick(before, changed), after: pick(after, changed) }
      },
    })
  })
  return customerCompany(db, userId)
}
