/**
 * Marks a form as run by React (`data-hydrated`): a press before that is held by
 * src/ui/actions-before-hydration.ts and sent again once the form is live. Free of imports, so
 * a form outside the form kit (the product cards' "add to cart") marks itself without loading the
 * kit and TanStack Form with every catalogue page (docs/decisions/0090).
 */
export function markFormHydrated(form: HTMLFormElement | null) {
  if (form) form.dataset.hydrated = 'true'
}
