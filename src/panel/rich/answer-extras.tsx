import { useModel } from '../models/context.ts'
import type { ChatMessage } from '../models/history.ts'
import css from './rich.css?inline'
import { FeedbackBar } from './feedback-bar.tsx'
import { ListingCards } from './listing-cards.tsx'
import { richStringsFor } from './strings.ts'

/** One sheet for every widget on the page, adopted by each shadow root that shows an answer. */
let sheet: CSSStyleSheet | undefined

function adopt(root: ShadowRoot): void {
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
}

/**
 * What a finished answer shows beneath its text: the cards of the listings it names and the
 * feedback thumbs. Its own chunk with its own stylesheet (no inline styles, so a strict CSP
 * holds), loaded with the first answer.
 *
 * @example
 * const { AnswerExtras } = await import('../rich/answer-extras.tsx')
 */
export function AnswerExtras({ message }: { message: ChatMessage }) {
  const model = useModel()
  adopt(model.host.root)
  const s = richStringsFor(model.config.value?.AIResponseLanguage ?? '')
  return (
    <>
      {message.listings?.length ? <ListingCards cards={message.listings} model={model} s={s} /> : null}
      {message.state !== 'failed' && <FeedbackBar message={message} model={model} s={s} />}
    </>
  )
}
