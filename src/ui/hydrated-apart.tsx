import { type ReactNode, Suspense } from 'react'

/**
 * A part of the page React hydrates apart from the rest (docs/decisions/0051): a Suspense boundary
 * around server HTML lets React hydrate the page's shell first, then each such part in short tasks
 * of its own, the one a shopper touches first. Without them, the catalogue hydrated in one task of
 * 160–240 ms on Lighthouse's phone (a CPU four times slower), the task its "total blocking time"
 * counts. Nothing in it suspends: no fallback is ever shown.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>
}
