/**
 * The shop's legal identity (docs/decisions/0074): the one row every invoice and credit note
 * carries as the seller, with the default VAT rates. Staff read it; an admin changes it from the
 * version read (the one versioned save: lock, 409 with who and what, audit line). An issued
 * invoice keeps its own copy, so a change here reaches only the documents issued after it.
 */
import { eq } from 'drizzle-orm'
import { type LegalIdentity, type LegalIdentityFields, legalIdentityChangeSchema } from '~/api/contract/admin-documents'
import type { Database, Executor } from '~/api/db/executor'
import { shopLegalIdentity } from '~/api/db/schema'
import { refusedFields } from '~/api/http/errors'
import { type FieldLabels, versionedSave } from '~/api/services/shared/versioned-save'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'

type Row = typeof shopLegalIdentity.$inferSelect

/** What CGI article 145 and the commercial code require on every invoice (decision 0074). */
const REQUIRED = ['name', 'address', 'city', 'ice', 'tax_id', 'trade_register', 'patente'] as const

export function identityFieldsOf(row: Row): LegalIdentityFields {
  return {
    name: row.name,
    legal_form: row.legalForm,
    address: row.address,
    city: row.city,
    ice: row.ice,
    tax_id: row.taxId,
    trade_register: row.tradeRegister,
    patente: row.patente,
    cnss: row.cnss,
    capital: row.capital,
    phone: row.phone,
    email: row.email,
    rib: row.rib,
    default_vat_rate: row.defaultVatRate,
    delivery_vat_rate: row.deliveryVatRate,
    monthly_payment_days: row.monthlyPaymentDays,
  }
}

const identityOf = (row: Row): LegalIdentity => {
  const fields = identityFieldsOf(row)
  return { ...fields, complete: REQUIRED.every((field) => fields[field] !== ''), version: row.version }
}

export async function readLegalIdentityRow(db: Executor): Promise<Row> {
  const [row] = await db.select().from(shopLegalIdentity).where(eq(shopLegalIdentity.id, 1))
  if (!row) throw new Error('shop_legal_identity has no row: run the migrations')
  return row
}

export async function getLegalIdentity(db: Executor): Promise<LegalIdentity> {
  return identityOf(await readLegalIdentityRow(db))
}

const label = (message: (inputs: object, options: { locale: Locale }) => string) => (locale: Locale) => message({}, { locale })

/** A field's name in the admin's language: the form's labels, and a refusal's "changed since". */
export const IDENTITY_LABELS: FieldLabels = {
  name: label(m.documents_field_name),
  legal_form: label(m.documents_field_legal_form),
  address: label(m.documents_field_address),
  city: label(m.documents_field_city),
  ice: label(m.documents_field_ice),
  tax_id: label(m.documents_field_tax_id),
  trade_register: label(m.documents_field_trade_register),
  patente: label(m.documents_field_patente),
  cnss: label(m.documents_field_cnss),
  capital: label(m.documents_field_capital),
  phone: label(m.documents_field_phone),
  email: label(m.documents_field_email),
  rib: label(m.documents_field_rib),
  default_vat_rate: label(m.documents_field_default_vat),
  delivery_vat_rate: label(m.documents_field_delivery_vat),
  monthly_payment_days: label(m.documents_field_payment_days),
}

const invalid = (field: string) => (locale: Locale) =>
  m.documents_field_invalid({ field: IDENTITY_LABELS[field]?.(locale) ?? field }, { locale })

export async function saveLegalIdentity(db: Database, body: unknown, { actorId, now }: { actorId: number; now: Date }) {
  const parsed = legalIdentityChangeSchema.safeParse(body)
  if (!parsed.success) {
    throw refusedFields(parsed.error, {
      ...Object.fromEntries(Object.keys(IDENTITY_LABELS).map((field) => [field, invalid(field)])),
      ice: (locale) => m.documents_ice_invalid({}, { locale }),
      version: (locale) => m.api_rules_version_missing({}, { locale }),
    })
  }
  const { version: seen, ...change } = parsed.data
  return db.transaction(async (tx) => {
    const { saved } = await versionedSave(tx, {
      entity: 'shop_legal_identity',
      entityId: 1,
      lock: async () => (await tx.select().from(shopLegalIdentity).where(eq(shopLegalIdentity.id, 1)).for('update'))[0],
      seen,
      labels: IDENTITY_LABELS,
      actorId,
      now,
      write: async (row, version) => {
        const before = identityFieldsOf(row)
        const changed = (Object.keys(change) as (keyof LegalIdentityFields)[]).filter((field) => before[field] !== change[field])
        if (!changed.length) return null
        const [updated] = await tx
          .update(shopLegalIdentity)
          .set({
            name: change.name,
            legalForm: change.legal_form,
            address: change.address,
            city: change.city,
            ice: change.ice,
            taxId: change.tax_id,
            tradeRegister: change.trade_register,
            patente: change.patente,
            cnss: change.cnss,
            capital: change.capital,
            phone: change.phone,
            email: change.email,
            rib: change.rib || null,
            defaultVatRate: change.default_vat_rate,
            deliveryVatRate: change.delivery_vat_rate,
            monthlyPaymentDays: change.monthly_payment_days,
            version,
            updatedAt: now,
          })
          .where(eq(shopLegalIdentity.id, 1))
          .returning()
        return {
          action: 'legal_identity.save',
          before: Object.fromEntries(changed.map((field) => [field, before[field]])),
          after: Object.fromEntries(changed.map((field) => [field, change[field]])),
          saved: identityOf(updated!),
        }
      },
    })
    return saved ?? (await getLegalIdentity(tx))
  })
}
