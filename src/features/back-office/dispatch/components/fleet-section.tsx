/**
 * The fleet (docs/decisions/0100): each driver's van and the depots vans leave from, each an
 * editor of the form kit saved through the kit's versioned save. Staff read them; the admin saves
 * (the API refuses anyone else, and the page says so under the form).
 */
import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import type { Depot, Fleet, Van } from '~/api/contract/admin-dispatch'
import { m } from '~/paraglide/messages.js'
import { Card } from '~/ui/admin/page-parts'
import { SaveBar } from '~/ui/admin/save-bar'
import { useVersionedSave } from '~/ui/admin/use-versioned-save'
import { IdsField } from '~/ui/form/fields/ids-field'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { saveDepotFn, saveVanFn } from '~/features/back-office/dispatch/dispatch.functions'
import { EditedRecord } from '~/ui/form/edited-record'

const reloadFleet = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: ['back-office', 'dispatch', 'fleet'] })

export function FleetSection({ fleet }: { fleet: Fleet }) {
  return (
    <div className="grid gap-4">
      <Card title={m.dispatch_vans_title()} testId="dispatch-vans">
        {fleet.vans.length === 0 ? (
          <p className="text-sm text-slate-700">{m.dispatch_no_drivers()}</p>
        ) : (
          <div className="grid gap-6">
            {fleet.vans.map((van) => (
              <EditedRecord key={van.driver_id} live={van}>
                {(van) => <VanForm key={van.van?.version ?? 0} van={van} cities={fleet.cities} />}
              </EditedRecord>
            ))}
          </div>
        )}
      </Card>
      <Card title={m.dispatch_depots_title()} testId="dispatch-depots">
        <p className="mb-3 text-sm text-slate-700">{m.dispatch_depot_default()}</p>
        <div className="grid gap-6">
          {fleet.depots.map((depot) => (
            <EditedRecord key={depot.id} live={depot}>
              {(depot) => <DepotForm key={depot.version} depot={depot} cities={fleet.cities} />}
            </EditedRecord>
          ))}
          <DepotForm key="new" depot={null} cities={fleet.cities} />
        </div>
      </Card>
    </div>
  )
}

type Cities = Fleet['cities']

/** The browser's own checks, in the team's language, before anything is sent (the API checks again). */
const clock = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, m.dispatch_clock_invalid())
/** A number typed, whole, within bounds; an empty field (null) is refused with the same words. */
const bounded = (min: number, max: number, message: () => string, whole = true) =>
  z
    .number()
    .nullable()
    .refine((value) => value !== null && value >= min && value <= max && (!whole || Number.isInteger(value)), message())
const capacity = () => bounded(0, 2000, m.dispatch_van_capacity_invalid)
const vanSchema = () =>
  z.object({
    city_id: z.string(),
    label: z.string().max(60),
    jug_capacity: capacity(),
    pack_capacity: capacity(),
    shift_start: clock(),
    shift_end: clock(),
    minutes_per_stop: bounded(1, 240, m.dispatch_van_minutes_invalid),
  })
const position = (min: number, max: number) => bounded(min, max, m.dispatch_depot_position_invalid, false)
const depotSchema = () =>
  z.object({
    name: z.string().trim().min(1, m.dispatch_depot_name_required()).max(80),
    latitude: position(20, 37),
    longitude: position(-18, -0.9),
    city_ids: z.array(z.number()),
  })

