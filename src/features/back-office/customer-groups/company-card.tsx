/**
 * The customer page's company card (docs/decisions/0079): the company its invoices name (ICE, IF,
 * RC), whether it pays at the end of the month, its price group and its contacts. A private
 * customer may be put in a group too. The save names the card's version the staff member opened
 * (docs/decisions/0096): a save since (a colleague's, or the customer's own on their profile) is
 * the back office's one 409 choice, "load theirs" (the card read again) or "keep mine".
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import type { CustomerCompany, CustomerCompanyBody } from '~/api/contract/admin-customer-groups'
import { m } from '~/paraglide/messages.js'
import { Card } from '~/ui/admin/page-parts'
import { SaveBar } from '~/ui/admin/save-bar'
import { useVersionedSave } from '~/ui/admin/use-versioned-save'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { saveCustomerCompanyFn } from '~/features/back-office/customer-groups/customer-groups.functions'
import { customerCompanyQuery, customerGroupsQuery } from '~/features/back-office/customer-groups/customer-groups.queries'
import { EditedRecord } from '~/ui/form/edited-record'

type Values = {
  is_company: boolean
  name: string
  ice: string
  tax_id: string
  trade_register: string
  pays_monthly: boolean
  group_id: number
  contacts: CustomerCompany['contacts']
}

const emptyContact = { name: '', role: '', phone: '', email: '' }
const smallButton = 'rounded-lg border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-900 hover:bg-slate-100'

export function CompanyCard({ customerId }: { customerId: number }) {
  const company = useQuery(customerCompanyQuery(customerId))
  const groups = useQuery(customerGroupsQuery())
  if (!company.data || !groups.data) return <Card title={m.groups_company_title()}>{null}</Card>
  // Held while typed in; a new version (its save, theirs loaded after a refused save) starts the form again from it.
  return (
    <EditedRecord live={company.data}>
      {(saved) => <CompanyForm key={saved.version} customerId={customerId} saved={saved} groups={groups.data.items} />}
    </EditedRecord>
  )
}

function CompanyForm({
  customerId,
  saved,
  groups,
}: {
  customerId: number
  saved: CustomerCompany & { version: number }
  groups: { id: number; name: string }[]
}) {
  const save = useServerFn(saveCustomerCompanyFn)
  const queryClient = useQueryClient()
  const reload = () => queryClient.invalidateQueries({ queryKey: ['back-office', 'customer-company', customerId] })
  const saveVersioned = useVersionedSave({
    save: async (values: Values, version: number) => {
      const body: CustomerCompanyBody = {
        company: values.is_company
          ? {
              name: values.name,
              ice: values.ice,
              tax_id: values.tax_id,
              trade_register: values.trade_register,
              pays_monthly: values.pays_monthly,
            }
          : null,
        group_id: values.group_id || null,
        contacts: values.contacts,
        version,
      }
      const answer = await save({ data: { id: customerId, company: body } })
      if (answer.success) return answer
      // The API names nested fields (company.ice), and the company as a whole `company`: shown under the form's own.
      const errors = Object.fromEntries(
        Object.entries(answer.errors ?? {}).map(([field, texts]) => [
          field === 'company' ? 'is_company' : field.replace(/^company\./, ''),
          texts,
        ]),
      )
      return { ...answer, errors }
    },
    onSaved: async () => {
      toast.success(m.groups_company_saved())
      await reload()
    },
    onLoadTheirs: reload,
  })
  const form = useShopForm({
    defaultValues: {
      is_company: saved.company !== null,
      name: saved.company?.name ?? '',
      ice: saved.company?.ice ?? '',
      tax_id: saved.company?.tax_id ?? '',
      trade_register: saved.company?.trade_register ?? '',
      pays_monthly: saved.company?.pays_monthly ?? false,
      group_id: saved.group_id ?? 0,
      contacts: saved.contacts,
    } as Values,
    idPrefix: 'bo-company',
    submit: (values) => saveVersioned(values, saved.version),
  })
  return (
    <Card title={m.groups_company_title()} testId="bo-company">
      <form.AppForm>
        <form.Form className="grid gap-3">
          <form.AppField name="group_id">
            {(field) => (
              <field.SelectField
                label={m.groups_company_group()}
                placeholder={m.groups_company_no_group()}
                options={groups.map((group) => ({ value: String(group.id), label: group.name }))}
              />
            )}
          </form.AppField>
          <form.AppField name="is_company">{(field) => <field.CheckboxField label={m.groups_company_is_company()} />}</form.AppField>
          <form.Subscribe selector={(state) => state.values.is_company}>
            {(isCompany) =>
              isCompany ? (
                <div className="grid gap-3 sm:grid-cols-2">
                  <form.AppField name="name">
                    {(field) => <field.TextField label={m.groups_company_name()} maxLength={150} />}
                  </form.AppField>
                  <form.AppField name="ice">
                    {(field) => (
                      <field.TextField
                        label={m.groups_company_ice()}
                        hint={m.groups_company_ice_hint()}
                        inputMode="numeric"
                        maxLength={15}
                        dir="ltr"
                      />
                    )}
                  </form.AppField>
                  <form.AppField name="tax_id">
                    {(field) => <field.TextField label={m.groups_company_tax_id()} maxLength={30} dir="ltr" />}
                  </form.AppField>
                  <form.AppField name="trade_register">
                    {(field) => <field.TextField label={m.groups_company_trade_register()} maxLength={30} dir="ltr" />}
                  </form.AppField>
                  <form.AppField name="pays_monthly">
                    {(field) => <field.CheckboxField label={m.groups_company_pays_monthly()} />}
                  </form.AppField>
                </div>
              ) : null
            }
          </form.Subscribe>
          <form.Field name="contacts" mode="array">
            {(contacts) => (
              <fieldset className="grid gap-2">
                <legend className="font-semibold">{m.groups_company_contacts()}</legend>
                {contacts.state.value.map((_, index) => (
                  <div key={index} className="grid gap-2 rounded-lg border border-slate-200 p-2 sm:grid-cols-4">
                    <form.AppField name={`contacts[${index}].name`}>
                      {(field) => <field.TextField label={m.groups_contact_name()} maxLength={100} />}
                    </form.AppField>
                    <form.AppField name={`contacts[${index}].role`}>
                      {(field) => <field.TextField label={m.groups_contact_role()} maxLength={80} />}
                    </form.AppField>
                    <form.AppField name={`contacts[${index}].phone`}>
                      {(field) => <field.TextField label={m.groups_contact_phone()} type="tel" maxLength={40} dir="ltr" />}
                    </form.AppField>
                    <form.AppField name={`contacts[${index}].email`}>
                      {(field) => <field.TextField label={m.groups_contact_email()} type="email" maxLength={254} dir="ltr" />}
                    </form.AppField>
                    <button
                      type="button"
                      className={`${smallButton} sm:col-span-4 sm:justify-self-end`}
                      onClick={() => contacts.removeValue(index)}
                    >
                      {m.groups_contact_remove()}
                    </button>
                  </div>
                ))}
                <button
                  type="button"
                  className={`${smallButton} justify-self-start`}
                  onClick={() => contacts.pushValue({ ...emptyContact })}
                >
                  {m.groups_contact_add()}
                </button>
              </fieldset>
            )}
          </form.Field>
          <SaveBar label={m.groups_company_save()} busyLabel={m.bo_saving()} />
        </form.Form>
      </form.AppForm>
    </Card>
  )
}
