import type { ChatMessage } from '../models/history.ts'
import { useLazy } from './lazy.ts'

/**
 * Cards and feedback under an answer, from a chunk of their own that loads with the first
 * answer that has an id, so the text chat's first load does not pay for them.
 *
 * @example
 * {message.answerId && <AnswerExtrasLazy message={message} />}
 */
export function AnswerExtrasLazy({ message }: { message: ChatMessage }) {
  const Extras = useLazy(true, () => import('../rich/answer-extras.tsx').then((module) => module.AnswerExtras))
  return Extras ? <Extras message={message} /> : null
}
