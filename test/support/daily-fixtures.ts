import type { Db } from '../../server/store/database.ts'
import { addLeads } from '../../server/store/leads.ts'
import { addMessage } from '../../server/store/messages.ts'

/** A clock the daily job reads and the test moves by hand. */
export interface TestClock {
  now: Date
  set(iso: string): void
  read: () => Date
}

export function testClock(iso: string): TestClock {
  const clock: TestClock = {
    now: new Date(iso),
    set(next) {
      clock.now = new Date(next)
    },
    read: () => clock.now
  }
  return clock
}

/** Stores a message as if it had been sent at `at` (ISO, UTC). */
export async function messageAt(db: Db, chatbotId: string, sessionId: number, role: 'user' | 'assistant', content: string, at: string) {
  const id = await addMessage(db, { session_id: sessionId, chatbot_id: chatbotId, role, content, ask_type: 'Text', file_ids: '', total_token: 0, no_answer: 0, interrupted: 0 })
  await db.updateTable('messages').set({ created_at: at }).where('id', '=', id).execute()
  return id
}

/** Stores a lead as if it had been recorded at `at`. */
export async function leadAt(db: Db, chatbotId: string, sessionId: number, value: { email?: string; phone?: string; name?: string }, at: string) {
  const contacts = { emails: value.email ? [value.email] : [], phones: value.phone ? [value.phone] : [] }
  const [row] = await addLeads(db, { chatbotId, sessionId, ...contacts, name: value.name, source: value.name ? 'talk_to_human' : 'chat', message: '' })
  await db.updateTable('leads').set({ created_at: at }).where('id', '=', row!.id).execute()
}
