/**
 * A page of a chatbot's rows recorded in a time range, optionally of one session: what
 * ChatContentHistory and LeadList ask of the store.
 *
 * @example
 * const query: RangePage = { chatbotId, from: '2026-03-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z', page: 1, pageSize: 100 }
 */
export interface RangePage {
  chatbotId: string
  /** inclusive, ISO time */
  from: string
  /** exclusive, ISO time */
  to: string
  sessionId?: number
  page: number
  pageSize: number
}
