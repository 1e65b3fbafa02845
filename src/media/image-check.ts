import { countGifFrames } from './gif-frames.ts'

/** 20 MB, the server's limit for each image. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024

/** Why an image cannot be sent. */
export type ImageProblem = 'type' | 'size' | 'animated'

/** The image formats visitors may send. */
export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif'

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((value, index) => bytes[at + index] === value)

/**
 * The format the first bytes show, whatever the file name or type claims.
 *
 * @example
 * sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) // 'png'
 */
export function sniffImage(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp'
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif'
  return undefined
}

/**
 * Checks an image before it is uploaded, the way the server will: PNG, JPEG, WEBP or a GIF
 * with one frame, at most 20 MB. Resolves with the problem, or undefined when it may be sent.
 *
 * @example
 * const problem = await checkImage(file) // 'animated' for an animated GIF
 */
export async function checkImage(file: Blob): Promise<ImageProblem | undefined> {
  if (file.size > MAX_IMAGE_BYTES) return 'size'
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer())
  const format = sniffImage(head)
  if (!format) return 'type'
  if (format === 'gif') {
    const frames = countGifFrames(new Uint8Array(await file.arrayBuffer()))
    if (frames === 0) return 'type'
    if (frames > 1) return 'animated'
  }
  return undefined
}

/**
 * Draws `image` into `canvas` at the size the stylesheet gives it, cropped to fill it (as
 * object-fit: cover would) and sharp on high-density screens.
 *
 * @example
 * await drawThumbnail(canvasElement, file)
 */
export async function drawThumbnail(canvas: HTMLCanvasElement, image: Blob): Promise<void> {
  const bitmap = await createImageBitmap(image)
  const width = (canvas.width = Math.round(canvas.clientWidth * devicePixelRatio))
  const height = (canvas.height = Math.round(canvas.clientHeight * devicePixelRatio))
  const zoom = Math.max(width / bitmap.width, height / bitmap.height)
  const [cropWidth, cropHeight] = [width / zoom, height / zoom]
  canvas.getContext('2d')?.drawImage(bitmap, (bitmap.width - cropWidth) / 2, (bitmap.height - cropHeight) / 2, cropWidth, cropHeight, 0, 0, width, height)
  bitmap.close()
}
