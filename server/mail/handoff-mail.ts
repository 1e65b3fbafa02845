import type { OutgoingMail } from './mailer.ts'
import { formatTranscript, type TranscriptMessage } from './transcript.ts'

export interface HandoffRequest {
  chatbotName: string
  /** TalkToHumanEmail */
  to: string
  timeZone: string
  sessionId: number
  visitor: { name: string; email: string; message: string }
  /** the session's messages, oldest first */
  conversation: TranscriptMessage[]
  /** true when earlier messages of a long conversation were left out */
  truncated: boolean
}

/**
 * The mail that hands a conversation to a person: who wrote, what they want, and what was
 * said so far. Reply-To is the visitor, so the owner answers them by simply replying.
 *
 * @example
 * handoffMail({ chatbotName: 'Oak Realty', to: 'agent@example.com', timeZone: 'UTC', sessionId: 7,
 *   visitor: { name: 'Jo', email: 'jo@example.com', message: 'Call me' }, conversation: [], truncated: false })
 */
export function handoffMail(request: HandoffRequest): OutgoingMail {
  const { visitor } = request
  const conversation = request.conversation.length
    ? [
        ...(request.truncated ? ['(Earlier messages left out; ChatContentHistory has the whole conversation.)'] : []),
        formatTranscript(request.conversation, request.timeZone)
      ].join('\n')
    : '(The visitor had not written to the chatbot yet.)'
  return {
    to: request.to,
    replyTo: { name: visitor.name, address: visitor.email },
    subject: `${visitor.name} would like to talk to a person (${request.chatbotName})`,
    text: [
      `A visitor of your chatbot "${request.chatbotName}" asked to talk to a person.`,
      'Reply to this e-mail to answer them.',
      '',
      `Name:    ${visitor.name}`,
      `E-mail:  ${visitor.email}`,
      `Session: ${request.sessionId}`,
      '',
      'Their message:',
      visitor.message,
      '',
      `Conversation so far (times in ${request.timeZone}):`,
      conversation,
      ''
    ].join('\n')
  }
}
