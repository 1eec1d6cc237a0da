import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import type { Address, AddressDefaultKind } from '~/api/contract/addresses'
import { m } from '~/paraglide/messages.js'
import { MapPinIcon } from '~/ui/icons'
import { toast } from '~/ui/toasts/toast-store'
import { addressesQuery, useDeleteAddress, useSetDefaultAddress } from '~/features/addresses/addresses.queries'
import { AccountBackLink } from './account-back-link'

/** `/espace/addresses`: the customer's addresses, defaults first, with their actions. */
export function AddressBook() {
  const { data } = useSuspenseQuery(addressesQuery())
  const full = data.addresses.length >= data.max
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <AccountBackLink to="/espace" label={m.nav_account()} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{m.page_addresses()}</h1>
          <p className="text-sm text-slate-600">{m.address_count({ count: data.addresses.length, max: data.max })}</p>
        </div>
        {full ? (
          <p className="max-w-sm text-sm text-amber-800" role="status">
            {m.address_error_limit({ max: data.max })}
          </p>
        ) : (
          <Link
            to="/espace/addresses/ajouter"
            className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            <MapPinIcon className="size-5" />
            {m.address_add()}
          </Link>
        )}
      </div>
      {data.addresses.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600" data-testid="address-empty">
          {m.address_list_empty()}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {data.addresses.map((address) => (
            <AddressCard key={address.id} address={address} />
          ))}
        </ul>
      )}
    </main>
  )
}

function AddressCard({ address }: { address: Address }) {
  const setDefault = useSetDefaultAddress()
  const remove = useDeleteAddress()
  const dialog = useRef<HTMLDialogElement>(null)
  const [busy, setBusy] = useState(false)
  const title = address.label || address.recipient_name

  async function run(action: () => Promise<{ success: boolean; message?: string }>, done: string) {
    setBusy(true)
    try {
      const result = await action()
      if (result.success) toast.success(done)
      else toast.error(result.message ?? m.address_action_failed())
    } catch {
      toast.error(m.address_action_failed())
    } finally {
      setBusy(false)
    }
  }
  const makeDefault = (kind: AddressDefaultKind) => run(() => setDefault.mutateAsync({ id: address.id, kind }), m.address_default_saved())

  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="address-card"
      aria-busy={busy}
    >
      <div className="flex flex-wrap gap-2">
        {address.is_default ? <Badge>{m.address_default_delivery()}</Badge> : null}
        {address.is_default_billing ? <Badge>{m.address_default_billing()}</Badge> : null}
      </div>
      <div className="text-sm leading-relaxed">
        {/* What the customer typed may be Latin on an Arabic page: each line takes its own direction. */}
        <h2 dir="auto" className="text-base font-bold text-brand-900">
          {title}
        </h2>
        {address.label ? <p dir="auto">{address.recipient_name}</p> : null}
        <p dir="auto">{address.line1}</p>
        {address.line2 ? <p dir="auto">{address.line2}</p> : null}
        <p>
          {[address.district, address.postal_code].filter(Boolean).map((part) => (
            <span key={part}>
              <bdi>{part}</bdi>,{' '}
            </span>
          ))}
          {address.city_name}
        </p>
        <p className="text-slate-600">
          <bdi dir="ltr">{address.phone}</bdi>
        </p>
      </div>
      <div className="mt-auto flex flex-wrap gap-x-4 gap-y-2 border-t border-slate-100 pt-3 text-sm">
        <Link to="/espace/addresses/$id" params={{ id: String(address.id) }} className="font-semibold text-brand-700 hover:underline">
          {m.address_edit()}
        </Link>
        {address.is_default ? null : (
          <button
            type="button"
            disabled={busy}
            onClick={() => void makeDefault('delivery')}
            className="font-semibold text-brand-700 hover:underline disabled:text-slate-400"
          >
            {m.address_set_default_delivery()}
          </button>
        )}
        {address.is_default_billing ? null : (
          <button
            type="button"
            disabled={busy}
            onClick={() => void makeDefault('billing')}
            className="font-semibold text-brand-700 hover:underline disabled:text-slate-400"
          >
            {m.address_set_default_billing()}
          </button>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={() => dialog.current?.showModal()}
          className="ms-auto font-semibold text-red-700 hover:underline disabled:text-slate-400"
        >
          {m.address_delete()}
        </button>
      </div>
      <dialog
        ref={dialog}
        aria-labelledby={`delete-${address.id}-title`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-0 shadow-xl backdrop:bg-slate-900/40"
      >
        <form method="dialog" className="flex flex-col gap-4 p-5">
          <h2 id={`delete-${address.id}-title`} className="text-lg font-extrabold text-brand-900">
            {m.address_delete_confirm_title()}
          </h2>
          <p className="text-sm text-slate-700">
            <strong>{title}</strong> · {address.line1}, {address.city_name}
          </p>
          <p className="text-sm text-slate-600">{m.address_delete_confirm_text()}</p>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="submit" value="cancel" className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
              {m.address_cancel()}
            </button>
            <button
              type="button"
              onClick={() => {
                dialog.current?.close()
                void run(() => remove.mutateAsync(address.id), m.address_deleted())
              }}
              className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
            >
              {m.address_delete_confirm()}
            </button>
          </div>
        </form>
      </dialog>
    </li>
  )
}

function Badge({ children }: { children: React.ReactNode }) {
  return <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-bold text-brand-700">{children}</span>
}
