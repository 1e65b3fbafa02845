/**
 * Conversations as the server writes them, for the benches at scale: a session row, then its
 * messages one statement per batch, the database's own triggers keeping the inbox's summaries
 * and the full-text index; nothing is analyzed or warmed by hand.
 */
import type { Db } from '../server/store/database.ts'

const WORDS = 'home house condo pool garden garage price rent sale bedroom bathroom school park downtown view quiet street schedule showing agent offer mortgage budget kitchen basement yard dogs cats parking'.split(' ')

/** A visitor question or an answer of a dozen words; every 5,000th message names the rare word (zanzibar). */
const text = (n: number) => Array.from({ length: 12 }, (_, i) => WORDS[(n * 7 + i * 13) % WORDS.length]).join(' ') + (n % 5000 === 0 ? ' zanzibar' : '')

/**
 * Adds `conversations` conversations of `messagesEach` messages to a chatbot, a minute apart and
 * ending now, in transactions of 500; every 50th is rated down.
 *
 * @example
 * await seedConversations(server.db, chatbotId, 10_000, 10)
 */
export async function seedConversations(db: Db, chatbotId: string, conversations: number, messagesEach: number): Promise<void> {
  const start = Date.now() - conversations * 60_000
  let n = 0
  for (let done = 0; done < conversations; done += 500) {
    await db.transaction().execute(async (trx) => {
      const count = Math.min(500, conversations - done)
      const at = (i: number) => new Date(start + (done + i) * 60_000).toISOString()
      const sessions = await trx.insertInto('chat_sessions').values(Array.from({ length: count }, (_, i) => ({ chatbot_id: chatbotId, visitor_key_hash: null, created_at: at(i) })))
        .returning('id').execute()
      const messages = sessions.flatMap(({ id }, i) => Array.from({ length: messagesEach }, (_, m) => ({
        session_id: id, chatbot_id: chatbotId, role: m % 2 === 0 ? 'user' as const : 'assistant' as const, content: text(n++),
        ask_type: 'text', file_ids: '', total_token: 0, no_answer: 0, interrupted: 0, created_at: at(i), client_ip: '', from_visitor: 1,
        feedback: m === 1 && (done + i) % 50 === 0 ? -1 : 0
      })))
      for (let i = 0; i < messages.length; i += 1000) await trx.insertInto('messages').values(messages.slice(i, i + 1000)).execute()
    })
  }
}
