import { useSignal } from '@preact/signals'
import { useEffect } from 'preact/hooks'
import type { ChatbotList, ChatbotSummary } from '../../../server/schemas/console.ts'
import { call } from '../api.ts'
import { isOwner } from '../models/session.ts'
import { hrefOf } from '../router.ts'
import { AddChatbotForm } from './AddChatbotForm.tsx'
import { FormError } from './FormError.tsx'
import { RemoveChatbot } from './RemoveChatbot.tsx'

/** The workspace's chatbots: name, ID, listings and this month's conversations; owners add and remove. */
export function ChatbotsPage() {
  const chatbots = useSignal<ChatbotSummary[] | undefined>(undefined)
  const error = useSignal('')
  const removing = useSignal<ChatbotSummary | undefined>(undefined)
  const owner = isOwner()

  const load = () =>
    call<ChatbotList>('GET', '/chatbots').then(
      (reply) => (chatbots.value = reply.chatbots),
      (caught: Error) => (error.value = caught.message)
    )
  useEffect(() => void load(), [])

  return (
    <section>
      <h1 tabIndex={-1}>Chatbots</h1>
      <FormError message={error.value} />
      {chatbots.value === undefined ? (
        <p role="status">Loading…</p>
      ) : chatbots.value.length === 0 ? (
        <p>No chatbots yet.{owner && ' Add the first one below.'}</p>
      ) : (
        <div class="table-scroll" tabIndex={0} role="region" aria-label="Chatbots">
          <table class="chatbots cards">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">ID</th>
                <th scope="col" class="number">Listings</th>
                <th scope="col" class="number">Conversations this month</th>
                <th scope="col"><span class="visually-hidden">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {chatbots.value.map((chatbot) => (
                <tr key={chatbot.id}>
                  <th scope="row">{chatbot.name}</th>
                  <td data-label="ID"><code>{chatbot.id}</code></td>
                  <td class="number" data-label="Listings">{chatbot.listings.toLocaleString('en')}</td>
                  <td class="number" data-label="Conversations this month">{chatbot.conversationsThisMonth.toLocaleString('en')}</td>
                  <td class="actions">
                    <a href={hrefOf({ page: 'conversations', id: chatbot.id, query: '' })} aria-label={`Conversations of ${chatbot.name}`}>Conversations</a>
                    <a href={hrefOf({ page: 'leads', id: chatbot.id, query: '' })} aria-label={`Leads of ${chatbot.name}`}>Leads</a>
                    {owner && <a href={hrefOf({ page: 'settings', id: chatbot.id })} aria-label={`Settings of ${chatbot.name}`}>Settings</a>}
                    {owner && <a href={hrefOf({ page: 'listings', id: chatbot.id })} aria-label={`Listings of ${chatbot.name}`}>Listings</a>}
                    <a href={hrefOf({ page: 'install', id: chatbot.id })} aria-label={`Install ${chatbot.name}`}>Install</a>
                    {owner && <a href={hrefOf({ page: 'feeds', id: chatbot.id })} aria-label={`MLS feeds of ${chatbot.name}`}>MLS feeds</a>}
                    <a href={hrefOf({ page: 'live', id: chatbot.id })} aria-label={`Live conversations of ${chatbot.name}`}>Live</a>
                    {owner && <button type="button" class="quiet danger-text" aria-label={`Remove ${chatbot.name}`} onClick={() => (removing.value = chatbot)}>Remove</button>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {owner && <AddChatbotForm onAdded={() => void load()} />}
      {removing.value && (
        <RemoveChatbot
          chatbot={removing.value}
          onDone={(removed) => {
            removing.value = undefined
            if (removed) void load()
          }}
        />
      )}
    </section>
  )
}
