/**
 * The page's scripts load after its first paint (docs/decisions/0052). The server lists their
 * preloads in a data block instead of `<link rel="modulepreload">` tags (src/ui/document-head.tsx),
 * so that neither their download nor their evaluation comes before the paint: on a phone's network
 * they shared its bandwidth with the styles, fonts and first images, and evaluated, they held the
 * paint back by the time a phone takes to run them.
 *
 * This module is the entry's only import: it must stay free of other imports.
 */
export const SCRIPTS_AFTER_PAINT_ID = 'scripts-after-paint'

/** After the next paint: preload the listed scripts all at once, then run `load` (the hydration's import). */
export function startScriptsAfterPaint(load: () => Promise<unknown>) {
  // A frame callback runs just before the next paint; the task it queues runs after it.
  requestAnimationFrame(() =>
    setTimeout(() => {
      preloadListedScripts()
      void load()
    }, 0),
  )
}

function preloadListedScripts() {
  const list = document.getElementById(SCRIPTS_AFTER_PAINT_ID)
  const hrefs: unknown = list?.textContent ? JSON.parse(list.textContent) : []
  if (!Array.isArray(hrefs)) return
  // With 'strict-dynamic', a preload needs the page's nonce; Vite's own preloads read it here too.
  const nonce = document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')?.nonce
  for (const href of hrefs) {
    if (typeof href !== 'string') continue
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    if (nonce) link.nonce = nonce
    document.head.append(link)
  }
}
