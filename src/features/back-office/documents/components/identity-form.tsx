/** The shop's legal identity: one form over the one row, saved with the version read (an admin's; staff read it). */
import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { type LegalIdentity, VAT_RATE_CHOICES } from '~/api/contract/admin-documents'
import { m } from '~/paraglide/messages.js'
import { SaveBar } from '~/ui/admin/save-bar'
import { useVersionedSave } from '~/ui/admin/use-versioned-save'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { saveLegalIdentityFn } from '~/features/back-office/documents/documents.functions'

const TEXT_FIELDS = [
  ['name', m.documents_field_name],
  ['legal_form', m.documents_field_legal_form],
  ['address', m.documents_field_address],
  ['city', m.documents_field_city],
  ['ice', m.documents_field_ice],
  ['tax_id', m.documents_field_tax_id],
  ['trade_register', m.documents_field_trade_register],
  ['patente', m.documents_field_patente],
  ['cnss', m.documents_field_cnss],
  ['capital', m.documents_field_capital],
  ['phone', m.documents_field_phone],
  ['email', m.documents_field_email],
  ['rib', m.documents_field_rib],
] as const

export const rateOptions = VAT_RATE_CHOICES.map((rate) => ({ value: String(rate), label: `${rate} %` }))

export function IdentityForm({ identity, canEdit }: { identity: LegalIdentity; canEdit: boolean }) {
  const save = useServerFn(saveLegalIdentityFn)
  const queryClient = useQueryClient()
  const reload = () => queryClient.invalidateQueries({ queryKey: ['back-office', 'documents'] })
  const saveVersioned = useVersionedSave({
    save: (values: typeof defaultValues, version: number) => save({ data: { ...values, version } }),
    onSaved: async () => {
      toast.success(m.documents_bo_saved())
      await reload()
    },
    onLoadTheirs: reload,
  })
  const { complete: _complete, version: _version, ...fields } = identity
  const defaultValues = { ...fields, rib: fields.rib ?? '', monthly_payment_days: fields.monthly_payment_days as number | null }
  const form = useShopForm({ defaultValues, idPrefix: 'inv-identity', submit: (values) => saveVersioned(values, identity.version) })
  return (
    <form.AppForm>
      <form.Form className="flex flex-col gap-3" data-testid="inv-identity">
        <fieldset disabled={!canEdit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {TEXT_FIELDS.map(([name, label]) => (
            <form.AppField key={name} name={name}>
              {(field) => (
                <field.TextField
                  label={label()}
                  type={name === 'email' ? 'email' : 'text'}
                  dir={name === 'email' || name === 'ice' ? 'ltr' : undefined}
                />
              )}
            </form.AppField>
          ))}
          <form.AppField name="default_vat_rate">
            {(field) => <field.SelectField label={m.documents_field_default_vat()} options={rateOptions} />}
          </form.AppField>
          <form.AppField name="delivery_vat_rate">
            {(field) => <field.SelectField label={m.documents_field_delivery_vat()} options={rateOptions} />}
          </form.AppField>
          <form.AppField name="monthly_payment_days">
            {(field) => <field.NumberField label={m.documents_field_payment_days()} min={0} max={120} />}
          </form.AppField>
        </fieldset>
        {canEdit ? <SaveBar label={m.documents_bo_save()} busyLabel={m.documents_bo_saving()} /> : null}
      </form.Form>
    </form.AppForm>
  )
}
