import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { AddressFormValues } from '~/api/contract/address-input'
import type { AddressDefaultKind } from '~/api/contract/addresses'
import { getLocale } from '~/paraglide/runtime.js'
import {
  type AddressWriteResult,
  createAddressFn,
  deleteAddressFn,
  getAddressFn,
  listAddressesFn,
  setDefaultAddressFn,
  updateAddressFn,
} from './addresses.functions'

const ADDRESSES = 'addresses'

export const addressesQuery = () => queryOptions({ queryKey: [ADDRESSES, getLocale()], queryFn: () => listAddressesFn() })

export const addressQuery = (id: number) =>
  queryOptions({ queryKey: [ADDRESSES, getLocale(), id], queryFn: () => getAddressFn({ data: { id } }) })

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
