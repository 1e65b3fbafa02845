import { computed, signal, type Signal } from '@preact/signals'
import { ApiError } from '../../api/envelope.ts'
import type { Strings } from '../i18n/languages.ts'
import type { ConfigModel } from './config.ts'
import type { Attachment } from './history.ts'
import type { WidgetModel } from './widget.ts'

/** The most images one message carries. */
export const MAX_IMAGES = 4

/** An image picked for the next message, uploading as soon as it is picked. */
export interface PendingImage {
  key: string
  name: string
  /** The picked file itself: the preview is drawn from it (see Thumbnail). */
  file: Blob
  /** 0..1 while uploading. */
  progress: Signal<number>
  fileId?: number
  failed?: string
  abort: AbortController
}

/** A message for the visitor about a file that was refused: a string key and its slots. */
export interface Refusal {
  text: keyof Strings
  values: Record<string, string | number>
}

const PROBLEM_TEXT = { type: 'imageType', size: 'imageSize', animated: 'imageAnimated' } as const

let counter = 0

/** The images picked for the next message. */
export type AttachmentsModel = ReturnType<typeof createAttachments>

/**
 * The widget's images model, created the first time the image controls are drawn: this file is
 * part of their chunk, so a chatbot without EnableUploadImage never loads it.
 *
 * @example
 * const attachments = attachmentsOf(useModel())
 */
export function attachmentsOf(model: WidgetModel): AttachmentsModel {
  return model.attachments.peek() ?? (model.attachments.value = createAttachments(model.target))
}

/**
 * Picking, checking and uploading images. Each file is checked in the browser first (type
 * from its bytes, size, animation) and uploaded right away with a progress bar.
 *
 * @example
 * const attachments = createAttachments(config.target)
 * await attachments.add(input.files)
 * const { fileIds, attachments: shown } = attachments.take()
 */
export function createAttachments(target: ConfigModel['target']) {
  const images = signal<PendingImage[]>([])
  const refusals = signal<Refusal[]>([])
  const uploading = computed(() => images.value.some((image) => image.fileId === undefined && !image.failed))
  const ready = computed(() => images.value.filter((image) => image.fileId !== undefined))

  const update = (key: string, change: Partial<PendingImage>) =>
    (images.value = images.value.map((image) => (image.key === key ? { ...image, ...change } : image)))

  /** Checking and uploading load on the first picked image: a text-only chat never needs them. */
  const tools = () => Promise.all([import('../../media/image-check.ts'), import('../../api/upload.ts')])

  async function upload(image: PendingImage, file: File): Promise<void> {
    const to = target()
    if (!to) {
      update(image.key, { failed: 'no session' })
      return
    }
    const [, { uploadFile }] = await tools()
    if (image.abort.signal.aborted) return // removed while the upload code loaded
    try {
      const fileId = await uploadFile(to, file, file.name || 'image', (share) => (image.progress.value = share), image.abort.signal)
      update(image.key, { fileId })
    } catch (error) {
      if (!image.abort.signal.aborted) update(image.key, { failed: error instanceof ApiError ? error.message : String(error) })
    }
  }

  return {
    images,
    refusals,
    uploading,
    ready,
    /** Checks and starts uploading `files`; refused ones are listed in `refusals`. */
    async add(files: Iterable<File>): Promise<void> {
      // Copied first: a FileList is live, and the picker is emptied while the checker loads.
      const picked = Array.from(files)
      const [{ checkImage }] = await tools()
      const found: Refusal[] = []
      for (const file of picked) {
        if (images.value.length >= MAX_IMAGES) {
          found.push({ text: 'imageCount', values: { n: MAX_IMAGES } })
          break
        }
        const problem = await checkImage(file)
        if (problem) {
          found.push({ text: PROBLEM_TEXT[problem], values: { name: file.name || 'image' } })
          continue
        }
        const image: PendingImage = {
          key: `i${counter++}`,
          name: file.name || 'image',
          file,
          progress: signal(0),
          abort: new AbortController()
        }
        images.value = [...images.value, image]
        upload(image, file)
      }
      refusals.value = found
    },
    remove(key: string): void {
      const image = images.value.find((candidate) => candidate.key === key)
      if (!image) return
      image.abort.abort()
      images.value = images.value.filter((candidate) => candidate !== image)
    },
    /** Hands the uploaded images to a message and empties the tray; the previews live on in the message. */
    take(): { fileIds: number[]; attachments: Attachment[] } {
      const taken = ready.value
      images.value = []
      refusals.value = []
      return {
        fileIds: taken.map((image) => image.fileId!),
        attachments: taken.map((image) => ({ kind: 'image' as const, name: image.name, file: image.file }))
      }
    },
    dispose(): void {
      for (const image of images.value) image.abort.abort()
    }
  }
}
