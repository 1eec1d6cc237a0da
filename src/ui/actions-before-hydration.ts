/**
 * What a shopper does before the page has hydrated is kept, not lost (docs/decisions/0054). The
 * server's HTML shows, and can be pressed, before the scripts run (docs/decisions/0052): on a slow
 * phone for seconds. Until React listens, a button pressed does nothing and a form sent leaves
 * the page. So, from the entry's first moment:
 *
 * - a form sent by `post` (the kit's forms) is held, and sent again through the app once the page
 *   has hydrated: the app's path does what the form's plain post cannot (a visitor's cart joined
 *   at sign-in, the toasts, the next page without a reload). What was typed is in the form's state
 *   by then (src/ui/form/typed-before-hydration.ts). A `get` form (search, filters) goes as it is:
 *   its URL is the result;
 * - a button pressed (add to cart, the city, a menu) is pressed again, in order, once hydrated.
 *
 * While something waits, `<html data-waiting-for-scripts>` shows a busy cursor and bar
 * (styles/app.css). With scripts off, none of this runs: a kit form posts to its server function
 * (src/ui/form/form-post.ts) and a button that needs scripts says so (`<noscript>`).
 *
 * This module is the entry's (src/client.tsx): it must stay free of imports.
 */
const HYDRATED = 'hydrated'
const WAITING = 'waitingForScripts'

type Held = { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null } | { kind: 'press'; button: HTMLElement }

export function holdActionsUntilHydrated() {
  const root = document.documentElement
  const hydrated = () => root.dataset[HYDRATED] === 'true'
  const held: Held[] = []

  const hold = (action: Held) => {
    held.push(action)
    root.dataset[WAITING] = 'true'
  }

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (hydrated() || !(form instanceof HTMLFormElement) || form.method !== 'post') return
      event.preventDefault()
      // A second press of the same form before hydration sends it once.
      if (!held.some((action) => action.kind === 'submit' && action.form === form))
        hold({ kind: 'submit', form, submitter: event.submitter })
    },
    true,
  )
  document.addEventListener(
    'click',
    (event) => {
      if (hydrated() || !(event.target instanceof Element)) return
      const button = event.target.closest<HTMLElement>('button, [role="button"]')
      // A form's own button sends the form: the submit above holds that.
      if (!button || (button instanceof HTMLButtonElement && (button.type === 'submit' || button.disabled))) return
      event.preventDefault()
      hold({ kind: 'press', button })
    },
    true,
  )

  const replay = () => {
    for (const action of held.splice(0)) {
      // A client-side navigation may have replaced what was pressed: then it no longer applies.
      if (action.kind === 'submit') {
        if (action.form.isConnected) action.form.requestSubmit(submitterOf(action))
      } else if (action.button.isConnected) action.button.click()
    }
    delete root.dataset[WAITING]
  }
  new MutationObserver((_, observer) => {
    if (!hydrated()) return
    observer.disconnect()
    // After the frame: the parts hydrated apart (docs/decisions/0051) hydrate on the press itself.
    requestAnimationFrame(() => setTimeout(replay, 0))
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
}

/** The button that sent the form, when it still belongs to it (requestSubmit refuses any other). */
function submitterOf(action: { form: HTMLFormElement; submitter: HTMLElement | null }) {
  const submitter = action.submitter
  return submitter instanceof HTMLButtonElement && submitter.form === action.form ? submitter : undefined
}
