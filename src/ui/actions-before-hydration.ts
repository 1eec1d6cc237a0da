/**
 * What a shopper does before the page has hydrated is kept, not lost (docs/decisions/0054). The
 * server's HTML shows, and can be pressed, before the scripts run (docs/decisions/0052): on a slow
 * phone for seconds. Until React has hydrated a button, pressing it does nothing, and a form sent
 * leaves the page. So, from the entry's first moment, until React has hydrated what was pressed:
 *
 * - a form sent by `post` (the kit's forms, the product page's "add to cart") is held, and sent
 *   again through the app once React has hydrated it: the app's path does what the form's plain
 *   post cannot (a visitor's cart joined at sign-in, the toasts, the next page without a reload).
 *   What was typed is in the form's state by then (src/ui/form/typed-before-hydration.ts). A `get`
 *   form (search, filters, sort) goes as it is: its URL is its result;
 * - a button pressed (add to cart, the city, a menu) is pressed again, in order, once hydrated.
 *
 * The event is stopped here, before React's own listener (on the document too, added later): React
 * could also hydrate the part on the press and run it, and the press would count twice.
 * While something waits, `<html data-waiting-for-scripts>` shows a busy cursor and bar
 * (styles/app.css). With scripts off none of this runs: a kit form posts to its server function
 * (src/upstream/form-post.ts), and what needs scripts says so (src/ui/scripts-off.tsx).
 *
 * It runs as an inline script of the document's head (`HOLD_ACTIONS_SCRIPT`, src/ui/document-head.tsx),
 * not from the entry: the entry module runs only once its own imports have arrived, and on a slow
 * line a press came before them and went as a plain post (a slowed phone's run lost a staff
 * member's "تأكيد" so). So the function is whole in itself: no import, nothing of the module's
 * outside it, since its text is what the page runs.
 */
type Held = { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null } | { kind: 'press'; button: HTMLElement }

export function holdActionsUntilHydrated() {
  const WAITING = 'waitingForScripts'
  /** How long a held action may wait for its part of the page (a slow phone on a slow network). */
  const GIVE_UP_AFTER_MS = 60_000
  const root = document.documentElement
  const held: Held[] = []
  let heldSince = 0

  const hold = (event: Event, action: Held) => {
    stop(event)
    if (held.length === 0) {
      heldSince = performance.now()
      requestAnimationFrame(replay)
    }
    held.push(action)
    root.dataset[WAITING] = 'true'
  }

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || form.method !== 'post' || isReady(form)) return
      // A second press of the same form sends it once.
      if (held.some((action) => action.kind === 'submit' && action.form === form)) return stop(event)
      hold(event, { kind: 'submit', form, submitter: event.submitter })
    },
    true,
  )
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return
      const button = event.target.closest<HTMLElement>('button, [role="button"]')
      // A form's own button sends the form: the submit above holds that.
      if (!button || isReady(button) || (button instanceof HTMLButtonElement && (button.type === 'submit' || button.disabled))) return
      hold(event, { kind: 'press', button })
    },
    true,
  )

  /** In order, each once React has hydrated what it targets. */
  function replay() {
    while (held.length > 0) {
      const action = held[0]!
      const target = action.kind === 'submit' ? action.form : action.button
      // A client-side navigation may have replaced what was pressed: then it no longer applies.
      if (target.isConnected && !isReady(target)) break
      held.shift()
      if (!target.isConnected) continue
      if (action.kind === 'submit') action.form.requestSubmit(submitterOf(action))
      else action.button.click()
    }
    if (held.length > 0 && performance.now() - heldSince < GIVE_UP_AFTER_MS) {
      requestAnimationFrame(replay)
      return
    }
    held.length = 0
    delete root.dataset[WAITING]
  }

  function stop(event: Event) {
    event.preventDefault()
    event.stopImmediatePropagation()
  }

  /**
   * Whether React handles this element's events now. The root's hydration comes before that of the
   * route's own part and of the parts hydrated apart (docs/decisions/0051), so it is asked of the
   * element itself:
   * - a form, once its hydration is committed: it marks itself then (`data-hydrated`, by
   *   `markFormHydrated`, src/ui/form/form-parts.tsx). Sent earlier, while React is still
   *   hydrating it, React would put the event aside for later and let the browser send the form;
   * - a button, once React holds its props (under a key of its own, `__reactProps$…`, React 17 to
   *   19): a press while React is still hydrating it is put aside and run by React itself after.
   */
  function isReady(element: HTMLElement) {
    if (element instanceof HTMLFormElement) return element.dataset.hydrated === 'true'
    return Object.keys(element).some((key) => key.startsWith('__reactProps$'))
  }

  /** The button that sent the form, when it still belongs to it (requestSubmit refuses any other). */
  function submitterOf(action: { form: HTMLFormElement; submitter: HTMLElement | null }) {
    const submitter = action.submitter
    return submitter instanceof HTMLButtonElement && submitter.form === action.form ? submitter : undefined
  }
}

/**
 * The function above as the head's inline script, run as soon as the parser reaches it. Only the
 * server writes it: the browser already has it from the HTML, and hydration keeps a script's text
 * as the server sent it (document-head.tsx), so the browser's build is left without the function
 * (about 1 KB of the hydration chunk).
 */
export const HOLD_ACTIONS_SCRIPT = import.meta.env.SSR ? `(${holdActionsUntilHydrated.toString()})()` : ''
