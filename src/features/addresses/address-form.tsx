import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { z } from 'zod'
import { type AddressFormValues, addressInputSchema } from '~/api/contract/address-input'
import type { Address } from '~/api/contract/addresses'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { forgetServerError, useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { initialDataQuery } from '~/features/city/city.queries'
import { publicConfigQuery } from '~/features/shop/shop.queries'
import { useCreateAddress, useUpdateAddress } from './addresses.queries'
import { addressValuesOf, cityOfPlace, emptyAddressValues } from './address-values'
import { AddressFields } from './components/address-fields'
import { AddressPosition } from './components/address-position'
import { type PickedPlace, PlaceSearch } from './components/place-search'

/**
 * The add and edit form (the form kit + the API's own zod rules, in the customer's language).
 * Errors show under their field once it was left or the form was sent; the server's field errors
 * show under the same fields, and nothing typed is lost on a refusal.
 */
export function AddressForm({
  address,
  onSaved,
  idPrefix = 'address',
  keep,
  submitLabel,
}: {
  address?: Address
  /** Instead of going back to the address book (the checkout picks the new address at once). */
  onSaved?: (address: Address) => void | Promise<void>
  /** Keeps the fields' ids apart when the form sits on a page with other fields. */
  idPrefix?: string
  /** Keeps the checked address instead of saving it to the signed-in account (a phone order's new customer). */
  keep?: (values: AddressFormValues) => void
  submitLabel?: string
}) {
  const { data: initial } = useQuery(initialDataQuery())
  const { data: config } = useQuery(publicConfigQuery)
  const cities = initial?.cities ?? []
  const navigate = useNavigate()
  const create = useCreateAddress()
  const update = useUpdateAddress()
  // The same rules as the API; the form holds the schema's input (before trimming and normalising).
  const schema = useMemo(() => addressInputSchema(getLocale()) as unknown as z.ZodType<AddressFormValues, AddressFormValues>, [])

  const form = useShopForm({
    defaultValues: address ? addressValuesOf(address) : emptyAddressValues(initial?.city_id ?? 0),
    schema,
    errorTiming: 'leave',
    idPrefix,
    submit: async (values) => {
      if (keep) return keep(values)
      try {
        const answer = address ? await update.mutateAsync({ id: address.id, address: values }) : await create.mutateAsync(values)
        if (!answer.success) {
          // Field errors show under their fields; a refusal of nothing in the form, as a toast.
          if (!Object.keys(answer.errors).some((field) => field in values)) toast.error(answer.message)
          return answer
        }
        toast.success(m.address_saved())
        // A create or an update answers the address (the functions' shared type also covers deletion).
        if (onSaved) await onSaved(answer.data as Address)
        else await navigate({ to: '/espace/addresses' })
      } catch {
        toast.error(m.address_action_failed())
      }
    },
  })

  function fillFromPlace(place: PickedPlace) {
    form.setFieldValue('line1', place.line1)
    form.setFieldValue('district', place.district)
    if (place.postalCode) form.setFieldValue('postal_code', place.postalCode)
    const city = cityOfPlace(cities, place.locality)
    if (city) form.setFieldValue('city_id', city.id)
    form.setFieldValue('latitude', place.latitude)
    form.setFieldValue('longitude', place.longitude)
    for (const name of ['line1', 'district', 'postal_code', 'city_id', 'latitude', 'longitude']) forgetServerError(form.serverErrors, name)
  }

  return (
    <form.AppForm>
      <form.Form className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6">
        {config?.googleMapsApiKey ? (
          <form.Subscribe selector={(state) => [state.values.latitude, state.values.longitude] as const}>
            {([latitude, longitude]) => (
              <PlaceSearch
                apiKey={config.googleMapsApiKey!}
                position={latitude !== null && longitude !== null ? { latitude, longitude } : null}
                onPlace={fillFromPlace}
                onMove={(position) => {
                  form.setFieldValue('latitude', position.latitude)
                  form.setFieldValue('longitude', position.longitude)
                }}
              />
            )}
          </form.Subscribe>
        ) : null}
        <AddressFields form={form} cities={cities} />
        <AddressPosition form={form} />
        <div className="sm:col-span-2">
          <form.SubmitButton busyLabel={m.address_saving()}>
            {submitLabel ?? (address ? m.address_submit_update() : m.address_submit_create())}
          </form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
