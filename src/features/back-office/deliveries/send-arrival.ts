/** The queue's sender for an "arrived" (docs/decisions/0087): its key and the time the driver pressed. */
import { sendArrival } from './arrival.functions'
import type { RoundAction, SendAnswer } from './round-queue'

export async function sendArrivalAction(action: RoundAction): Promise<SendAnswer> {
  const answer = await sendArrival({ data: { reference: action.reference, client_key: action.clientKey, acted_at: action.actedAt } })
  return answer.success ? { success: true } : { success: false, message: answer.message }
}
