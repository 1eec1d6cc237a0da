/**
 * What a shopper typed or chose before the page hydrated (docs/decisions/0054). The server's HTML
 * is usable before the scripts run (docs/decisions/0052): a shopper on a slow phone types into the
 * fields at once. React keeps the DOM's value while it hydrates a controlled control, but the
 * value in the form's state is still the one the server rendered, and the next render writes that
 * back: what was typed vanished at the first press of the button.
 *
 * Each control of the kit takes this ref. When the control is first attached (the hydration's
 * commit, or a mount in the browser, where the DOM holds what was rendered and nothing happens),
 * it compares what the DOM holds with what was rendered and hands the difference to the control's
 * own change handler, as if the shopper had typed it after hydration.
 */
import { type RefCallback, useState } from 'react'

/**
 * @param rendered the value the control was rendered with (this first render's).
 * @param read the control's value as the field holds it; `undefined` when it holds none of its own
 *   (an unchecked radio says nothing about its group).
 * @param adopt the control's change handler.
 */
export function useTypedBeforeHydration<Control extends HTMLElement, Value>(
  rendered: Value,
  read: (control: Control) => Value | undefined,
  adopt: (value: Value) => void,
): RefCallback<Control> {
  // The first render's values on purpose: they are what the server rendered.
  const [attach] = useState(() => (control: Control | null) => {
    if (!control) return
    const held = read(control)
    if (held !== undefined && !Object.is(held, rendered)) adopt(held)
  })
  return attach
}

export const readText = (control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) => control.value
export const readChecked = (control: HTMLInputElement) => control.checked
export const readNumber = (control: HTMLInputElement) => (control.value === '' ? null : Number(control.value))
export const readCheckedRadio = (control: HTMLInputElement) => (control.checked ? control.value : undefined)
