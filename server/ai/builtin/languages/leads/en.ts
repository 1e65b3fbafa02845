import type { LeadPack } from './pack.ts'

const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|fall|autumn|winter)'

/** English: a qualified lead's questions and a showing request's replies. */
export default {
  read: {
    showing: /\b(?:showings?|tour|viewing|see (?:it|this|that|the (?:home|house|place|condo|apartment|property)) in person|visit (?:it|the (?:home|house|place|condo|apartment|property)))\b/i,
    person: /\b(?:agent|realtor|broker|(?:a|real) (?:person|human)|someone|talk to|speak (?:to|with)|call me)\b/i,
    sell: /\b(?:sell(?:ing)?|list(?:ing)?) (?:my|our) (?:home|house|condo|apartment|place|property|townhouse)\b|\b(?:want|looking|plan(?:ning)?|need|hoping|like) to sell\b/i,
    rent: /\b(?:want|looking|plan(?:ning)?|need|hoping|like) to (?:rent|lease)\b|\bfor rent\b|\brentals?\b|\brenting\b/i,
    buy: /\b(?:want|looking|plan(?:ning)?|need|hoping|like|ready) to (?:buy|purchase)\b|\bbuying\b|\bfirst[- ]time (?:home )?buyer\b|\bfor sale\b/i,
    budget: String.raw`\b(?:budget(?: is| of)?|afford|spend|up to|under|below|max(?:imum)?(?: of)?|no more than|pre-?approved (?:for|up to))\s*(?:about|around|roughly)?\s*`,
    timeline: new RegExp(String.raw`\b(?:asap|as soon as possible|right away|immediately|this (?:week|month|year|${MONTH})|next (?:week|month|year|${MONTH})|(?:in|within) (?:the next )?(?:\d{1,2}|a|one|two|three|four|six|a few|a couple of) (?:weeks?|months?|years?)|by (?:the end of )?(?:${MONTH}|next year|the end of the year)|in ${MONTH})\b`, 'i'),
    area: /\b(?:looking|live|living|move|moving|relocat\w*|buy|rent|homes?|houses?|condos?|apartments?|area|neighbou?rhood)\b[^.?!\n]{0,30}?\b(?:in|around|near|to)\s+([A-Z][\p{L}'-]+(?:\s+[A-Z][\p{L}'-]+){0,2})/u,
    notPreApproved: /\b(?:not (?:yet |been )?pre-?approved|no pre-?approval|haven'?t been pre-?approved|need (?:a |to get )?pre-?approv\w*)\b/i,
    preApproved: /\b(?:(?:am|are|'m|'re|got|been|i'm|we're) pre-?approved|have (?:a |our |my )?pre-?approval)\b/i,
    notAPlace: new RegExp(`^(?:${MONTH}|the|a|my|our|I|MLS)\\b`, 'i'),
    times: /\b(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?\b|\b(?:today|tonight|tomorrow|weekends?|weekdays?|mornings?|afternoons?|evenings?|noon|anytime|any time)\b|\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\b\d{1,2}\/\d{1,2}\b/i,
    when: { today: 'today|tonight', tomorrow: 'tomorrow', morning: 'mornings?', afternoon: 'afternoons?|noon', evening: 'evenings?|tonight', or: 'or|,|;', at: 'at|after|before|from|around' }
  },
  questions: {
    intent: 'Are you looking to buy, rent or sell?',
    budget: 'What budget do you have in mind?',
    timeline: 'When do you hope to move?',
    area: 'Which area do you prefer?',
    preApproved: 'Are you pre-approved for a mortgage?',
    contact: 'What e-mail address or phone number can an agent reach you at?'
  },
  ask: ([first = '', ...rest]) => `So an agent can help you best, may I ask: ${[first.charAt(0).toLowerCase() + first.slice(1), ...rest].join(' ')} Share only what you like; I am happy to keep answering either way.`,
  showingAsk: (address, mls) => `I would be glad to arrange a showing of ${address} (MLS ${mls}). Which days and times suit you? A few options help, such as "Saturday morning or Monday after 5 pm".`,
  showingPassed: (address, mls, times) => `Thank you! I have passed your preferred times for ${address} (MLS ${mls}) on to our team: "${times}".`,
  showingContact: (contact) => `An agent will confirm the showing with you at ${contact}, usually within one business day.`,
  showingNoContact: 'An agent will confirm the showing with you. What e-mail address or phone number can they reach you at?'
} satisfies LeadPack
