import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { SEARCH_SUGGESTIONS_MIN_LENGTH, SEARCH_TEXT_MAX } from '~/api/contract/catalogue-rules'
import { m } from '~/paraglide/messages.js'
import { formatMoney } from '~/lib/money'
import { searchSuggestionsQuery } from '~/features/catalogue/catalogue.queries'
import { initialDataQuery } from '~/features/city/city.queries'
import { type Suggestion, suggestionsOf } from './search-suggestions'
import { KeptSearchFields } from '~/ui/kept-search-fields'
import { TextControl } from '~/ui/form/controls'

/** A pause in typing before suggestions are asked for: one request per pause, not per key. */
const TYPING_PAUSE_MS = 150

/**
 * The catalogue's search field, with suggestions as the shopper types: WAI-ARIA's combobox with a
 * listbox popup. Arrow keys move through the suggestions (announced through aria-activedescendant),
 * Enter opens the one chosen or, with none, searches the text (`?q=`), Escape closes the list.
 */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string | undefined) => void }) {
  const [text, setText] = useState(initial)
  const [typed, setTyped] = useState(initial)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const ids = useId()
  const listId = `${ids}-suggestions`
  const navigate = useNavigate()
  useEffect(() => setText(initial), [initial])
  useEffect(() => {
    const timer = setTimeout(() => setTyped(text.trim()), TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text])

  const cityId = useQuery(initialDataQuery()).data?.city_id
  const wanted = typed.length >= SEARCH_SUGGESTIONS_MIN_LENGTH && cityId !== undefined
  const { data } = useQuery({
    ...searchSuggestionsQuery(cityId ?? 0, typed),
    enabled: wanted,
    // The last list stays while the next one loads; an older answer never replaces a newer one.
    placeholderData: keepPreviousData,
  })
  const options = wanted && data ? suggestionsOf(data) : []
  const expanded = open && options.length > 0
  useEffect(() => setActive(-1), [data])

  const choose = (option: Suggestion) => {
    setOpen(false)
    setActive(-1)
    void navigate(option.location)
  }
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return
      event.preventDefault()
      setOpen(true)
      setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % options.length : current <= 0 ? options.length - 1 : current - 1))
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      choose(options[active]!)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <form
      role="search"
      className="relative flex"
      onSubmit={(event) => {
        event.preventDefault()
        setOpen(false)
        onSearch(text.trim() || undefined)
      }}
    >
      <KeptSearchFields except={['q', 'page']} />
      <label htmlFor={`${ids}-input`} className="sr-only">
        {m.search_label()}
      </label>
      <TextControl
        id={`${ids}-input`}
        name="q"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        maxLength={SEARCH_TEXT_MAX}
        onValueChange={setText}
        onInput={() => setOpen(true)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        placeholder={m.search_placeholder()}
        className="w-44 rounded-s-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:w-56"
        data-testid="catalogue-search"
      />
      <button type="submit" className="rounded-e-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700">
        {m.search_submit()}
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={m.search_suggestions_label()}
        hidden={!expanded}
        className="absolute start-0 top-full z-30 mt-1 max-h-96 w-[min(22rem,calc(100vw-2rem))] overflow-y-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200"
        data-testid="search-suggestions"
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Chosen on mouse down, before the field's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault()
              choose(option)
            }}
            onMouseEnter={() => setActive(index)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === active ? 'bg-brand-50' : ''}`}
          >
            {option.kind === 'product' ? (
              <>
                <img
                  src={option.product.image.url}
                  alt=""
                  width={40}
                  height={40}
                  className="size-10 shrink-0 rounded bg-slate-100 object-cover"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{option.product.name}</span>
                  <span className="block text-xs text-slate-500">{option.product.brand.name}</span>
                </span>
                <span className="shrink-0 font-bold text-brand-900">{formatMoney(option.product.sell_price ?? option.product.price)}</span>
              </>
            ) : (
              <span>
                <span className="text-xs text-slate-500">
                  {option.kind === 'brand' ? m.search_suggestion_brand() : m.search_suggestion_category()}{' '}
                </span>
                <span className="font-semibold">{option.label}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {expanded ? m.search_suggestions_count({ count: options.length }) : ''}
      </p>
    </form>
  )
}
