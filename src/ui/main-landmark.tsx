import { type HTMLAttributes, createContext, useContext } from 'react'

/** Whether a `<main>` is already drawn above: a page has exactly one (a screen reader's landmark). */
const InsideMain = createContext(false)

/**
 * The page's `<main id="main">`, the target of the "skip to content" link (src/routes/__root.tsx).
 * A layout that draws it around its pages (the sign-in pages', the back office's) and a screen
 * that may show inside such a layout or alone (the error screen) both use it: inside another, it is
 * a plain block, so the page keeps exactly one `<main>`.
 */
export function MainLandmark({ children, ...props }: Omit<HTMLAttributes<HTMLElement>, 'id'>) {
  const inside = useContext(InsideMain)
  if (inside) return <div {...props}>{children}</div>
  return (
    <main id="main" {...props}>
      <InsideMain.Provider value>{children}</InsideMain.Provider>
    </main>
  )
}
