import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { m } from '~/paraglide/messages.js'

/** The bar appears only for loads longer than 200 ms and fills over 2000 ms. */
export const LOADING_BAR_THROTTLE_MS = 200
export const LOADING_BAR_DURATION_MS = 2000
const TICK_MS = 100
const HIDE_AFTER_MS = 400
/** An error stays in sight longer, so it is noticed. */
const HIDE_ERROR_AFTER_MS = 2000

/**
 * A thin bar at the top of the page during page loads; it turns the error colour when the
 * load ends in an error.
 */
export function LoadingBar() {
  const isLoading = useRouterState({ select: (state) => state.isLoading })
  const failed = useRouterState({ select: (state) => state.matches.some((match) => match.status === 'error') })
  const [progress, setProgress] = useState<number | null>(null)
  const [errored, setErrored] = useState(false)
  const shown = useRef(false)

  useEffect(() => {
    if (!isLoading) return
    setErrored(false)
    let ticker: ReturnType<typeof setInterval> | undefined
    const throttle = setTimeout(() => {
      shown.current = true
      setProgress(0)
      const step = (100 * TICK_MS) / LOADING_BAR_DURATION_MS
      // Fills up to 90% over the duration, then waits for the page.
      ticker = setInterval(() => setProgress((value) => Math.min(90, (value ?? 0) + step)), TICK_MS)
    }, LOADING_BAR_THROTTLE_MS)
    return () => {
      clearTimeout(throttle)
      clearInterval(ticker)
    }
  }, [isLoading])

  useEffect(() => {
    if (isLoading || !shown.current) return
    shown.current = false
    setErrored(failed)
    setProgress(100)
    const hide = setTimeout(() => setProgress(null), failed ? HIDE_ERROR_AFTER_MS : HIDE_AFTER_MS)
    return () => clearTimeout(hide)
  }, [isLoading, failed])

  if (progress === null) return null
  return (
    <div
      role="progressbar"
      aria-label={m.loading()}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      data-state={errored ? 'error' : 'loading'}
      className={`loading-bar fixed start-0 top-0 z-[60] h-[3px] transition-[width] duration-100 ease-linear ${
        errored ? 'bg-red-600' : 'bg-brand-500'
      }`}
      style={{ width: `${progress}%` }}
    />
  )
}
