import { useRef } from 'preact/hooks'
import { attachmentsOf } from '../models/attachments.ts'
import { useModel } from '../models/context.ts'
import { Icon } from './Icon.tsx'

const IMAGE = 'M19 5v14H5V5h14m0-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-4.9 8.9-3 3.8L9 13.1 6 17h12z'

/** The types the file picker offers; the bytes are checked again after picking. */
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif'

/** Opens the file picker for images (several at once). *
 * @example
 * <AttachButton disabled={!config} />
 */
export function AttachButton({ disabled }: { disabled: boolean }) {
  const model = useModel()
  const { strings } = model
  const attachments = attachmentsOf(model)
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <button type="button" class="icon" aria-label={strings.value.addImages} title={strings.value.addImages} disabled={disabled} onClick={() => input.current?.click()}>
        <Icon d={IMAGE} />
      </button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES}
        multiple
        hidden
        onChange={(event) => {
          const picker = event.currentTarget
          if (picker.files?.length) void attachments.add(Array.from(picker.files))
          picker.value = ''
        }}
      />
    </>
  )
}
