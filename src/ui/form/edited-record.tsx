/**
 * The record an editor shows, held while someone is typing in it (docs/decisions/0103).
 *
 * The back office's editors are keyed by the version they were read from, so that their own save or
 * "Charger la leur" starts the form again from the new record. Any other read of the same query
 * (the window's focus once it is stale, a mount, another press's invalidation) brought another
 * admin's version in the same way: the form started again, what was typed was lost without a word,
 * and the save the versioned save would have refused (409, "Charger la leur / Garder la mienne")
 * was never made.
 *
 * `EditedRecord` shows the live record until its form is changed, then the record the form started
 * from, until the form's own save succeeds or "Charger la leur" is pressed (useVersionedSave lets go).
 * A form that nobody has changed keeps following what is read, so an idle editor stays current.
 *
 * @example
 * <EditedRecord live={voucher}>{(voucher) => <VoucherForm key={voucher.version} voucher={voucher} />}</EditedRecord>
 */
import { type ReactNode, createContext, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react'

type Hold = { hold: () => void; release: () => void }

const HoldContext = createContext<Hold | null>(null)

export function EditedRecord<Item>({ live, children }: { live: Item; children: (record: Item) => ReactNode }) {
  const [held, setHeld] = useState<{ record: Item } | null>(null)
  const record = held ? held.record : live
  // The record on screen, for `hold`: a layout effect, so it is current before any form's effect runs.
  const shown = useRef(record)
  useLayoutEffect(() => {
    shown.current = record
  }, [record])
  // One value for the editor's life: the form subscribes once.
  const [hold] = useState<Hold>(() => ({
    hold: () => setHeld((current) => current ?? { record: shown.current }),
    release: () => setHeld(null),
  }))
  return <HoldContext.Provider value={hold}>{children(record)}</HoldContext.Provider>
}

/** What a form's store gives: its values, whether they differ from where it started, and a way to follow them. */
type FormStore = {
  readonly state: { values: unknown; isDirty: boolean }
  subscribe: (listener: () => void) => { unsubscribe: () => void }
}

/**
 * The form kit's part (useShopForm): a change of the values holds the record the form started from.
 * Only a change of the values holds: the end of a save also changes the form's state, and holding
 * then would keep the form on the version its own save replaced.
 */
export function useHoldWhileEdited(store: FormStore) {
  const holder = useContext(HoldContext)
  useEffect(() => {
    if (!holder) return
    // Values typed before hydration are put back before this runs (the fields' effects run first).
    if (store.state.isDirty) holder.hold()
    let seen = store.state.values
    return store.subscribe(() => {
      const { values, isDirty } = store.state
      if (values === seen) return
      seen = values
      if (isDirty) holder.hold()
    }).unsubscribe
  }, [holder, store])
}

/** The versioned save's part: after its own save or "Charger la leur", the editor follows what is read again. */
export function useReleaseEditedRecord(): () => void {
  const holder = useContext(HoldContext)
  return holder ? holder.release : noop
}

const noop = () => {}
