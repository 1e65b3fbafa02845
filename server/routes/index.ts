import type { FastifyPluginAsync } from 'fastify'
import answerRoutes from './answers.ts'
import chatRoutes from './chat.ts'
import chatbotRoutes from './chatbots.ts'
import consoleAppRoutes from './console-app.ts'
import conversationRoutes from './conversations.ts'
import consoleRoutes from './console/index.ts'
import feedbackRoutes from './feedback.ts'
import fileRoutes from './files.ts'
import healthRoutes from './health.ts'
import historyRoutes from './history.ts'
import leadRoutes from './leads.ts'
import listingFeedRoutes from './listing-feeds.ts'
import listingImportRoutes from './listing-import.ts'
import listingRoutes from './listings.ts'
import liveRoutes from './live.ts'
import talkToHumanRoutes from './talk-to-human.ts'
import widgetConfigRoutes from './widget-config.ts'
import widgetFileRoutes from './widget-files.ts'

/** Every route of the product, one module per resource; the demo site is a plugin of its own (server/demo/plugin.ts). */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes)
  await app.register(chatbotRoutes)
  await app.register(widgetConfigRoutes)
  await app.register(listingRoutes)
  await app.register(listingImportRoutes)
  await app.register(listingFeedRoutes)
  await app.register(historyRoutes)
  await app.register(conversationRoutes)
  await app.register(chatRoutes)
  await app.register(answerRoutes)
  await app.register(feedbackRoutes)
  await app.register(leadRoutes)
  await app.register(talkToHumanRoutes)
  await app.register(liveRoutes)
  await app.register(fileRoutes)
  await app.register(widgetFileRoutes)
  await app.register(consoleAppRoutes)
  await app.register(consoleRoutes, { prefix: '/console/api' })
}

export default routes
