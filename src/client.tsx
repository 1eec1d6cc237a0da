/**
 * The browser entry, a few hundred bytes: it lets the browser paint the server's HTML, then loads
 * the page's scripts and hydrates (docs/decisions/0052). Until then the page reads and its links
 * work as plain links. The scripts' preloads wait with it (src/ui/scripts-after-paint.ts); a tab
 * opened in the background loads them when it is first shown.
 */
import { startScriptsAfterPaint } from '~/ui/scripts-after-paint'

startScriptsAfterPaint(() => import('./hydrate-document'))
