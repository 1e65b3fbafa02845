import { usePartStyles } from '../components/lazy-part.tsx'
import { useModel } from '../models/context.ts'
import type { ExtrasProps } from '../components/MessageItem.tsx'
import css from './rich.css?inline'
import { FeedbackBar } from './feedback-bar.tsx'
import { ListingCards } from './listing-cards.tsx'
import { richStringsFor } from './strings.ts'

/**
 * What a finished answer shows beneath its text: the cards of the listings it names and the
 * feedback thumbs (`show`: where the cards replace a list of the text, they come apart). Its own chunk with its own stylesheet (no inline styles, so a strict CSP
 * holds), loaded with the first answer.
 *
 * @example
 * const { AnswerExtras } = await import('../rich/answer-extras.tsx')
 */
export function AnswerExtras({ message, show }: ExtrasProps) {
  usePartStyles(css)
  const model = useModel()
  const s = richStringsFor(model.config.value?.AIResponseLanguage ?? '')
  return (
    <>
      {show !== 'feedback' && message.listings?.length ? <ListingCards cards={message.listings} model={model} s={s} /> : null}
      {show !== 'cards' && message.state !== 'failed' && <FeedbackBar message={message} model={model} s={s} />}
    </>
  )
}
