import { escapeHtml } from './markdown-html.ts'
import type { OutgoingMail } from './mailer.ts'
import { formatTranscript, plainHtml, transcriptHtml, type TranscriptMessage } from './transcript.ts'

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
 * said so far, as plain text and as HTML (the chatbot's answers rendered from their markdown).
 * Reply-To is the visitor, so the owner answers them by simply replying.
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
    ].join('\n'),
    html: handoffHtml(request)
  }
}

/** The HTML part of the handoff mail: the same content as the text part. */
function handoffHtml(request: HandoffRequest): string {
  const { visitor } = request
  const row = (label: string, value: string) => `<tr><th align="left" style="padding-right:12px">${label}</th><td>${escapeHtml(value)}</td></tr>`
  const conversation = request.conversation.length
    ? `${request.truncated ? '<p><i>Earlier messages left out; ChatContentHistory has the whole conversation.</i></p>' : ''}${transcriptHtml(request.conversation, request.timeZone)}`
    : '<p><i>The visitor had not written to the chatbot yet.</i></p>'
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.4">
<p>A visitor of your chatbot "${escapeHtml(request.chatbotName)}" asked to talk to a person. Reply to this e-mail to answer them.</p>
<table>${row('Name', visitor.name)}${row('E-mail', visitor.email)}${row('Session', String(request.sessionId))}</table>
<h3>Their message</h3>
<p>${plainHtml(visitor.message)}</p>
<h3>Conversation so far (times in ${escapeHtml(request.timeZone)})</h3>
${conversation}
</body></html>`
}
