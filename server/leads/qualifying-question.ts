import type { LeadQuestion } from '../ai/builtin/languages/leads/pack.ts'
import { PACKS } from '../ai/builtin/languages/index.ts'
import type { AnswerRequest } from '../ai/types.ts'
import { asksFor, replyLanguage, visitorLanguage } from './showing.ts'
import { missingFields, qualificationFacts, withFacts } from './qualification.ts'

/**
 * The built-in assistant's one polite question for what a qualified lead still lacks, to add
 * under its answer, or '' (the answer itself is never held back), in the language it answers
 * in. Asked once a session, and only when the visitor shows intent: this message asks for a
 * showing or a person, or names a listing they asked about before. The facts of this very
 * message count as known already. Its store reads go through the lead's port.
 *
 * @example
 * const text = answer + await qualifyingQuestion(request) // '…\n\nSo an agent can help you best, may I ask: are you looking to buy, rent or sell? …'
 */
export async function qualifyingQuestion({ chatbot, question, history, lead }: AnswerRequest): Promise<string> {
  const text = question.content
  if (!lead || question.askType !== 'Text') return ''
  const { qualification, asked } = await lead.qualification()
  if (asked) return ''
  const visitor = visitorLanguage(history, text)
  const showsIntent = asksFor('showing', text, visitor) || asksFor('person', text, visitor) ||
    (await lead.listingsNamed(text)).some((listing) => (qualification.listingsAsked[listing.mls] ?? 0) >= 1)
  if (!showsIntent) return ''
  const missing: LeadQuestion[] = missingFields(withFacts(qualification, qualificationFacts(text, visitor)))
  if (!/@|\d{3}[\s.-]?\d{4}/.test(text) && !(await lead.hasContact())) missing.push('contact')
  if (missing.length === 0 || !(await lead.markAsked())) return ''
  const { leads } = PACKS[replyLanguage(chatbot, visitor)]
  return `\n\n${leads.ask(missing.map((field) => leads.questions[field]))}`
}
