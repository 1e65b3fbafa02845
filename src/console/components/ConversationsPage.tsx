import { useSignal } from '@preact/signals'
import { useEffect } from 'preact/hooks'
import type { ConversationListReply, ConversationSummary } from '../../../server/schemas/conversations.ts'
import { call } from '../api.ts'
import { cleanQuery, zonedTime } from '../list-query.ts'
import { useChatbotName } from '../models/chatbot-name.ts'
import { hrefOf } from '../router.ts'
import { CONVERSATION_KEYS, ConversationFilters } from './ConversationFilters.tsx'
import { ExportLinks } from './ExportLinks.tsx'
import { FormError } from './FormError.tsx'
import { ListPaging } from './ListPaging.tsx'

/** The flags a conversation carries, as words. */
function flagsOf(conversation: ConversationSummary): string[] {
  return [
    conversation.Live && 'Live now',
    conversation.Handoff && 'Asked for a person',
    conversation.Unanswered && 'Unanswered',
    conversation.RatedDown && 'Rated down',
    conversation.RatedUp && 'Rated up'
  ].filter((flag): flag is string => Boolean(flag))
}

/**
 * A chatbot's conversations for owners and agents, newest first: when (in the chatbot's time
 * zone), the first question linking to the transcript, messages, thumbs and flags; filters and
 * the page number in the hash; export of the filtered set.
 */
export function ConversationsPage({ id, query: asked }: { id: string; query: string }) {
  const query = cleanQuery(asked, CONVERSATION_KEYS)
  const name = useChatbotName(id)
  const page = useSignal<ConversationListReply | undefined>(undefined)
  const error = useSignal('')
  useEffect(() => {
    call<ConversationListReply>('GET', `/chatbots/${id}/conversations?${query}`).then(
      (reply) => (page.value = reply),
      (caught: Error) => (error.value = caught.message)
    )
  }, [id, query])

  const list = page.value?.List
  return (
    <section>
      <h1 tabIndex={-1}>Conversations{name && ` of ${name}`}</h1>
      <p><a href={hrefOf({ page: 'leads', id, query: '' })}>Leads of this chatbot</a></p>
      <ConversationFilters key={query} id={id} query={query} />
      <FormError message={error.value} />
      {!page.value ? (
        !error.value && <p role="status">Loading…</p>
      ) : (
        <>
          <p role="status">{list!.length === 0 ? 'No conversations match.' : `Times in ${page.value.TimeZone}.`}</p>
          {list!.length > 0 && (
            <div class="table-scroll" tabIndex={0} role="region" aria-label="Conversations">
              <table class="cards conversations">
                <thead>
                  <tr>
                    <th scope="col">First question</th>
                    <th scope="col">When</th>
                    <th scope="col" class="number">Messages</th>
                    <th scope="col">Flags</th>
                  </tr>
                </thead>
                <tbody>
                  {list!.map((conversation) => (
                    <tr key={conversation.SessionID}>
                      <th scope="row">
                        <a href={hrefOf({ page: 'transcript', id, sessionId: String(conversation.SessionID) })} dir="auto">
                          {conversation.FirstQuestion || `Conversation ${conversation.SessionID}`}
                        </a>
                      </th>
                      <td data-label="When">{zonedTime(conversation.LastAt, page.value!.TimeZone)}</td>
                      <td class="number" data-label="Messages">{conversation.Messages}</td>
                      <td data-label="Flags">
                        {flagsOf(conversation).map((flag) => <span key={flag} class={`flag ${flag === 'Rated down' || flag === 'Unanswered' ? 'bad' : ''}`}>{flag}</span>)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <ListPaging id={id} list="conversations" query={query} hasMore={page.value.HasMore} />
          {list!.length > 0 && <ExportLinks id={id} list="conversations" query={query} />}
        </>
      )}
    </section>
  )
}
