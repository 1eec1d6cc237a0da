/**
 * TanStack Start's default browser start: hydrate the document inside a transition. Imported by
 * the entry (src/client.tsx) once the browser has painted the server's HTML: evaluating these
 * scripts before that paint delayed it (the first and largest paint of `/catalogue` came 0.85 s
 * into an unthrottled load with hydration before it, 0.41 s after it).
 */
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
