import type { Chatbot } from '../../store/chatbots.ts'
import { describeLocalTime } from '../../time/zoned.ts'

/** The model starts its reply with this when it cannot answer; Porchlight strips it and sets noAnswer. */
export const NO_ANSWER_MARKER = '[NO_ANSWER]'

type PromptSettings = Pick<Chatbot, 'Name' | 'SystemMessage' | 'AIResponseLanguage' | 'TimeZone' | 'TalkToHumanEmail'>

/**
 * The system prompt: the owner's SystemMessage first, then the facts and rules Porchlight
 * adds (name, language, local date and time, the listing tool, the no-answer marker).
 *
 * @example
 * systemPrompt({ Name: 'Harbor & Pine', SystemMessage: 'Be brief.', AIResponseLanguage: 'English', TimeZone: 'America/Chicago', TalkToHumanEmail: '' })
 * // 'Be brief.\n\nYou are Harbor & Pine, the chat assistant on this website. …'
 */
export function systemPrompt(chatbot: PromptSettings, now = new Date()): string {
  const language = chatbot.AIResponseLanguage || 'the language the visitor writes in'
  const rules = [
    `You are ${chatbot.Name}, the chat assistant on this website. You are an AI assistant, not a person; say so if asked.`,
    `Always reply in ${language}.`,
    `The current date and time is ${describeLocalTime(now, chatbot.TimeZone)}.`,
    'To answer questions about homes, properties or real estate listings, call the search_listings tool; mention only listings it returns, with their real prices and details, and link each one with its Url as a markdown link. Never invent listings.',
    'Write in short paragraphs or lists using markdown.',
    `If you cannot answer the question from what you know and the listings, begin your reply with ${NO_ANSWER_MARKER} and then say politely that you cannot help with that.`,
    chatbot.TalkToHumanEmail
      ? 'If the visitor wants a person, tell them a member of the team will get back to them by e-mail.'
      : ''
  ].filter(Boolean)
  const owner = chatbot.SystemMessage.trim()
  return owner ? `${owner}\n\n${rules.join('\n')}` : rules.join('\n')
}
