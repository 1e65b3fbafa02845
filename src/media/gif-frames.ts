/**
 * Counts the frames of a GIF by walking its blocks, stopping at `enough`: an animated GIF is
 * refused before it is uploaded, and two frames already prove it moves. Returns 0 for bytes
 * that are not a readable GIF.
 *
 * @example
 * countGifFrames(bytes) > 1 // animated
 */
export function countGifFrames(bytes: Uint8Array, enough = 2): number {
  if (bytes.length < 13 || bytes[0] !== 0x47 || bytes[1] !== 0x49 || bytes[2] !== 0x46) return 0
  const colorTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0)
  // Data sub-blocks: a length byte, that many bytes, until a zero length.
  const skipSubBlocks = (at: number) => {
    while (at < bytes.length && bytes[at] !== 0) at += bytes[at]! + 1
    return at + 1
  }
  let at = 13 + colorTable(bytes[10]!)
  let frames = 0
  while (at < bytes.length) {
    const introducer = bytes[at]
    if (introducer === 0x3b) break // trailer
    if (introducer === 0x21) {
      at = skipSubBlocks(at + 2) // extension: introducer, label, sub-blocks
    } else if (introducer === 0x2c) {
      if (++frames >= enough) return frames
      // Image descriptor: introducer, 8 bytes of position and size, packed fields, optional
      // local color table, LZW minimum code size, then the image data sub-blocks.
      at = skipSubBlocks(at + 10 + colorTable(bytes[at + 9] ?? 0) + 1)
    } else {
      break // not a block a GIF may hold: stop and judge what was read
    }
  }
  return frames
}