function VanForm({ van, cities }: { van: Van; cities: Cities }) {
  const save = useServerFn(saveVanFn)
  const queryClient = useQueryClient()
  const values = {
    city_id: String(van.van?.city_id ?? cities[0]?.id ?? ''),
    label: van.van?.label ?? '',
    jug_capacity: van.van?.jug_capacity ?? (null as number | null),
    pack_capacity: van.van?.pack_capacity ?? (null as number | null),
    shift_start: van.van?.shift_start ?? '08:00',
    shift_end: van.van?.shift_end ?? '17:00',
    minutes_per_stop: van.van?.minutes_per_stop ?? (10 as number | null),
  }
  const saveVersioned = useVersionedSave({
    save: (form: typeof values, version: number) =>
      save({
        data: {
          ...form,
          driver_id: van.driver_id,
          city_id: Number(form.city_id),
          jug_capacity: form.jug_capacity ?? 0,
          pack_capacity: form.pack_capacity ?? 0,
          minutes_per_stop: form.minutes_per_stop ?? 10,
          version,
        },
      }),
    onSaved: async () => {
      toast.success(m.dispatch_van_saved({ driver: van.driver_name }))
      await reloadFleet(queryClient)
    },
    onLoadTheirs: () => reloadFleet(queryClient),
  })
  const form = useShopForm({
    defaultValues: values,
    schema: vanSchema(),
    idPrefix: `dispatch-van-${van.driver_id}`,
    submit: (form) => saveVersioned(form, van.van?.version ?? 0),
  })
  return (
    <form.AppForm>
      <form.Form className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="dispatch-van" data-driver={van.driver_id}>
        <h3 className="font-bold text-slate-900 sm:col-span-2 lg:col-span-4">
          {van.driver_name}
          {!van.van && <span className="ms-2 text-sm font-normal text-slate-600">{m.dispatch_van_none()}</span>}
        </h3>
        <form.AppField name="label">{(field) => <field.TextField label={m.dispatch_van_label()} dir="ltr" />}</form.AppField>
        <form.AppField name="city_id">
          {(field) => (
            <field.SelectField
              label={m.dispatch_van_city()}
              options={cities.map((city) => ({ value: String(city.id), label: city.name }))}
            />
          )}
        </form.AppField>
        <form.AppField name="jug_capacity">
          {(field) => <field.NumberField label={m.dispatch_van_jugs()} min={0} max={2000} step={1} />}
        </form.AppField>
        <form.AppField name="pack_capacity">
          {(field) => <field.NumberField label={m.dispatch_van_packs()} min={0} max={2000} step={1} />}
        </form.AppField>
        <form.AppField name="shift_start">
          {(field) => <field.TextField label={m.dispatch_van_shift_start()} hint={m.dispatch_clock_hint()} dir="ltr" inputMode="numeric" />}
        </form.AppField>
        <form.AppField name="shift_end">
          {(field) => <field.TextField label={m.dispatch_van_shift_end()} hint={m.dispatch_clock_hint()} dir="ltr" inputMode="numeric" />}
        </form.AppField>
        <form.AppField name="minutes_per_stop">
          {(field) => <field.NumberField label={m.dispatch_van_minutes()} min={1} max={240} step={1} />}
        </form.AppField>
        <div className="self-end">
          <SaveBar label={m.dispatch_van_save()} busyLabel={m.bo_saving()} />
        </div>
      </form.Form>
    </form.AppForm>
  )
}

function DepotForm({ depot, cities }: { depot: Depot | null; cities: Cities }) {
  const save = useServerFn(saveDepotFn)
  const queryClient = useQueryClient()
  const values = {
    name: depot?.name ?? '',
    latitude: depot?.latitude ?? (null as number | null),
    longitude: depot?.longitude ?? (null as number | null),
    city_ids: depot?.city_ids ?? ([] as number[]),
  }
  const saveVersioned = useVersionedSave({
    save: (form: typeof values, version: number) =>
      save({ data: { ...form, id: depot?.id ?? null, latitude: form.latitude ?? 0, longitude: form.longitude ?? 0, version } }),
    onSaved: async (answer) => {
      toast.success(m.dispatch_depot_saved({ name: answer.data.name }))
      // The new depot's form empties for the next one (a key of its own: another admin's new depot never clears it).
      if (!depot) form.reset()
      await reloadFleet(queryClient)
    },
    onLoadTheirs: () => reloadFleet(queryClient),
  })
  const form = useShopForm({
    defaultValues: values,
    schema: depotSchema(),
    idPrefix: `dispatch-depot-${depot?.id ?? 'new'}`,
    submit: (form) => saveVersioned(form, depot?.version ?? 0),
  })
  return (
    <form.AppForm>
      <form.Form className="grid gap-3 sm:grid-cols-3" data-testid="dispatch-depot" data-depot={depot?.id ?? 'new'}>
        <h3 className="font-bold text-slate-900 sm:col-span-3">{depot ? depot.name : m.dispatch_depot_new()}</h3>
        <form.AppField name="name">{(field) => <field.TextField label={m.dispatch_depot_name()} />}</form.AppField>
        <form.AppField name="latitude">
          {(field) => <field.NumberField label={m.dispatch_depot_latitude()} min={20} max={37} step="any" />}
        </form.AppField>
        <form.AppField name="longitude">
          {(field) => <field.NumberField label={m.dispatch_depot_longitude()} min={-18} max={-1} step="any" />}
        </form.AppField>
        <div className="sm:col-span-3">
          <form.AppField name="city_ids">
            {() => (
              <IdsField
                legend={m.dispatch_depot_cities()}
                hint={m.dispatch_depot_cities_hint()}
                options={cities.map((city) => ({ id: city.id, name: city.name }))}
              />
            )}
          </form.AppField>
        </div>
        <SaveBar label={depot ? m.dispatch_depot_save() : m.dispatch_depot_create()} busyLabel={m.bo_saving()} />
      </form.Form>
    </form.AppForm>
  )
}
