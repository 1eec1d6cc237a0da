/**
 * Where uploaded files live (docs/decisions/0036): one interface, one implementation chosen by
 * configuration. The filesystem store keeps them in `MEDIA_DIR`, a folder every instance shares,
 * and the app serves them at `/media/<key>`; an S3-compatible store would put them in a bucket
 * and answer the bucket's URL, with nothing else changing. Keys are content-addressed (the
 * bytes' hash), so a file never changes under its URL and may be cached for ever.
 */
import { randomUUID } from 'node:crypto'
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { appConfig } from '#app-config'

export interface MediaStore {
  /** `private`: a file only the shop's own user may read (0600 in a 0700 folder), never served at `/media/`. */
  put(key: string, bytes: Uint8Array, contentType: string, options?: { private?: boolean }): Promise<void>
  /** The URL the storefront shows the file at. */
  url(key: string): string
  delete(key: string): Promise<void>
}

export const MEDIA_URL_PREFIX = '/media/'

/** A key is lower-case letters, digits, dashes and dots in at most one folder: no way out of the store. */
const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)?\.[a-z0-9]+$/
export const isMediaKey = (key: string) => KEY.test(key)

export class FileMediaStore implements MediaStore {
  constructor(private readonly folder: string) {}

  private fileOf(key: string) {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`)
    return path.join(this.folder, key)
  }

  async put(key: string, bytes: Uint8Array, _contentType?: string, options: { private?: boolean } = {}) {
    const file = this.fileOf(key)
    const folder = path.dirname(file)
    if (options.private) {
      await mkdir(this.folder, { recursive: true })
      await mkdir(folder, { recursive: true, mode: 0o700 })
      // A folder made before (by hand, by an older version) is closed too.
      await chmod(folder, 0o700)
    } else {
      await mkdir(folder, { recursive: true })
    }
    // Written aside then renamed: another instance never serves half a file. The aside name is
    // unique to this write: two uploads of the same image at once (same key, same millisecond) must
    // not share it, or the second rename finds the file already gone.
    const partial = `${file}.${randomUUID()}.part`
    await writeFile(partial, bytes, options.private ? { mode: 0o600 } : {})
    await rename(partial, file)
  }

  url(key: string) {
    return `${MEDIA_URL_PREFIX}${key}`
  }

  async delete(key: string) {
    await rm(this.fileOf(key), { force: true })
  }

  /** The file's bytes, or null when there is none (the app's `/media/` route). */
  async read(key: string): Promise<Uint8Array | null> {
    if (!isMediaKey(key)) return null
    return readFile(this.fileOf(key)).catch(() => null)
  }
}

let store: FileMediaStore | undefined

/** The configured store (the filesystem one, in `MEDIA_DIR`). */
export function mediaStore(): FileMediaStore {
  store ??= new FileMediaStore(path.resolve(appConfig().MEDIA_DIR))
  return store
}
