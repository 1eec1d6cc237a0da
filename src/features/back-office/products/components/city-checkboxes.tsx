/** The cities where the product is sold: one box each. */
import type { ProductOptions } from '~/api/contract/admin-products'
import { m } from '~/paraglide/messages.js'
import { CheckboxControl, FieldsetFrame } from '~/ui/form/controlled'
import { FieldError, useShopField } from '~/ui/form/form-hook'

export function CityCheckboxes({ cities }: { cities: ProductOptions['cities'] }) {
  const { id, name, value, error, errorId, setValue } = useShopField<number[]>()
  return (
    <FieldsetFrame legend={m.bo_products_cities()} describedBy={error ? errorId : undefined} className="grid gap-1">
      {/* A row apart each: 16 px boxes keep 24 px of room around them (WCAG 2.5.8). */}
      <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {cities.map((city) => (
          <CheckboxControl
            key={city.id}
            id={`${id}-${city.id}`}
            label={city.name}
            checked={value.includes(city.id)}
            onCheckedChange={(checked) => setValue(checked ? [...value, city.id] : value.filter((cityId) => cityId !== city.id))}
          />
        ))}
      </div>
      <FieldError id={errorId} name={name} error={error} />
    </FieldsetFrame>
  )
}
