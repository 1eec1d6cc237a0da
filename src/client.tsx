/**
 * The browser entry: TanStack Start's default (hydrate the document inside a transition), run
 * once the browser has painted the server's HTML. Without the wait, React hydrated the whole page
 * before the first paint whenever the scripts were at hand (a repeat visit, a fast network): the
 * first and largest paint of `/catalogue` came 0.85 s into an unthrottled load, 0.41 s with it.
 * (Lighthouse's simulated phone is bound by the bytes loaded before that paint, and did not move.)
 * A tab opened in the background hydrates when it is first shown.
 */
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
}

// A frame callback runs just before the next paint; the task it queues runs after it.
requestAnimationFrame(() => setTimeout(hydrate, 0))
