/**
 * The address form's pinned position (set by a picked place or the dragged pin): its
 * coordinates, a button to drop it, and what the checks say of it. A part of the address form.
 */
import { m } from '~/paraglide/messages.js'
import { FieldError, useShopField, withForm } from '~/ui/form/form-hook'
import { emptyAddressValues } from '~/features/addresses/address-values'

export const AddressPosition = withForm({
  // Only its type matters: the address form's values.
  defaultValues: emptyAddressValues(0),
  render: function AddressPosition({ form }) {
    return (
      <>
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
        <form.AppField name="latitude">{() => <CoordinateError />}</form.AppField>
        <form.AppField name="longitude">{() => <CoordinateError />}</form.AppField>
      </>
    )
  },
})

/** A coordinate has no control of its own: only its error shows (outside Morocco…). */
function CoordinateError() {
  const { name, error, errorId } = useShopField<number | null>()
  return <FieldError id={errorId} name={name} error={error} className="sm:col-span-2" />
}
