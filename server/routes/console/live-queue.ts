import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { streamLive } from '../../http/live-stream.ts'
import { consoleSessionOf } from '../../plugins/app/console-session.ts'
import { Envelope, errorReplies, ok } from '../../schemas/common.ts'
import { LiveModeEvent, WaitingListReply } from '../../schemas/live.ts'
import { waitingInWorkspace } from '../../store/live.ts'

const tags = ['Console']
const member = { consoleAccess: 'member' } as const

/**
 * The workspace's waiting queue, for owners and agents on every console page: the conversations
 * of all its chatbots that wait for a person, and one stream of their mode changes.
 */
const consoleLiveQueueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app

  app.get('/live/waiting', {
    config: member,
    schema: { tags, operationId: 'ConsoleListWaiting', summary: 'The conversations of every chatbot of the workspace that wait for a person, longest waiting first', response: { 200: Envelope(WaitingListReply), ...errorReplies } }
  }, async (request) => {
    const rows = await waitingInWorkspace(db, consoleSessionOf(request).user.workspaceId)
    return ok({
      List: rows.map((row) => ({ ChatbotID: row.chatbotId, SessionID: row.sessionId, Since: row.modeAt, FirstQuestion: row.firstQuestion, VisitorName: row.visitorName }))
    })
  })

  app.get('/live/events', {
    config: member,
    schema: {
      tags, operationId: 'ConsoleWorkspaceQueueEvents',
      summary: 'The workspace\'s waiting queue live: a mode event whenever a conversation of any of its chatbots (those added later too) starts waiting, is taken over or handed back',
      response: { 200: { description: 'a text/event-stream of LiveModeEvent data lines', content: { 'text/event-stream': { schema: LiveModeEvent } } }, ...errorReplies }
    }
  }, async (request, reply) => {
    const { workspaceId } = consoleSessionOf(request).user
    await streamLive(reply, { pingMs: config.ssePingMs, bus: app.liveBus, filter: { workspaceId }, keep: (event) => event.Type === 'mode' })
    return reply
  })
}

export default consoleLiveQueueRoutes
