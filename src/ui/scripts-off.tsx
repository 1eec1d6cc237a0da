/**
 * What shows only when the page's scripts do not run (docs/decisions/0054): the head's first
 * script marks the page `data-scripts` (document-head.tsx), and styles/app.css hides `.scripts-off`
 * then. Not `<noscript>`: a browser whose scripts an automation turned off (the tests') still
 * parses it as text, and hides it from its users.
 */
export const SCRIPTS_OFF_CLASS = 'scripts-off'

/** A note saying what needs scripts, in the amber of warnings. */
export function ScriptsOffNote({ children, className = 'rounded-lg px-3 py-2' }: { children: string; className?: string }) {
  return <p className={`${SCRIPTS_OFF_CLASS} bg-amber-50 text-sm text-amber-900 ${className}`}>{children}</p>
}

/** The inline script of the head that marks the page as running scripts, before the body shows. */
export const MARK_SCRIPTS_ON = "document.documentElement.dataset.scripts='on'"
