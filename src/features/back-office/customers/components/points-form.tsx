/** The points adjustment (the form kit): a non-zero whole number, plus or minus, and its reason. */
import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { SaveBar } from '~/ui/admin/save-bar'
import { adjustPointsFn } from '~/features/back-office/customers/customers.functions'
import { withStepUp } from '~/features/back-office/security/step-up'

export function PointsForm({ customerId }: { customerId: number }) {
  const adjust = useServerFn(adjustPointsFn)
  const queryClient = useQueryClient()
  const form = useShopForm({
    defaultValues: { delta: null as number | null, reason: '' },
    idPrefix: 'bo-points',
    submit: async (values) => {
      const answer = await withStepUp(() => adjust({ data: { id: customerId, delta: values.delta, reason: values.reason } }))
      if (!answer.success) return answer
      toast.success(m.bo_points_done({ points: answer.data.points }))
      form.reset({ delta: null, reason: '' })
      await queryClient.invalidateQueries({ queryKey: ['back-office', 'customer'] })
    },
  })
  return (
    <form.AppForm>
      <form.Form className="grid gap-3 sm:grid-cols-[10rem_1fr] sm:items-start" data-testid="bo-points-form">
        <form.AppField name="delta">
          {(field) => (
            <field.NumberField
              label={m.bo_points_delta()}
              hint={
                <>
                  {m.bo_points_delta_hint()} <bdi dir="ltr">50, -20</bdi>
                </>
              }
              step={1}
            />
          )}
        </form.AppField>
        <form.AppField name="reason">{(field) => <field.TextField label={m.bo_points_reason()} maxLength={200} />}</form.AppField>
        <SaveBar label={m.bo_points_submit()} busyLabel={m.bo_saving()} />
      </form.Form>
    </form.AppForm>
  )
}
