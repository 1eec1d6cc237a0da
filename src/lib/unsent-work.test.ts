/** Sign-out clears local storage but the work not yet sent to the shop (a driver's round actions). */
import { afterEach, expect, it, vi } from 'vitest'
import { clearStorageButUnsentWork, UNSENT_WORK_PREFIX } from './unsent-work'

afterEach(() => vi.unstubAllGlobals())

it('clears every entry but those under the unsent-work prefix, which keep their values', () => {
  const storage = new Map<string, string>([
    ['ma-source.cart.v1', '{"items":[1]}'],
    ['other', 'x'],
    [`${UNSENT_WORK_PREFIX}round-queue.v1`, '[{"reference":"MS-1"}]'],
  ])
  vi.stubGlobal('localStorage', {
    get length() {
      return storage.size
    },
    key: (index: number) => [...storage.keys()][index] ?? null,
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    clear: () => storage.clear(),
  })
  clearStorageButUnsentWork()
  expect([...storage.entries()]).toEqual([[`${UNSENT_WORK_PREFIX}round-queue.v1`, '[{"reference":"MS-1"}]']])
})
