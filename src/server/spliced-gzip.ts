/**
 * A page kept in memory, sent gzip-compressed without compressing it again for each visitor
 * (issue 34, docs/decisions/0072). Each response carries its own CSP nonce, so no two bodies are
 * the same and the whole page cannot be kept compressed. Its parts around the nonce can: each part
 * is compressed once, on its own, ending with a full flush (byte-aligned, the compressor's memory
 * emptied), so parts compressed apart follow one another in one valid deflate stream, the
 * response's nonce compressed between them. The gzip trailer's CRC-32 is computed over the parts
 * and the nonce (zlib.crc32, far cheaper than compressing). Varnish joins its ESI fragments the
 * same way. Compressing each cached page at each hit was the shop's largest single cost under the
 * load of a busy evening.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib'
import { parseAccept } from 'hono/utils/accept'

/** A part of a page: its bytes, and the same compressed on their own (`deflatedPart`). */
export type CompressedPart = { raw: Buffer<ArrayBuffer>; deflated: Buffer<ArrayBuffer> }

/** gzip's header (RFC 1952): deflate, no name, no time, operating system unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
/** An empty last block: the deflate stream's end. */
const LAST_BLOCK = deflateRawSync(Buffer.alloc(0))

/** `bytes` compressed so that any other such part may follow (a full flush, not the stream's end). */
export function deflatedPart(bytes: Buffer<ArrayBuffer>): CompressedPart {
  return { raw: bytes, deflated: deflateRawSync(bytes, { finishFlush: constants.Z_FULL_FLUSH }) }
}

/**
 * Up to 65,535 bytes as one stored (uncompressed) deflate block (RFC 1951, 3.2.4): a header byte, the
 * length and its complement, the bytes. Byte-aligned at both ends, so it follows and precedes parts
 * from `deflatedPart` as a full flush does. For a response's nonce (24 bytes, never repeated: nothing
 * to compress): each page from the cache compressed its nonce with zlib, a Deflate stream made and
 * dropped per hit, work and garbage at every hit for nothing (issue 42).
 */
export function storedPart(bytes: Buffer<ArrayBuffer>): CompressedPart {
  if (bytes.length > 0xffff) return deflatedPart(bytes)
  const block = Buffer.allocUnsafe(5 + bytes.length)
  block[0] = 0 // not the last block; type 00, stored
  block.writeUInt16LE(bytes.length, 1)
  block.writeUInt16LE(~bytes.length & 0xffff, 3)
  bytes.copy(block, 5)
  return { raw: bytes, deflated: block }
}

/** One gzip body of the parts in their order. */
export function splicedGzip(parts: CompressedPart[]): Buffer<ArrayBuffer> {
  let checksum = 0
  let size = 0
  for (const part of parts) {
    checksum = crc32(part.raw, checksum)
    size += part.raw.length
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(checksum >>> 0, 0)
  trailer.writeUInt32LE(size % 2 ** 32, 4)
  return Buffer.concat([GZIP_HEADER, ...parts.map((part) => part.deflated), LAST_BLOCK, trailer])
}

/** Whether the client takes gzip, as hono's compress() decides it (`gzip`, or `*`, with a weight above 0). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false
  const accepts = parseAccept(acceptEncoding)
  const explicit = accepts.find((accept) => accept.type.toLowerCase() === 'gzip')
  return (explicit?.q ?? accepts.find((accept) => accept.type === '*')?.q ?? 0) > 0
}
