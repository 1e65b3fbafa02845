import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import { countTokens } from '../tokens.ts'
import type { Turn } from '../types.ts'

/** Tokens of earlier conversation sent with each question: room for a real conversation, bounded in cost. */
export const HISTORY_TOKEN_BUDGET = 3000

const MEDIA_NOTES: Record<string, string> = { Image: '(sent an image)', Audio: '(sent a voice message)', Video: '(sent a video)' }

function textOf(turn: Turn): string {
  const note = turn.role === 'user' ? MEDIA_NOTES[turn.askType] : undefined
  return note ? `${note} ${turn.content}`.trim() : turn.content
}

/**
 * The newest earlier turns that fit in `budget` tokens, oldest first. Earlier media is
 * described in words rather than sent again.
 *
 * @example
 * historyMessages([{ role: 'user', content: 'Hi', askType: 'Text' }, { role: 'assistant', content: 'Hello!', askType: 'Text' }])
 * // [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello!' }]
 */
export function historyMessages(history: Turn[], budget = HISTORY_TOKEN_BUDGET): ChatCompletionMessageParam[] {
  const kept: ChatCompletionMessageParam[] = []
  let used = 0
  for (const turn of [...history].reverse()) {
    const content = textOf(turn)
    if (!content) continue
    used += countTokens(content) + 4 // each message costs a few tokens of framing
    if (used > budget) break
    kept.push({ role: turn.role, content })
  }
  return kept.reverse()
}
