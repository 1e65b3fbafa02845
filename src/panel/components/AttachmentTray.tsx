import { fill } from '../i18n/languages.ts'
import { attachmentsOf } from '../models/attachments.ts'
import { useModel } from '../models/context.ts'
import { Icon } from './Icon.tsx'
import { Thumbnail } from './Thumbnail.tsx'
import css from './images.css?inline'
import { usePartStyles } from './lazy-part.tsx'

/**
 * The images picked for the next message: previews with an upload progress bar and a remove
 * button, and the reasons any file was refused.
 *
 * @example
 * <AttachmentTray />
 */
export function AttachmentTray() {
  usePartStyles(css)
  const model = useModel()
  const { strings } = model
  const attachments = attachmentsOf(model)
  const s = strings.value
  const images = attachments.images.value
  const refusals = attachments.refusals.value
  if (!images.length && !refusals.length) return null
  return (
    <div class="tray">
      {refusals.map((refusal, index) => (
        <p key={index} class="refusal" role="alert">
          {fill(s[refusal.text] as string, refusal.values)}
        </p>
      ))}
      {images.map(
        (image) =>
          image.failed && (
            <p key={image.key} class="refusal" role="alert">
              {image.name}: {fill(s.uploadFailed, { message: image.failed === 'network' ? s.failed : image.failed })}
            </p>
          )
      )}
      {images.length > 0 && (
        <ul class="thumbs">
          {images.map((image) => (
            <li key={image.key} class={image.failed ? 'failed' : ''}>
              <Thumbnail file={image.file} name={image.name} />
              {image.fileId === undefined && !image.failed && (
                <progress max={1} value={image.progress.value} aria-label={image.name} />
              )}
              <button type="button" class="remove" aria-label={fill(s.removeImage, { name: image.name })} onClick={() => attachments.remove(image.key)}>
                <Icon name="close" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
