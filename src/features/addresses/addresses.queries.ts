import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import type { AddressFormValues } from '../../api/contract/address-input'
import type { AddressDefaultKind } from '../../api/contract/addresses'
import { getLocale } from '../../paraglide/runtime.js'
import {
  type AddressWriteResult,
  createAddressFn,
  deleteAddressFn,
  getAccountSession,
  getAddressFn,
  listAddressesFn,
  setDefaultAddressFn,
  updateAddressFn,
} from './addresses.functions'

const ADDRESSES = 'addresses'

export const addressesQuery = () =>
  queryOptions({ queryKey: [ADDRESSES, getLocale()], queryFn: () => listAddressesFn() })

export const addressQuery = (id: number) =>
  queryOptions({ queryKey: [ADDRESSES, getLocale(), id], queryFn: () => getAddressFn({ data: { id } }) })

/**
 * The account pages' guard (`beforeLoad`): a visitor goes to the login page, which brings them
 * back here. Only a convenience: every address endpoint of the API checks the session itself.
 */
export async function requireAccount(location: { href: string }) {
  const { signedIn } = await getAccountSession()
  if (!signedIn) throw redirect({ to: '/login', search: { redirect: location.href } })
}

/** A write that changes the book refreshes every address query when it succeeded. */
function useAddressWrite<V, T>(write: (variables: V) => Promise<AddressWriteResult<T>>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: async (result) => {
      if (result.success) await queryClient.invalidateQueries({ queryKey: [ADDRESSES] })
    },
  })
}

export const useCreateAddress = () => useAddressWrite((address: AddressFormValues) => createAddressFn({ data: { address } }))
export const useUpdateAddress = () =>
  useAddressWrite(({ id, address }: { id: number; address: AddressFormValues }) => updateAddressFn({ data: { id, address } }))
export const useDeleteAddress = () => useAddressWrite((id: number) => deleteAddressFn({ data: { id } }))
export const useSetDefaultAddress = () =>
  useAddressWrite(({ id, kind }: { id: number; kind: AddressDefaultKind }) => setDefaultAddressFn({ data: { id, kind } }))
