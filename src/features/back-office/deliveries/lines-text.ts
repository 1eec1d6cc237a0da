import type { DeliveryLine } from '~/api/contract/admin-deliveries'

/** "2 × Sidi Ali 1,5 L (Pack de 6)": a line as the team reads it on a list or a sheet. */
export const lineText = (line: DeliveryLine) => `${line.quantity} × ${line.name}${line.label ? ` (${line.label})` : ''}`
