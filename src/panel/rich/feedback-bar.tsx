import { useState } from 'preact/hooks'
import { postJson } from '../../api/envelope.ts'
import type { ChatMessage } from '../models/history.ts'
import type { WidgetModel } from '../models/widget.ts'
import type { RichStrings } from './strings.ts'

const UP = 'M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z'

/**
 * Thumbs up or down under an answer, and after a rating an optional comment. Each rating is
 * stored at the server (AnswerFeedback), remembered with the message, and reported to the
 * page as a `feedback` event. Pressing the pressed thumb again takes the rating back.
 *
 * @example
 * <FeedbackBar message={message} model={model} s={strings} />
 */
export function FeedbackBar({ message, model, s }: { message: ChatMessage; model: WidgetModel; s: RichStrings }) {
  const [asking, setAsking] = useState(false)
  const [thanked, setThanked] = useState(false)
  const target = model.config.value && { base: model.host.apiBase, key: model.config.value.SessionKey }
  if (!target || !message.answerId) return null

  const save = async (rating: 'up' | 'down' | 'none', comment = '') => {
    await postJson(target, '/chat/Chat/AnswerFeedback', { answerID: message.answerId, rating, comment })
    const kept = rating === 'none' ? undefined : rating
    model.chat.messages.value = model.chat.messages.value.map((item) => (item.id === message.id ? { ...item, rating: kept } : item))
    model.host.emit('feedback', { chatbotId: model.host.chatbotId, answerId: message.answerId, rating, comment })
  }
  const rate = (rating: 'up' | 'down') => {
    const again = message.rating === rating
    setAsking(!again)
    setThanked(false)
    save(again ? 'none' : rating).catch(() => setAsking(false))
  }
  const thumb = (rating: 'up' | 'down', label: string) => (
    <button type="button" class={`thumb ${rating}`} aria-pressed={message.rating === rating} aria-label={label} title={label} onClick={() => rate(rating)}>
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d={UP} /></svg>
    </button>
  )
  return (
    <div class="rate">
      {thumb('up', s.helpful)}
      {thumb('down', s.notHelpful)}
      {asking && message.rating && (
        <form class="note" onSubmit={(event) => {
          event.preventDefault()
          const comment = String(new FormData(event.currentTarget).get('comment') ?? '').trim()
          setAsking(false)
          save(message.rating!, comment).then(() => setThanked(true), () => undefined)
        }}>
          <input name="comment" maxLength={1000} aria-label={s.tellMore} placeholder={s.tellMore} />
          <button type="submit">{s.sendFeedback}</button>
        </form>
      )}
      {thanked && <span class="state" role="status">{s.thanks}</span>}
    </div>
  )
}
