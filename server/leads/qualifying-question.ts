import { answerLanguage, detectLanguage } from '../ai/builtin/language.ts'
import type { AnswerRequest } from '../ai/types.ts'
import { markAskedOnce, qualificationOf } from '../store/lead-qualifications.ts'
import { namedListings } from '../store/named-listings.ts'
import { SHOWING } from './showing.ts'
import { missingFields, qualificationFacts, withFacts } from './qualification.ts'

const PERSON = /\b(?:agent|realtor|broker|(?:a|real) (?:person|human)|someone|talk to|speak (?:to|with)|call me)\b/i

const QUESTIONS = {
  intent: 'are you looking to buy, rent or sell?',
  budget: 'What budget do you have in mind?',
  timeline: 'When do you hope to move?',
  area: 'Which area do you prefer?',
  preApproved: 'Are you pre-approved for a mortgage?',
  contact: 'What e-mail address or phone number can an agent reach you at?'
}

/**
 * The built-in assistant's one polite question for what a qualified lead still lacks, to add
 * under its answer, or '' (the answer itself is never held back). Asked once a session, and
 * only when the visitor shows intent: this message asks for a showing or a person, or names a
 * listing they asked about before. The facts of this very message count as known already.
 *
 * @example
 * const text = answer + await qualifyingQuestion(request) // '…\n\nSo an agent can help you best, may I ask: are you looking to buy, rent or sell? …'
 */
export async function qualifyingQuestion({ db, chatbot, question, lead }: AnswerRequest): Promise<string> {
  const text = question.content
  // The question is written in English only: in a conversation in another language it is not asked.
  if (!lead || question.askType !== 'Text' || answerLanguage(chatbot.AIResponseLanguage, detectLanguage(text)) !== 'en') return ''
  const { qualification, asked } = await qualificationOf(db, lead.sessionId)
  if (asked) return ''
  const showsIntent = SHOWING.test(text) || PERSON.test(text) ||
    (await namedListings(db, chatbot.id, text)).some((listing) => (qualification.listingsAsked[listing.mls_number] ?? 0) >= 1)
  if (!showsIntent) return ''
  const missing: Array<keyof typeof QUESTIONS> = missingFields(withFacts(qualification, qualificationFacts(text)))
  const hasContact = await db.selectFrom('leads').select('id').where('session_id', '=', lead.sessionId).limit(1).executeTakeFirst()
  if (!hasContact && !/@|\d{3}[\s.-]?\d{4}/.test(text)) missing.push('contact')
  if (missing.length === 0 || !(await markAskedOnce(db, { chatbotId: chatbot.id, sessionId: lead.sessionId }))) return ''
  const [first, ...rest] = missing.map((field) => QUESTIONS[field])
  const opening = first!.charAt(0).toLowerCase() + first!.slice(1)
  return `\n\nSo an agent can help you best, may I ask: ${[opening, ...rest].join(' ')} Share only what you like; I am happy to keep answering either way.`
}
