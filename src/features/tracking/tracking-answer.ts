import type { TrackingView } from '~/api/contract/tracking'

/** What the tracking page draws: the order, or why there is none. */
export type TrackingAnswer = { kind: 'found'; view: TrackingView } | { kind: 'expired' } | { kind: 'invalid' }

/** How often the page asks again while the order is still to come (none once it is settled). */
export const REFRESH_SECONDS = 60

export const keepsRefreshing = (answer: TrackingAnswer | null | undefined) =>
  answer?.kind === 'found' && (answer.view.status === 'on_its_way' || answer.view.status === 'not_out')
