import { useQuery } from '@tanstack/react-query'
import { useForm } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useMemo, useState } from 'react'
import type { z } from 'zod'
import { type AddressFormValues, addressInputSchema } from '~/api/contract/address-input'
import type { Address } from '~/api/contract/addresses'
import type { City } from '~/api/contract/initial-data'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { toast } from '~/ui/toasts/toast-store'
import { initialDataQuery } from '~/features/city/city.queries'
import { publicConfigQuery } from '~/features/shop/shop.queries'
import { useCreateAddress, useUpdateAddress } from './addresses.queries'
import { type PickedPlace, PlaceSearch } from './components/place-search'

type FieldName = keyof AddressFormValues
type ServerErrors = Partial<Record<string, string[]>>

const emptyValues = (cityId: number): AddressFormValues => ({
  label: '',
  recipient_name: '',
  phone: '',
  city_id: cityId,
  line1: '',
  line2: '',
  district: '',
  postal_code: '',
  latitude: null,
  longitude: null,
})

const valuesOf = (address: Address): AddressFormValues => ({
  label: address.label,
  recipient_name: address.recipient_name,
  phone: address.phone,
  city_id: address.city_id,
  line1: address.line1,
  line2: address.line2,
  district: address.district,
  postal_code: address.postal_code,
  latitude: address.latitude,
  longitude: address.longitude,
})

/** Lower case, no accents, letters only: "Fès" and "fes" are the same city. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '')

function cityOfPlace(cities: City[], locality: string): City | undefined {
  const wanted = plain(locality)
  return wanted ? cities.find((city) => plain(city.slug) === wanted || plain(city.name) === wanted) : undefined
}

/**
 * The add and edit form (TanStack Form + the API's own zod rules, in the customer's language).
 * Errors show under their field once it was left or the form was sent; the server's field errors
 * show under the same fields, and nothing typed is lost on a refusal.
 */
