import { createFileRoute } from '@tanstack/react-router'
import { PaymentStep } from '~/features/checkout/components/payment-step'
import { m } from '~/paraglide/messages.js'
import { noStoreHeaders, pageHead } from '~/ui/page-head'
import { prefetchCheckoutOptions } from './-prefetch'

/** Step 2: payment mode, voucher, loyalty points, comment. */
export const Route = createFileRoute('/_shop/_checkout/step-2')({
  headers: noStoreHeaders,
  loader: ({ context }) => prefetchCheckoutOptions(context.queryClient),
  head: () => pageHead(m.page_step_2()),
  component: PaymentStep,
})
