import type { ShowingRequested } from '../leads/showing-notice.ts'
import type { LiveBus } from './bus.ts'

/**
 * Tells the agents' Live pages of a showing request with its preferred times (a `showing` event
 * on the chatbot's live stream; the visitor's widget does not get it).
 *
 * @example
 * await announceShowing(app.liveBus, { chatbotId, sessionId: 42, showing, visitorName: 'Pat', contact: 'pat@example.com' })
 */
export async function announceShowing(
  bus: Pick<LiveBus, 'publish'>,
  request: { chatbotId: string; sessionId: number; showing: ShowingRequested; visitorName: string; contact: string }
): Promise<void> {
  const { chatbotId, sessionId, showing } = request
  await bus.publish({
    chatbotId,
    sessionId,
    event: {
      Type: 'showing', SessionID: sessionId, ShowingID: showing.id, MLSNumber: showing.mls, Address: showing.address, Times: showing.times,
      VisitorName: request.visitorName, Contact: request.contact, CreatedAt: new Date().toISOString()
    }
  })
}
