import { useSignal } from '@preact/signals'
import { useEffect } from 'preact/hooks'
import type { TranscriptReply } from '../../../server/schemas/conversations.ts'
import { Markdown } from '../../panel/components/Markdown.tsx'
import { call } from '../api.ts'
import { zonedTime } from '../list-query.ts'
import { useChatbotName } from '../models/chatbot-name.ts'
import { hrefOf } from '../router.ts'
import { FormError } from './FormError.tsx'
import { TranscriptCards } from './TranscriptCards.tsx'

type TranscriptMessage = TranscriptReply['Messages'][number]

/** What the visitor said of an answer: thumbs and the comment. */
function FeedbackNote({ feedback }: { feedback: NonNullable<TranscriptMessage['Feedback']> }) {
  return (
    <p class={`feedback ${feedback.Rating}`}>
      {feedback.Rating === 'up' ? 'Rated up' : 'Rated down'}{feedback.Comment && ': '}
      {feedback.Comment && <q dir="auto">{feedback.Comment}</q>}
    </p>
  )
}

/** One message: the visitor's as its text, an answer as the widget renders it (sanitized markdown, cards, feedback). */
function TranscriptEntry({ message, timeZone }: { message: TranscriptMessage; timeZone: string }) {
  const visitor = message.Role === 'user'
  return (
    <li class={`entry ${visitor ? 'visitor' : 'answer'}`}>
      <p class="entry-head"><strong>{visitor ? 'Visitor' : 'Assistant'}</strong> <time dateTime={message.CreatedAt}>{zonedTime(message.CreatedAt, timeZone)}</time>
        {message.NoAnswer && <span class="flag bad">Unanswered</span>}
        {message.Interrupted && <span class="flag">Cut off</span>}
      </p>
      {visitor ? <p class="said" dir="auto">{message.Content}</p> : <Markdown text={message.Content} />}
      {message.Listings.length > 0 && <TranscriptCards cards={message.Listings} />}
      {message.Feedback && <FeedbackNote feedback={message.Feedback} />}
    </li>
  )
}

/** One conversation, oldest message first, with a link to watch or take it over live. */
export function TranscriptPage({ id, sessionId }: { id: string; sessionId: string }) {
  const name = useChatbotName(id)
  const transcript = useSignal<TranscriptReply | undefined>(undefined)
  const error = useSignal('')
  useEffect(() => {
    call<TranscriptReply>('GET', `/chatbots/${id}/conversations/${sessionId}`).then(
      (reply) => (transcript.value = reply),
      (caught: Error) => (error.value = caught.message)
    )
  }, [id, sessionId])

  return (
    <section class="transcript">
      <h1 tabIndex={-1}>Conversation {sessionId}{name && ` with ${name}`}</h1>
      <p class="transcript-links">
        <a href={hrefOf({ page: 'conversations', id, query: '' })}>All conversations</a>
        <a href={`#/chatbots/${id}/live/${sessionId}`}>Open live</a>
      </p>
      <FormError message={error.value} />
      {transcript.value ? (
        <ol class="entries" aria-label="Messages">
          {transcript.value.Messages.map((message) => <TranscriptEntry key={message.MessageID} message={message} timeZone={transcript.value!.TimeZone} />)}
        </ol>
      ) : (
        !error.value && <p role="status">Loading…</p>
      )}
    </section>
  )
}
