import type { Ask } from './ask-rules.ts'
import type { Turn } from '../ai/types.ts'
import { enforceLimits } from '../policy/limits.ts'
import type { Chatbot } from '../store/chatbots.ts'
import type { Db } from '../store/database.ts'
import { addMessage, deleteMessage, recentMessages } from '../store/messages.ts'

/** Earlier messages read for a model: more than any token budget keeps, few enough to read fast. */
const HISTORY_MESSAGES = 40

/**
 * The session's earlier messages, oldest first, as models see them. Read before the new
 * question is stored, so it is not among them.
 *
 * @example
 * await earlierTurns(db, 42) // [{ role: 'user', content: 'Hi', askType: 'Text' }, …]
 */
export async function earlierTurns(db: Db, sessionId: number): Promise<Turn[]> {
  const rows = await recentMessages(db, sessionId, HISTORY_MESSAGES)
  return rows
    .filter((row) => row.content !== '' || row.role === 'user')
    .map((row) => ({ role: row.role, content: row.content, askType: row.ask_type }))
}

/** Who sent a question, as the limits count it. */
export interface QuestionSender {
  sessionId: number
  clientIp: string
  fromVisitor: boolean
}

/**
 * Stores the question, then holds it to the chatbot's limits; a question over a limit is
 * deleted again and refused with 429. Storing first means concurrent questions, also on
 * other server instances sharing the database, all see each other when they count.
 *
 * @example
 * const questionId = await storeQuestion(db, chatbot, ask, { sessionId: 42, clientIp: '203.0.113.9', fromVisitor: true })
 */
export async function storeQuestion(db: Db, chatbot: Chatbot, ask: Ask, sender: QuestionSender): Promise<number> {
  const id = await addMessage(db, {
    session_id: sender.sessionId,
    chatbot_id: chatbot.id,
    role: 'user',
    content: ask.content,
    ask_type: ask.askType,
    file_ids: ask.fileIds.join(','),
    total_token: 0,
    no_answer: 0,
    interrupted: 0,
    client_ip: sender.clientIp,
    from_visitor: Number(sender.fromVisitor)
  })
  try {
    await enforceLimits(db, chatbot, { id, ...sender })
  } catch (error) {
    await deleteMessage(db, id)
    throw error
  }
  return id
}
