import { useModel } from '../models/context.ts'
import { Icon } from './Icon.tsx'

/**
 * The welcome message beside the bubble while the chat is closed; clicking it opens the chat.
 *
 * @example
 * <Teaser />
 */
export function Teaser() {
  const { teaser, config, strings, setOpen } = useModel()
  if (!teaser.visible.value) return null
  const s = strings.value
  return (
    <div class="teaser" dir={s.dir}>
      <button type="button" class="say" dir="auto" onClick={() => setOpen(true)}>
        {config.value?.WelcomeMessage}
      </button>
      <button type="button" class="icon dismiss" aria-label={s.dismiss} title={s.dismiss} onClick={() => teaser.dismiss()}>
        <Icon name="close" />
      </button>
    </div>
  )
}