export function AddressForm({ address, onSaved, idPrefix = 'address' }: {
  address?: Address
  /** Instead of going back to the address book (the checkout picks the new address at once). */
  onSaved?: (address: Address) => void | Promise<void>
  /** Keeps the fields' ids apart when the form sits on a page with other fields. */
  idPrefix?: string
}) {
  const { data: initial } = useQuery(initialDataQuery())
  const { data: config } = useQuery(publicConfigQuery)
  const cities = initial?.cities ?? []
  const navigate = useNavigate()
  const create = useCreateAddress()
  const update = useUpdateAddress()
  const [serverErrors, setServerErrors] = useState<ServerErrors>({})
  // The same rules as the API; the form holds the schema's input (before trimming and normalising).
  const schema = useMemo(() => addressInputSchema(getLocale()) as unknown as z.ZodType<AddressFormValues, AddressFormValues>, [])

  const form = useForm({
    defaultValues: address ? valuesOf(address) : emptyValues(initial?.city_id ?? 0),
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      setServerErrors({})
      try {
        const result = address ? await update.mutateAsync({ id: address.id, address: value }) : await create.mutateAsync(value)
        if (result.success) {
          toast.success(m.address_saved())
          // A create or an update answers the address (the functions' shared type also covers deletion).
          if (onSaved) await onSaved(result.data as Address)
          else await navigate({ to: '/espace/addresses' })
          return
        }
        setServerErrors(result.errors)
        const shown = Object.keys(result.errors).some((field) => field in value)
        if (!shown) toast.error(result.message)
      } catch {
        toast.error(m.address_action_failed())
      }
    },
  })

  const clearServerError = (name: FieldName) =>
    setServerErrors((errors) => (errors[name] ? { ...errors, [name]: undefined } : errors))

  function fillFromPlace(place: PickedPlace) {
    form.setFieldValue('line1', place.line1)
    form.setFieldValue('district', place.district)
    if (place.postalCode) form.setFieldValue('postal_code', place.postalCode)
    const city = cityOfPlace(cities, place.locality)
    if (city) form.setFieldValue('city_id', city.id)
    form.setFieldValue('latitude', place.latitude)
    form.setFieldValue('longitude', place.longitude)
    for (const name of ['line1', 'district', 'postal_code', 'city_id', 'latitude', 'longitude'] as const) clearServerError(name)
  }

  const field = (name: FieldName, label: string, input: (props: InputProps) => ReactNode, wide = false) => (
    <form.Field name={name}>
      {(api) => {
        const shown = api.state.meta.isBlurred || form.state.submissionAttempts > 0
        const clientError = shown ? errorText(api.state.meta.errors[0]) : undefined
        const error = serverErrors[name]?.[0] ?? clientError
        const id = `${idPrefix}-${name}`
        return (
          <div className={wide ? 'sm:col-span-2' : undefined}>
            <label htmlFor={id} className="mb-1 block text-sm font-semibold">
              {label}
            </label>
            {input({
              id,
              name,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? `${id}-error` : undefined,
              className: `w-full rounded-lg border px-3 py-2 ${error ? 'border-red-600' : 'border-slate-300'}`,
              value: api.state.value,
              onBlur: api.handleBlur,
              onValue: (value) => {
                clearServerError(name)
                api.handleChange(value as never)
              },
            })}
            {error ? (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-testid={`error-${name}`}>
                {error}
              </p>
            ) : null}
          </div>
        )
      }}
    </form.Field>
  )

  const text = (maxLength: number, extra: Partial<React.InputHTMLAttributes<HTMLInputElement>> = {}) =>
    function TextInput({ onValue, value, ...props }: InputProps) {
      return <input {...props} {...extra} maxLength={maxLength} value={String(value ?? '')} onChange={(event) => onValue(event.target.value)} />
    }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
    >
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
      {field('label', m.address_field_label(), text(60, { placeholder: m.address_field_label_hint() }))}
      {field('recipient_name', m.address_field_recipient(), text(100, { autoComplete: 'name' }))}
      {field('phone', m.address_field_phone(), text(40, { type: 'tel', dir: 'ltr', inputMode: 'tel', autoComplete: 'tel', placeholder: m.address_field_phone_hint() }))}
      {field('city_id', m.address_field_city(), function CitySelect({ onValue, value, ...props }: InputProps) {
        return (
          <select {...props} value={String(value)} onChange={(event) => onValue(Number(event.target.value))}>
            <option value="0">{m.address_field_city_choose()}</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        )
      })}
      {field('line1', m.address_field_line1(), text(200, { placeholder: m.address_field_line1_hint(), autoComplete: 'address-line1' }), true)}
      {field('line2', m.address_field_line2(), text(200, { autoComplete: 'address-line2' }), true)}
      {field('district', m.address_field_district(), text(100))}
      {field('postal_code', m.address_field_postal_code(), text(5, { inputMode: 'numeric', dir: 'ltr', autoComplete: 'postal-code' }))}
      <form.Subscribe selector={(state) => [state.values.latitude, state.values.longitude] as const}>
        {([latitude, longitude]) =>
          latitude !== null && longitude !== null ? (
            <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600 sm:col-span-2" data-testid="address-position">
              <span>
                {m.address_map_pinned()} · <bdi dir="ltr">{`${latitude.toFixed(5)}, ${longitude.toFixed(5)}`}</bdi>
              </span>
              <button
                type="button"
                className="font-semibold text-brand-700 hover:underline"
                onClick={() => {
                  form.setFieldValue('latitude', null)
                  form.setFieldValue('longitude', null)
                }}
              >
                {m.address_map_clear()}
              </button>
            </p>
          ) : null
        }
      </form.Subscribe>
      {serverErrors.latitude?.[0] || serverErrors.longitude?.[0] ? (
        <p className="text-sm text-red-700 sm:col-span-2">{serverErrors.latitude?.[0] ?? serverErrors.longitude?.[0]}</p>
      ) : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={submitting}
              className="inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-400 sm:w-auto"
            >
              {submitting ? m.address_saving() : address ? m.address_submit_update() : m.address_submit_create()}
            </button>
          </div>
        )}
      </form.Subscribe>
    </form>
  )
}

type InputProps = {
  id: string
  name: string
  className: string
  value: unknown
  'aria-invalid'?: boolean
  'aria-describedby'?: string
  onBlur: () => void
  onValue: (value: unknown) => void
}

function errorText(error: unknown): string | undefined {
  if (!error) return undefined
  if (typeof error === 'string') return error
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message
  return undefined
}
