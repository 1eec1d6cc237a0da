/**
 * The browser entry, a few hundred bytes: it lets the browser paint the server's HTML, then loads
 * the page's scripts and hydrates (docs/decisions/0052). Until then the page reads and its links
 * work as plain links. The scripts' preloads wait with it (src/ui/scripts-after-paint.ts); a tab
 * opened in the background loads them when it is first shown. What the shopper presses or sends
 * before the page hydrates is held until then by the head's inline script, which runs before this
 * entry can (src/ui/actions-before-hydration.ts).
 */
import { startScriptsAfterPaint } from '~/ui/scripts-after-paint'

startScriptsAfterPaint(() => import('./hydrate-document'))
