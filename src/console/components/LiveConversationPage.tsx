import { useEffect, useMemo } from 'preact/hooks'
import { createLiveConversation } from '../models/live-conversation.ts'
import { hrefOf } from '../router.ts'
import { AgentReplyBox } from './AgentReplyBox.tsx'
import { FormError } from './FormError.tsx'

/**
 * One conversation live: its messages as they come, who answers in it, and take over, the
 * reply box (with typing) and hand back. The inbox's transcript links here.
 */
export function LiveConversationPage({ chatbotId, sessionId }: { chatbotId: string; sessionId: number }) {
  const conversation = useMemo(() => createLiveConversation(chatbotId, sessionId), [chatbotId, sessionId])
  useEffect(() => conversation.dispose, [conversation])
  const { lines, mode, agentName, busy } = conversation
  const held = mode.value === 'agent'

  return (
    <section>
      <p><a href={hrefOf({ page: 'live', id: chatbotId })}>← Live conversations</a></p>
      <h1 tabIndex={-1}>Conversation {sessionId}</h1>
      <p role="status" class="live-mode">
        {held ? `${agentName.value} holds this conversation: the assistant is silent.` : mode.value === 'waiting' ? 'The visitor is waiting for a person.' : 'The assistant answers in this conversation.'}
      </p>
      <div class="actions live-actions">
        {held ? (
          <button type="button" class="quiet" disabled={busy.value} onClick={() => void conversation.handBack()}>Hand back to the assistant</button>
        ) : (
          <button type="button" disabled={busy.value} onClick={() => void conversation.takeOver()}>Take over</button>
        )}
      </div>
      <FormError message={conversation.error.value} />
      <div role="log" aria-label="Messages">
        {lines.value === undefined ? (
          <p role="status">Loading…</p>
        ) : (
          <ol class="live-lines">
            {lines.value.map((line) => (
              <li key={line.MessageID} class={line.Role === 'user' ? 'visitor' : line.AgentName ? 'agent' : 'assistant'}>
                <strong>{line.Role === 'user' ? 'Visitor' : line.AgentName || 'Assistant'}</strong>
                <p>{line.Content}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
      {held && <AgentReplyBox conversation={conversation} />}
    </section>
  )
}
