import type { ListingVocabulary } from '../../store/listing-search.ts'
import type { Chatbot } from '../../store/chatbots.ts'

/** The built-in assistant's fixed replies. It says plainly that it is automated and what it can do. */

type Who = Pick<Chatbot, 'Name' | 'TalkToHumanEmail'>

/** Example questions that work here: they name the chatbot's own cities where it has some. */
function examples(vocabulary: ListingVocabulary): string {
  const [first, second] = vocabulary.cities
  const buy = first ? ` in ${first.city}` : ''
  const rent = second ? ` in ${second.city}` : ''
  const mls = vocabulary.sampleMls ? `“tell me about MLS ${vocabulary.sampleMls}”` : '“tell me about MLS 12345”'
  return `“3-bedroom homes for sale${buy} under $600k”, “rentals${rent} under $2,500 a month” or ${mls}`
}
const CAN_SEARCH = 'by city, state, ZIP code, price, bedrooms, bathrooms, property type, features (a pool, a yard, pets, parking…), size, year built, MLS number or address, for sale or for rent'

/**
 * A sentence offering a person, only when the chatbot has someone to hand over to.
 *
 * @example
 * humanHint({ Name: 'Harbor & Pine', TalkToHumanEmail: '' }) // ''
 */
export function humanHint(chatbot: Who): string {
  return chatbot.TalkToHumanEmail
    ? ' If you would rather talk to a person, a member of our team is happy to help and will get back to you by e-mail: use the **Talk to a person** button in this chat.'
    : ''
}

/**
 * "Austin (9), Denver (8) and Miami (8)": the places the listings are in, with counts.
 *
 * @example
 * placesSummary({ cities: [{ city: 'Austin', state: 'TX', count: 9 }], … }) // 'Austin, TX (9)'
 */
export function placesSummary(vocabulary: ListingVocabulary): string {
  const names = vocabulary.cities.slice(0, 8).map((entry) => `${entry.city}${entry.state ? `, ${entry.state}` : ''} (${entry.count})`)
  if (vocabulary.cities.length > 8) names.push(`${vocabulary.cities.length - 8} more`)
  return names.length > 1 ? `${names.slice(0, -1).join('; ')} and ${names.at(-1)}` : names[0] ?? ''
}

/**
 * The answer to "hi": who is answering (an automated assistant), what it knows, what to ask.
 *
 * @example
 * greeting(chatbot, vocabulary) // "Hello! I'm the automated listing assistant of Harbor & Pine — a program, not a person. …"
 */
export function greeting(chatbot: Who, vocabulary: ListingVocabulary): string {
  const stock = vocabulary.total > 0
    ? `I know the ${vocabulary.total} homes listed here, in ${placesSummary(vocabulary)}.`
    : 'There are no listings here yet, so check back soon.'
  return `Hello! I'm the automated listing assistant of ${chatbot.Name} — a program, not a person. ${stock}\n\nYou can ask me things like ${examples(vocabulary)}.`
}

/**
 * The answer to "are you a bot?": plainly yes, and what it can do.
 *
 * @example
 * identity(chatbot, vocabulary) // "I'm an automated assistant — a computer program, not a person. …"
 */
export function identity(chatbot: Who, vocabulary: ListingVocabulary): string {
  return `I'm an automated assistant — a computer program, not a person. I answer questions about the ${vocabulary.total} listings of ${chatbot.Name}, ${CAN_SEARCH}.${humanHint(chatbot)}`
}

/**
 * The answer to "can I talk to a person?", which depends on whether the chatbot has someone.
 *
 * @example
 * humanRequest({ Name: 'Harbor & Pine', TalkToHumanEmail: 'team@example.com' }) // "I'm an automated assistant, so I can't put you through myself — …"
 */
export function humanRequest(chatbot: Who): string {
  return chatbot.TalkToHumanEmail
    ? `I'm an automated assistant, so I can't put you through myself — but a member of our team is happy to help: use the **Talk to a person** button in this chat and they will get back to you by e-mail. Meanwhile I can search the listings ${CAN_SEARCH}.`
    : `I'm an automated assistant and there is no one to hand this chat over to, sorry: please contact the office through this website's contact page. I can search the listings ${CAN_SEARCH}.`
}

/**
 * The answer to "which cities do you cover?".
 *
 * @example
 * coverage(vocabulary) // 'The 50 homes listed here are in Austin, TX (9); … Ask me about any of them — …'
 */
export function coverage(vocabulary: ListingVocabulary): string {
  if (vocabulary.total === 0) return 'There are no listings here yet, so check back soon.'
  return `The ${vocabulary.total} homes listed here are in ${placesSummary(vocabulary)}. Ask me about any of them — for example ${examples(vocabulary)}.`
}

/** The answer to thanks. */
export const thanks = 'You\'re welcome! Let me know if you\'d like to look at more homes.'
/** The answer to goodbye. */
export const goodbye = 'Goodbye, and good luck with your search!'

/** For media the built-in assistant cannot see or hear. */
export const MEDIA_NOTE = 'I can only read text, so I can\'t look at images, listen to audio or watch videos.'

/**
 * The reply for anything outside the listings; it comes with noAnswer.
 *
 * @example
 * fallback(chatbot, vocabulary) // "Sorry, I can't help with that. I'm an automated assistant that only knows the homes listed here: …"
 */
export function fallback(chatbot: Who, vocabulary: ListingVocabulary): string {
  return `Sorry, I can't help with that. I'm an automated assistant that only knows the homes listed here: I can search them ${CAN_SEARCH} — for example ${examples(vocabulary)}.${humanHint(chatbot)}`
}
