/**
 * An .xlsx is a zip, and a zip of a few megabytes can inflate to gigabytes (a zip bomb). Before
 * exceljs inflates anything, the parts are measured here: their sizes as the central directory
 * declares them, then as they really inflate, counted in a stream and stopped at the limit, never
 * held (docs/decisions/0091). exceljs reads a zip by walking its local headers in order (unzipper's
 * Parse), so a part it could see and this could not is refused as unreadable: every local header
 * must sit where the directory says, one after the other, with the directory's sizes.
 */
import { createInflateRaw } from 'node:zlib'
import { SheetLimitError, SheetUnreadableError } from './sheet-errors'

export type ZipLimits = { maxEntries: number; maxUncompressedBytes: number }

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
const LOCAL_HEADER = 0x04034b50
const DATA_DESCRIPTOR = 0x08074b50
/** Bit 3: sizes in a descriptor after the data (unzipper then looks for the descriptor's signature). */
const SIZES_AFTER_DATA = 0x08

type Part = { method: number; flags: number; packedSize: number; declaredSize: number; headerAt: number }

function endOfDirectory(zip: Buffer) {
  if (zip.length < 22) throw new SheetUnreadableError('not a zip')
  // The record is 22 bytes, followed by a comment of at most 65,535.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      return { count: zip.readUInt16LE(at + 10), size: zip.readUInt32LE(at + 12), offset: zip.readUInt32LE(at + 16), at }
    }
  }
  throw new SheetUnreadableError('no zip directory')
}

/** The directory's parts, refused as soon as they are too many or declare too much. */
function declaredParts(zip: Buffer, limits: ZipLimits): Part[] {
  const end = endOfDirectory(zip)
  if (end.count > limits.maxEntries) throw new SheetLimitError('entries', limits.maxEntries)
  if (end.offset + end.size !== end.at) throw new SheetUnreadableError('zip directory out of place')
  const parts: Part[] = []
  let declared = 0
  for (let at = end.offset; parts.length < end.count;) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new SheetUnreadableError('bad zip directory')
    const part = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      packedSize: zip.readUInt32LE(at + 20),
      declaredSize: zip.readUInt32LE(at + 24),
      headerAt: zip.readUInt32LE(at + 42),
    }
    // A zip64 size (0xFFFFFFFF) is far past the limit too.
    declared += part.declaredSize
    if (declared > limits.maxUncompressedBytes) throw new SheetLimitError('uncompressed', limits.maxUncompressedBytes)
    if (part.method !== 0 && part.method !== 8) throw new SheetUnreadableError('unknown zip compression')
    parts.push(part)
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return parts.sort((a, b) => a.headerAt - b.headerAt)
}

/** Where each part's data lies, checked to be what a walk of the local headers finds. */
function partData(zip: Buffer, parts: Part[], directoryAt: number): Buffer[] {
  let expectedAt = 0
  const data = parts.map((part) => {
    const at = part.headerAt
    if (at !== expectedAt || zip.readUInt32LE(at) !== LOCAL_HEADER) throw new SheetUnreadableError('zip parts out of place')
    const localFlags = zip.readUInt16LE(at + 6)
    const localPacked = zip.readUInt32LE(at + 18)
    const dataAt = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28)
    const data = zip.subarray(dataAt, dataAt + part.packedSize)
    if (data.length !== part.packedSize) throw new SheetUnreadableError('zip part cut short')
    const scans = localFlags & SIZES_AFTER_DATA && localPacked === 0
    if (scans) {
      // unzipper ends the data at the first descriptor signature: it must be right after it.
      if (data.indexOf(Buffer.from([0x50, 0x4b, 0x07, 0x08])) !== -1) throw new SheetUnreadableError('zip descriptor inside data')
      if (zip.readUInt32LE(dataAt + part.packedSize) !== DATA_DESCRIPTOR) throw new SheetUnreadableError('zip descriptor missing')
      expectedAt = dataAt + part.packedSize + 16
    } else {
      if (localPacked !== part.packedSize || zip.readUInt16LE(at + 8) !== part.method)
        throw new SheetUnreadableError('zip headers disagree')
      expectedAt = dataAt + part.packedSize
    }
    return data
  })
  if (expectedAt !== directoryAt) throw new SheetUnreadableError('zip data between the parts and the directory')
  return data
}

/** Inflates one part into nothing, counting; stops as soon as `budget` bytes are passed. */
function inflatedSize(data: Buffer, budget: number, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw()
    let size = 0
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > budget) {
        inflate.destroy()
        reject(new SheetLimitError('uncompressed', limit))
      }
    })
    inflate.on('error', () => reject(new SheetUnreadableError('bad zip data')))
    inflate.on('end', () => resolve(size))
    inflate.end(data)
  })
}

/** Refuses the zip, with the limit it passes, before anything is inflated and held. */
export async function checkZipSizes(bytes: Uint8Array, limits: ZipLimits): Promise<void> {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let parts: Part[], data: Buffer[]
  try {
    parts = declaredParts(zip, limits)
    data = partData(zip, parts, endOfDirectory(zip).offset)
  } catch (error) {
    // An offset past the end (RangeError) is a broken zip like any other.
    throw error instanceof RangeError ? new SheetUnreadableError('zip offsets out of the file') : error
  }
  let left = limits.maxUncompressedBytes
  for (const [index, part] of parts.entries()) {
    const size = part.method === 0 ? data[index]!.length : await inflatedSize(data[index]!, left, limits.maxUncompressedBytes)
    left -= size
    if (left < 0) throw new SheetLimitError('uncompressed', limits.maxUncompressedBytes)
  }
}
