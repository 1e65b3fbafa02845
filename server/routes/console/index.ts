import type { FastifyPluginAsync } from 'fastify'
import consoleSession from '../../plugins/app/console-session.ts'
import consoleChatbotRoutes from './chatbots.ts'
import consoleConversationRoutes from './conversations.ts'
import consoleFeedRoutes from './feeds.ts'
import consoleInviteRoutes from './invites.ts'
import consoleLeadRoutes from './leads.ts'
import consoleListingImportRoutes from './listing-import.ts'
import consoleListingRoutes from './listings.ts'
import consoleLiveRoutes from './live.ts'
import consoleKeyRoutes from './keys.ts'
import consoleSessionRoutes from './session.ts'
import consoleTeamRoutes from './team.ts'

/**
 * The owner's console API, registered under /console/api: the session plugin admits every
 * call (Origin and x-csrf-token on changes, the session cookie, owners-only routes), then one
 * module per resource.
 */
const consoleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(consoleSession)
  await app.register(consoleSessionRoutes)
  await app.register(consoleInviteRoutes)
  await app.register(consoleChatbotRoutes)
  await app.register(consoleConversationRoutes)
  await app.register(consoleLeadRoutes)
  await app.register(consoleListingRoutes)
  await app.register(consoleListingImportRoutes)
  await app.register(consoleLiveRoutes)
  await app.register(consoleKeyRoutes)
  await app.register(consoleTeamRoutes)
  await app.register(consoleFeedRoutes)
}

export default consoleRoutes
