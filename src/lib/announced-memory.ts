/**
 * What the visitors' caches share (the pages: src/server/public-page-cache.ts; the Shop API's
 * answers: src/upstream/public-api-cache.ts; docs/decisions/0037 and 0041): entries in memory
 * within a count and a byte limit, the least recently used out first; all of them dropped on each
 * change PostgreSQL announces; nothing kept from work that began before such a change (its
 * `generation` moved on); nothing served while announcements cannot reach this instance (`blind`).
 */
export type MemoryLimits = { maxEntries: number; maxBytes: number }

export function createAnnouncedMemory<Entry extends { bytes: number }>({ maxEntries, maxBytes }: MemoryLimits) {
  const entries = new Map<string, Entry>()
  let totalBytes = 0
  let generation = 0
  let blind = true

  const forget = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    totalBytes -= entry.bytes
    entries.delete(key)
  }

  return {
    /** Whether nothing may be served nor kept: announcements do not reach this instance. */
    blind: () => blind,
    /** Read before the work whose result may be kept, and given to `keep`. */
    generation: () => generation,
    /** The entry under `key`, which becomes the most recently used. */
    get(key: string): Entry | undefined {
      const entry = entries.get(key)
      if (entry) {
        entries.delete(key)
        entries.set(key, entry)
      }
      return entry
    },
    forget,
    /** Keeps `entry`, unless a change was announced since `startedIn` or the instance is blind. */
    keep(key: string, entry: Entry, startedIn: number) {
      if (blind || startedIn !== generation) return
      forget(key)
      if (entry.bytes > maxBytes) return
      entries.set(key, entry)
      totalBytes += entry.bytes
      // A Map iterates in insertion order, and a read moves its entry to the end: the first is the least recently used.
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && totalBytes <= maxBytes) break
        forget(oldest)
      }
    },
    /** A change was announced: every entry goes. */
    clear() {
      generation++
      entries.clear()
      totalBytes = 0
    },
    /** Whether announcements reach this instance; while they do not, nothing is served nor kept. */
    setListening(listening: boolean) {
      blind = !listening
      this.clear()
    },
    size: () => ({ entries: entries.size, bytes: totalBytes }),
  }
}
