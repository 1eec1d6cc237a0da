import { useLocation } from '@tanstack/react-router'
import { HiddenField } from '~/ui/form/controls'

/**
 * The page's other search parameters as hidden fields of a `get` form (the catalogue's search and
 * price range): sent without scripts, or before the page hydrates, the form keeps the filters it
 * does not set (docs/decisions/0054). With scripts, the form's own handler builds the URL.
 */
export function KeptSearchFields({ except }: { except: readonly string[] }) {
  const search = useLocation({ select: (location) => location.searchStr })
  return [...new URLSearchParams(search)]
    .filter(([name]) => !except.includes(name))
    .map(([name, value], index) => <HiddenField key={`${name}-${index}`} name={name} value={value} />)
}
