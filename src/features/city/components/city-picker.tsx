import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { m } from '~/paraglide/messages.js'
import { MapPinIcon } from '~/ui/icons'
import { toast } from '~/ui/toasts/toast-store'
import { BareSelect } from '~/ui/form/controls'
import { chooseCity } from '~/features/city/city.functions'
import { initialDataQuery } from '~/features/city/city.queries'

/**
 * The delivery city, in the header. Changing it stores the choice (cookie `selectedCityId`) and
 * reloads every price and availability for the new city. A native select: accessible, mirrored
 * in Arabic, and comfortable on phones; chosen before the page hydrated, it is applied once it has.
 */
export function CityPicker() {
  const { data } = useQuery(initialDataQuery())
  const queryClient = useQueryClient()
  const router = useRouter()
  const choose = useServerFn(chooseCity)
  const mutation = useMutation({
    mutationFn: (cityId: number) => choose({ data: { cityId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries()
      await router.invalidate()
    },
    onError: (error) => toast.error(error instanceof Error && error.message ? error.message : m.error_generic_message()),
  })
  if (!data) return null
  const current = mutation.isPending ? mutation.variables : data.city_id
  return (
    <label className="flex items-center gap-1.5 rounded-lg border border-slate-200 px-2 py-1 text-sm text-slate-700 focus-within:border-brand-500">
      <MapPinIcon className="size-4 shrink-0 text-brand-500" />
      <span className="sr-only">{m.city_label()}</span>
      <BareSelect
        data-testid="city-picker"
        value={current ?? ''}
        disabled={mutation.isPending}
        // A city chosen before the page hydrated is chosen once it has (docs/decisions/0054).
        onValueChange={(city) => mutation.mutate(Number(city))}
        options={data.cities.map((city) => ({ value: String(city.id), label: city.name }))}
        className="min-w-0 flex-1 bg-transparent py-0.5 font-semibold outline-none sm:max-w-44"
      />
    </label>
  )
}
