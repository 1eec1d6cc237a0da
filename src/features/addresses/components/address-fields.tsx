/** The address form's own fields, in their grid: a part of the address form. */
import { ADDRESS_LIMITS } from '~/api/contract/address-input'
import type { City } from '~/api/contract/initial-data'
import { m } from '~/paraglide/messages.js'
import { withForm } from '~/ui/form/form-hook'
import { emptyAddressValues } from '~/features/addresses/address-values'

export const AddressFields = withForm({
  // Only their types matter: the address form's values, and the cities it offers.
  defaultValues: emptyAddressValues(0),
  props: { cities: [] as City[] },
  render: function AddressFields({ form, cities }) {
    return (
      <>
        <form.AppField name="label">
          {(field) => (
            <field.TextField label={m.address_field_label()} maxLength={ADDRESS_LIMITS.label} placeholder={m.address_field_label_hint()} />
          )}
        </form.AppField>
        <form.AppField name="recipient_name">
          {(field) => <field.TextField label={m.address_field_recipient()} maxLength={ADDRESS_LIMITS.recipient_name} autoComplete="name" />}
        </form.AppField>
        <form.AppField name="phone">
          {(field) => (
            <field.TextField
              label={m.address_field_phone()}
              type="tel"
              maxLength={40}
              inputMode="tel"
              autoComplete="tel"
              placeholder={m.address_field_phone_hint()}
            />
          )}
        </form.AppField>
        <form.AppField name="city_id">
          {(field) => (
            <field.SelectField
              label={m.address_field_city()}
              placeholder={m.address_field_city_choose()}
              options={cities.map((city) => ({ value: String(city.id), label: city.name }))}
            />
          )}
        </form.AppField>
        <div className="sm:col-span-2">
          <form.AppField name="line1">
            {(field) => (
              <field.TextField
                label={m.address_field_line1()}
                maxLength={ADDRESS_LIMITS.line1}
                placeholder={m.address_field_line1_hint()}
                autoComplete="address-line1"
              />
            )}
          </form.AppField>
        </div>
        <div className="sm:col-span-2">
          <form.AppField name="line2">
            {(field) => <field.TextField label={m.address_field_line2()} maxLength={ADDRESS_LIMITS.line2} autoComplete="address-line2" />}
          </form.AppField>
        </div>
        <form.AppField name="district">
          {(field) => <field.TextField label={m.address_field_district()} maxLength={ADDRESS_LIMITS.district} />}
        </form.AppField>
        <form.AppField name="postal_code">
          {(field) => (
            <field.TextField label={m.address_field_postal_code()} maxLength={5} inputMode="numeric" dir="ltr" autoComplete="postal-code" />
          )}
        </form.AppField>
      </>
    )
  },
})
