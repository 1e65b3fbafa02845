import type { Static } from 'typebox'
import type { ConversationListBody, ConversationSummary } from '../schemas/conversations.ts'
import type { ConversationQuery, ConversationRow } from '../store/conversations.ts'
import { utcDayRange } from '../time/zoned.ts'

/** A conversation with a message this recent is "live now". */
export const LIVE_MS = 5 * 60_000

/**
 * The store query for a ConversationList body; undefined when endTime is before startTime.
 *
 * @example
 * conversationQuery(chatbotId, { serialNumber, ratedDown: true, pageNumber: 1, pageSize: 50 }, new Date())
 */
export function conversationQuery(chatbotId: string, body: Static<typeof ConversationListBody>, now: Date): ConversationQuery | undefined {
  const range = body.startTime || body.endTime ? utcDayRange(body.startTime ?? '1970-01-01', body.endTime ?? '9999-12-30') : {}
  if (!range) return undefined
  return {
    chatbotId,
    ...range,
    ratedDown: body.ratedDown,
    unanswered: body.unanswered,
    handoff: body.handoff,
    ...(body.live && { activeSince: new Date(now.getTime() - LIVE_MS).toISOString() }),
    text: body.text,
    page: body.pageNumber,
    pageSize: body.pageSize
  }
}

/** A conversation as ConversationList shows it. */
export function conversationSummary(row: ConversationRow, now: Date): ConversationSummary {
  return {
    SessionID: Number(row.session_id),
    StartedAt: row.started_at,
    LastAt: row.last_at,
    FirstQuestion: row.first_question,
    Messages: Number(row.messages),
    RatedUp: Number(row.rated_up) === 1,
    RatedDown: Number(row.rated_down) === 1,
    Unanswered: Number(row.unanswered) === 1,
    Handoff: Number(row.handoff) === 1,
    Live: Date.parse(row.last_at) >= now.getTime() - LIVE_MS
  }
}
