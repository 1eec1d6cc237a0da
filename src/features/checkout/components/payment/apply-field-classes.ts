import { buttonClass } from '~/ui/button-class'

/** The look of the button applying a field (voucher, points); the field itself is the form kit's. */
export const applyClass = buttonClass({ variant: 'outline', size: 'md' })
