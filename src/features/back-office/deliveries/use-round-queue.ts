/**
 * The round page's side of the queue (round-queue.ts): loads what a previous visit left, sends
 * when the phone comes back online and every few seconds, and refreshes the round after each
 * answer. The driver's press only queues; sending is always this loop's job.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-store'
import { useCallback, useEffect } from 'react'
import { m } from '~/paraglide/messages.js'
import { toast } from '~/ui/toasts/toast-store'
import { sendRoundAction } from './deliveries.functions'
import { sendArrivalAction } from './send-arrival'
import { type RoundAction, type SendAnswer, RETRY_EVERY_MS, enqueue, flushQueue, loadQueue, roundQueue } from './round-queue'

async function send(action: RoundAction): Promise<SendAnswer> {
  if (action.action === 'arrived') return sendArrivalAction(action)
  const answer = await sendRoundAction({
    data: {
      reference: action.reference,
      action: action.action,
      client_key: action.clientKey,
      collected: action.collected,
      collected_payment_mode_id: action.paymentModeId,
      collected_reason: action.collectedReason,
      empties_collected: action.emptiesCollected,
      reason: action.reason,
      new_delivery_date: action.newDeliveryDate,
      acted_at: action.actedAt,
      recipient_name: action.recipientName,
      proof: action.proof,
    },
  })
  return answer.success ? { success: true } : { success: false, message: answer.message }
}

/** `driverId`: who is signed in; their actions only are sent, and the presses are theirs. */
export function useRoundQueue(driverId: number) {
  const queryClient = useQueryClient()
  const actions = useStore(roundQueue, (state) => state.actions)

  const flush = useCallback(() => {
    void flushQueue(
      send,
      (action, answer) => {
        if (answer.success) {
          toast.success(
            action.action === 'deliver'
              ? m.bo_round_sent_delivered({ reference: action.reference })
              : action.action === 'arrived'
                ? m.pod_round_sent_arrived({ reference: action.reference })
                : m.bo_round_sent_failed({ reference: action.reference }),
          )
        } else {
          toast.error(answer.message)
        }
        void queryClient.invalidateQueries({ queryKey: ['back-office', 'my-round'] })
      },
      { driverId },
    )
  }, [queryClient, driverId])

  useEffect(() => {
    loadQueue()
    // Back online: every wait is over, send now.
    const online = () => {
      roundQueue.setState((state) => ({ ...state, actions: state.actions.map((action) => ({ ...action, nextTryAt: 0 })) }))
      flush()
    }
    window.addEventListener('online', online)
    const timer = window.setInterval(flush, RETRY_EVERY_MS)
    flush()
    return () => {
      window.removeEventListener('online', online)
      window.clearInterval(timer)
    }
  }, [flush])

  const push = useCallback(
    (action: Omit<Parameters<typeof enqueue>[0], 'driverId'>) => {
      enqueue({ ...action, driverId })
      flush()
    },
    [flush, driverId],
  )
  return { pending: actions, push }
}
