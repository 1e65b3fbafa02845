import { keptPlace, rememberedLook, type KeptPlace } from '../../core/visit.ts'
import type { WidgetModel } from '../models/widget.ts'

/**
 * Keeps the panel's place across the pages of a site: as the page goes away, whether the
 * panel is open, how far the conversation is scrolled and the text not yet sent go with the
 * conversation (core's keptPlace), for the next page: the loader opens the panel again
 * (carriedOver) and the panel starts from them (the model's `kept`, the list's scrollToEnd).
 *
 * @example
 * const stop = keepPlace(model)
 */
export function keepPlace(model: WidgetModel): () => void {
  const { host, open, text } = model
  const kind = () => rememberedLook(host.chatbotId)?.chat ?? 'local'
  if (keptPlace(host.chatbotId)) host.store.write(kind(), 'place', undefined)
  const leave = () => {
    // -1: at the end (or nothing to scroll), where the next page's list starts anyway, following what comes.
    const scroller = host.root.querySelector('.scroll')
    const top = scroller && scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight > 40 ? scroller.scrollTop : -1
    host.store.write(kind(), 'place', { open: open.peek(), top, text: text.peek(), at: Date.now() } satisfies KeptPlace)
  }
  addEventListener('pagehide', leave)
  return () => removeEventListener('pagehide', leave)
}
