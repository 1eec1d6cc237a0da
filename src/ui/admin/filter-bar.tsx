/**
 * A back-office list's filter bar, built with the form kit: its fields start from the URL's
 * search, and "apply" writes them back into it (TanStack Router's `navigate`), keeping the other
 * search params (sort, page size) and going back to the first page (`page` dropped). A new URL
 * (back button, a shared link) starts the form again from it. An empty field (`''`, `0`, `null`,
 * blank text) leaves the URL. Before the page hydrates, a press is held until it has, as every
 * kit form does (src/ui/actions-before-hydration.ts).
 *
 * `children` draws the fields with the form it is given (`form.AppField`, the kit's fields);
 * `toSearch` turns the values into search params when they are not one-to-one. `clearLabel`
 * adds a "clear" button, shown while a filter is set.
 *
 * @example
 * <FilterBar
 *   label={m.bo_orders_filters()}
 *   values={{ q: search.q ?? '', status: search.status ?? '', city: search.city ?? 0 }}
 *   submitLabel={m.bo_orders_apply()}
 *   clearLabel={m.bo_orders_clear()}
 *   idPrefix="orders-filter"
 *   className="sm:grid-cols-2 lg:grid-cols-4"
 * >
 *   {(form) => (
 *     <>
 *       <form.AppField name="q">{(field) => <field.TextField label={m.bo_orders_search()} type="search" />}</form.AppField>
 *       <form.AppField name="status">{(field) => <field.SelectField label={m.orders_status()} options={statusOptions} />}</form.AppField>
 *     </>
 *   )}
 * </FilterBar>
 */
import { useNavigate } from '@tanstack/react-router'
import { useShopForm } from '~/ui/form/form-hook'

type Search = Record<string, unknown>
type ShopForm<Values extends Record<string, unknown>> = ReturnType<typeof useShopForm<Values>>

type Props<Values extends Record<string, unknown>> = {
  /** The search landmark's name ("Filtres des commandes"). */
  label: string
  /** The filters as the URL has them now, as the form's values. */
  values: Values
  submitLabel: string
  /** A "clear the filters" button, shown while one is set. */
  clearLabel?: string
  /** The URL's search params for the values (default: each value, empty ones dropped). */
  toSearch?: (values: Values) => Search
  /** Where the search goes: by default, the route itself writes it (`navigate`, the other params kept). */
  onApply?: (search: Search) => void
  idPrefix?: string
  /** Grid columns of the fields from larger screens ("sm:grid-cols-2 lg:grid-cols-4"). */
  className?: string
  children: (form: ShopForm<Values>) => React.ReactNode
  /** Things after the buttons (quick filters…). */
  after?: React.ReactNode
  /** Inside a card already: no card of its own. */
  plain?: boolean
}

/** A value the URL leaves out: nothing chosen. */
const isEmpty = (value: unknown) =>
  value === '' || value === 0 || value === null || value === undefined || (Array.isArray(value) && !value.length)

/** Each value as a search param; empty ones `undefined` (so they leave the URL), text trimmed. */
export function searchOfValues(values: Record<string, unknown>): Search {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const trimmed = typeof value === 'string' ? value.trim() : value
      return [key, isEmpty(trimmed) ? undefined : trimmed]
    }),
  )
}

export function FilterBar<Values extends Record<string, unknown>>(props: Props<Values>) {
  // A new URL starts the form again from it.
  return <FilterForm key={JSON.stringify(props.values)} {...props} />
}

function FilterForm<Values extends Record<string, unknown>>({
  label,
  values,
  submitLabel,
  clearLabel,
  toSearch = searchOfValues,
  onApply,
  idPrefix,
  className = '',
  children,
  after,
  plain = false,
}: Props<Values>) {
  const navigate = useNavigate()
  const apply = (search: Search) => {
    if (onApply) return onApply(search)
    // The other params kept, back to the first page.
    void navigate({ to: '.', search: ((previous: Search) => ({ ...previous, ...search, page: undefined })) as never })
  }
  const form = useShopForm({
    defaultValues: values,
    idPrefix,
    submit: async (typed) => {
      apply(toSearch(typed))
    },
  })
  const filtered = Object.values(toSearch(values)).some((value) => value !== undefined)
  const cleared = Object.fromEntries(Object.keys(toSearch(values)).map((key) => [key, undefined]))
  return (
    <form.AppForm>
      <form.Form role="search" aria-label={label} className={`grid gap-3 ${plain ? '' : 'rounded-xl bg-white p-4 shadow-sm'} ${className}`}>
        {children(form)}
        <div className="col-span-full flex flex-wrap items-center gap-3">
          <div className="w-full sm:w-auto sm:min-w-48">
            <form.SubmitButton>{submitLabel}</form.SubmitButton>
          </div>
          {clearLabel ? (
            <button
              type="button"
              className="font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
              onClick={() => apply(cleared)}
              hidden={!filtered}
            >
              {clearLabel}
            </button>
          ) : null}
          {after}
        </div>
      </form.Form>
    </form.AppForm>
  )
}
