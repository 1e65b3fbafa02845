import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { lastEventId, streamLive } from '../http/live-stream.ts'
import { callerOf } from '../plugins/app/auth.ts'
import { sessionOfCaller } from '../policy/callers.ts'
import { ConcurrencyLimit, REQUEST_LIMITS } from '../policy/request-limits.ts'
import { BODY_LIMITS, ErrorEnvelope, errorReplies } from '../schemas/common.ts'
import { LiveEvent, LiveEventsBody } from '../schemas/live.ts'
import { sessionMode, touchVisitor } from '../store/live.ts'

/** LiveEvents: the visitor's live stream while a person is asked for or holds the conversation. */
const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app
  const streams = new ConcurrencyLimit(REQUEST_LIMITS.liveStreamsPerSession, 'This conversation is already followed live in too many windows; close one and try again')

  app.post('/chat/Chat/LiveEvents', {
    bodyLimit: BODY_LIMITS.small,
    config: { access: 'caller' },
    schema: {
      tags: ['Chat'],
      summary: 'The conversation live, as a text/event-stream: the mode first, then a person\'s messages, their typing and mode changes (taken over, handed back); open it while the mode is waiting or agent; at most 8 open at once per session (429 with Retry-After)',
      body: LiveEventsBody,
      response: {
        200: {
          description: 'a text/event-stream of LiveEvent data lines; each but the first has the SSE id to send back as `after` (or Last-Event-ID) after a reconnect',
          content: { 'text/event-stream': { schema: LiveEvent } }
        },
        ...errorReplies,
        429: ErrorEnvelope
      }
    }
  }, async (request, reply) => {
    const caller = callerOf(request)
    const { sessionId } = await sessionOfCaller(db, caller, request.body.sessionID)
    const { mode, agentName } = await sessionMode(db, sessionId)
    const close = streams.open(String(sessionId))
    // Only a visitor's own widget counts as the visitor being there (for the mail to one who left).
    const alive = caller.kind === 'visitor' ? () => void touchVisitor(db, sessionId).catch(() => undefined) : undefined
    alive?.()
    try {
      await streamLive(reply, {
        pingMs: config.ssePingMs,
        bus: app.liveBus,
        filter: { sessionId },
        after: request.body.after ?? lastEventId(request.headers['last-event-id']),
        first: { Type: 'mode', SessionID: sessionId, Mode: mode, AgentName: agentName },
        // The visitor's own messages are already on their screen; a showing notice is the agents'.
        keep: (event) => event.Type === 'message' ? event.Role === 'assistant' : event.Type !== 'showing',
        alive
      })
    } finally {
      close()
    }
    return reply
  })
}

export default liveRoutes
