import { Asset, HeadContent, useRouter, useTags } from '@tanstack/react-router'
import { HOLD_ACTIONS_SCRIPT } from '~/ui/actions-before-hydration'
import { SCRIPTS_AFTER_PAINT_ID } from '~/ui/scripts-after-paint'
import { MARK_SCRIPTS_ON } from '~/ui/scripts-off'

/**
 * The document's `<head>`: what TanStack Router's `HeadContent` renders (title, meta, links,
 * styles), except the preloads of the page's scripts, which are listed in a data block for the
 * entry to add after the first paint (src/ui/scripts-after-paint.ts, docs/decisions/0052).
 * The dev server keeps the router's own: its `HeadContent` also removes the styles it served
 * before hydration, which Vite's hot reload then replaces.
 */
export function DocumentHead() {
  const nonce = useRouter().options.ssr?.nonce
  return (
    <>
      {/* First: marks the page as running scripts before anything shows (src/ui/scripts-off.tsx). */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MARK_SCRIPTS_ON }} suppressHydrationWarning />
      {/* Then: a press or a form sent before the page hydrates is held until it has (src/ui/actions-before-hydration.ts). */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HOLD_ACTIONS_SCRIPT }} suppressHydrationWarning />
      {import.meta.env.DEV ? <HeadContent /> : <HeadWithScriptsAfterPaint />}
    </>
  )
}

function HeadWithScriptsAfterPaint() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  const scriptPreloads: string[] = []
  const headTags = tags.filter((tag) => {
    if (tag.tag !== 'link' || tag.attrs?.rel !== 'modulepreload') return true
    scriptPreloads.push(String(tag.attrs.href))
    return false
  })
  return (
    <>
      {headTags.map((tag) => (
        <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
      ))}
      <script
        type="application/json"
        id={SCRIPTS_AFTER_PAINT_ID}
        nonce={nonce}
        // Asset paths from the build's manifest: no `<` to escape.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(scriptPreloads) }}
        suppressHydrationWarning
      />
    </>
  )
}
