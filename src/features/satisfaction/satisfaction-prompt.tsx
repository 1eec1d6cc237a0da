import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { initialDataQuery } from '~/features/city/city.queries'

// Its own chunk: loaded only for a customer who has a question to answer.
const SatisfactionPopup = lazy(() => import('./satisfaction-popup'))

/** Once per page load (it opens on app start), whatever the navigations after it. */
let askedThisPageLoad = false

/**
 * Opens the satisfaction popup when the signed-in customer has unshown requests (the initial
 * data's `user.unshown_satisfactions`), for the first of them (docs/decisions/0017).
 */
export function SatisfactionPrompt() {
  const { data } = useQuery(initialDataQuery())
  const first = data?.user?.unshown_satisfactions[0]?.id
  const [requestId, setRequestId] = useState<number | null>(null)
  useEffect(() => {
    if (first === undefined || askedThisPageLoad) return
    askedThisPageLoad = true
    setRequestId(first)
  }, [first])
  if (requestId === null) return null
  return (
    <Suspense fallback={null}>
      <SatisfactionPopup requestId={requestId} onClosed={() => setRequestId(null)} />
    </Suspense>
  )
}
