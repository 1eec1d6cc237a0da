/**
 * What a shopper typed or chose before the page hydrated (docs/decisions/0054). The server's HTML
 * is usable before the scripts run (docs/decisions/0052): a shopper on a slow phone types into the
 * fields at once. React keeps the DOM's value while it hydrates a controlled control, but the
 * value in the form's state is still the one the server rendered, and the next render writes that
 * back: what was typed vanished at the first press of the button.
 *
 * Each control of the kit takes this ref. When the control is attached (the hydration's commit,
 * or a mount in the browser), it asks the control whether the shopper changed it: a value that
 * differs from the one in the HTML (`defaultValue`, `defaultChecked`, the option marked
 * `selected`), which only typing can make, React keeping both equal on the controls it renders.
 * A change is handed to the control's own change handler, as if typed after hydration.
 */
import { type RefCallback, useState } from 'react'

/**
 * @param read what the shopper put in the control, as the field holds it; `undefined` when the
 *   control holds what the HTML gave it (or, a radio, is not the one checked).
 * @param adopt the control's change handler.
 */
export function useTypedBeforeHydration<Control extends HTMLElement, Value>(
  read: (control: Control) => Value | undefined,
  adopt: (value: Value) => void,
): RefCallback<Control> {
  // One callback for the control's life: React calls it again only when it is attached again.
  const [attach] = useState(() => (control: Control | null) => {
    const typed = control ? read(control) : undefined
    if (typed !== undefined) adopt(typed)
  })
  return attach
}

type TextControl = HTMLInputElement | HTMLTextAreaElement

export const readText = (control: TextControl) => (control.value !== control.defaultValue ? control.value : undefined)
export const readNumber = (control: HTMLInputElement) =>
  control.value !== control.defaultValue ? (control.value === '' ? null : Number(control.value)) : undefined
export const readChecked = (control: HTMLInputElement) => (control.checked !== control.defaultChecked ? control.checked : undefined)
export const readCheckedRadio = (control: HTMLInputElement) => (control.checked && !control.defaultChecked ? control.value : undefined)
/** A list: the chosen option, when the HTML marked another one (the server marks the value it rendered). */
export function readChoice(control: HTMLSelectElement) {
  const marked = [...control.options].find((option) => option.defaultSelected)
  return marked && !control.selectedOptions[0]?.defaultSelected ? control.value : undefined
}
