import { Type, type Static } from 'typebox'
import { RowId } from './common.ts'
import { PersonMode } from './live.ts'

/** No control characters: the name goes into a mail header (Reply-To) and a subject line. */
const PersonName = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '^[^\\u0000-\\u001f\\u007f]*\\S[^\\u0000-\\u001f\\u007f]*$',
  description: 'a name of 1 to 100 characters on one line'
})

/**
 * A single mailbox such as jo@example.com: no spaces, quotes, commas or angle brackets (so it can
 * never name a second recipient), one @, and a host with a dot and a letters-only last label.
 */
const VisitorEmail = Type.String({
  maxLength: 254,
  pattern: '^[A-Za-z0-9.!#$%&\'*+/=?^_`{|}~\\-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,24}$',
  description: 'an e-mail address such as jo@example.com'
})

export const TalkToHumanBody = Type.Object({
  sessionID: Type.Optional(RowId('a session id')),
  name: PersonName,
  email: VisitorEmail,
  message: Type.String({ minLength: 1, maxLength: 5000, pattern: '\\S', description: 'a message of 1 to 5000 characters' })
}, { title: 'TalkToHumanBody' })
export type TalkToHumanBody = Static<typeof TalkToHumanBody>

export const TalkToHumanReply = Type.Object({
  Message: Type.String({ description: 'what to show the visitor: the chatbot\'s TalkToHumanResponseMessage, or that a person will join the chat when someone of the team is signed in to the console' }),
  Mode: PersonMode('the conversation waits for a person (or one holds it already); open LiveEvents to hear them')
}, { title: 'TalkToHumanReply' })
export type TalkToHumanReply = Static<typeof TalkToHumanReply>
