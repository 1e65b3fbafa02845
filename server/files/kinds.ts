import type { FileKind } from '../store/files.ts'

const MB = 1024 * 1024

/** What each kind of upload may be, by the extension file-type reports for the bytes. */
export const FILE_RULES: Record<FileKind, { extensions: string[]; maxBytes: number; label: string }> = {
  image: { extensions: ['png', 'jpg', 'webp', 'gif'], maxBytes: 20 * MB, label: 'PNG, JPEG, WEBP or GIF image' },
  audio: { extensions: ['wav'], maxBytes: 40 * MB, label: 'WAV audio file' },
  video: { extensions: ['mp4', 'm4v', 'mkv', 'avi', 'flv', 'mpg'], maxBytes: 100 * MB, label: 'MP4, MKV, AVI, FLV or MPEG video' }
}

/** The largest upload of any kind; bytes beyond it are never read. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(FILE_RULES).map((rule) => rule.maxBytes))

/** The most bytes an upload that may be any of `kinds` may have: the largest of their limits. */
export function uploadLimit(kinds: FileKind[]): number {
  return Math.max(...kinds.map((kind) => FILE_RULES[kind].maxBytes))
}

/** The kind a sniffed extension belongs to, if it is one Porchlight accepts. */
export function kindOfExtension(extension: string): FileKind | undefined {
  return (Object.keys(FILE_RULES) as FileKind[]).find((kind) => FILE_RULES[kind].extensions.includes(extension))
}

/** "a PNG, JPEG, WEBP or GIF image or a WAV audio file", for messages that list what is accepted. */
export function describeKinds(kinds: FileKind[]): string {
  return kinds.map((kind) => `a ${FILE_RULES[kind].label}`).join(' or ')
}
