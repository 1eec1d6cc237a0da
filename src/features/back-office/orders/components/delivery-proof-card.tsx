/**
 * The driver's record at the door, for staff (docs/decisions/0087): when they arrived and
 * delivered, who took it, and the signature or photo, read through `/gestion/preuves/<reference>`
 * (the Shop API checks the role; the image is never public).
 */
import type { AdminOrderDetail } from '~/api/contract/admin-orders'
import { localizeHref } from '~/i18n/locale-path'
import { formatDateTime } from '~/lib/dates'
import { getLocale } from '~/paraglide/runtime.js'
import { m } from '~/paraglide/messages.js'
import { Card } from '~/ui/admin/page-parts'

export function DeliveryProofCard({ order }: { order: AdminOrderDetail }) {
  const proof = order.proof
  if (!proof) return null
  const facts = [
    { label: m.pod_bo_proof_arrived(), value: proof.arrived_at ? formatDateTime(proof.arrived_at) : null },
    { label: m.pod_bo_proof_delivered(), value: proof.delivered_at ? formatDateTime(proof.delivered_at) : null },
    { label: m.pod_bo_proof_recipient(), value: proof.recipient_name },
  ].filter((fact) => fact.value)
  const name = proof.recipient_name ?? ''
  return (
    <Card title={m.pod_bo_proof_title()} testId="bo-delivery-proof">
      <dl className="grid gap-2 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="flex justify-between gap-3">
            <dt className="font-semibold text-slate-700">{fact.label}</dt>
            <dd>
              <bdi>{fact.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {proof.kind && (
        <img
          src={localizeHref(`/gestion/preuves/${encodeURIComponent(order.reference)}`, getLocale())}
          alt={
            proof.kind === 'signature' ? m.pod_bo_proof_signature_alt({ name }) : m.pod_bo_proof_photo_alt({ reference: order.reference })
          }
          loading="lazy"
          className="mt-3 max-h-64 w-full rounded border border-slate-200 bg-white object-contain"
        />
      )}
    </Card>
  )
}
