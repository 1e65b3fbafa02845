import Fastify, { LogController, type FastifyServerOptions } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Config } from './config.ts'
import type { Db } from './store/database.ts'
import errorHandler, { MAX_PARAM_LENGTH, routerErrorReply } from './plugins/app/error-handler.ts'
import auth from './plugins/app/auth.ts'
import httpHeaders from './plugins/app/http-headers.ts'
import jsonBody from './plugins/app/json-body.ts'
import nulText from './plugins/app/nul-text.ts'
import frameworkReplies, { clientErrorReply } from './plugins/app/framework-replies.ts'
import metrics from './plugins/app/metrics.ts'
import uploadSweep from './plugins/app/upload-sweep.ts'
import requestDeadlines, { DEFAULT_DEADLINES, type RequestDeadlines } from './plugins/app/request-deadlines.ts'
import openapi from './plugins/external/openapi.ts'
import { addTimeZoneFormat } from './schemas/formats.ts'
import routes from './routes/index.ts'
import demoSite from './demo/plugin.ts'
import startPage from './routes/start-page.ts'
import { createMailer, type Mailer } from './mail/mailer.ts'
import { createDailyScheduler, type DailyScheduler } from './daily/scheduler.ts'
import { AnswerRegistry } from './chat/answer-registry.ts'
import { OPTIMIZE_EVERY_MS, optimizeStatistics } from './store/planner-statistics.ts'
import { createLeadPusher, type LeadPusher } from './leads/push/pusher.ts'
import { createFeedRunner, type FeedRunner } from './listings/feeds/feed-runner.ts'
import { createImportJobs, type ImportJobs } from './listings/import/import-jobs.ts'
import type { ClientOptions } from './listings/feeds/odata-client.ts'
import { createSecretBox, type SecretBox } from './listings/feeds/secret-box.ts'
import { LiveBus } from './live/bus.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    config: Config
    mailer: Mailer
    dailyJobs: DailyScheduler
    /** the answers this instance is writing */
    answers: AnswerRegistry
    /** sends new leads to the webhook and Follow Up Boss at once */
    leadPusher: LeadPusher
    /** seals and opens MLS feed secrets */
    feedSecrets: SecretBox
    /** runs the MLS feeds on their schedule and on "sync now" */
    feedRunner: FeedRunner
    /** the console's listing imports, run as jobs */
    importJobs: ImportJobs
    /** live takeover: agents' messages, typing and mode changes, across instances */
    liveBus: LiveBus
    /** the time it is: console sessions expire and daily e-mails go out by it */
    clock: () => Date
  }
}

export interface AppOptions {
  config: Config
  db: Db
  logger?: FastifyServerOptions['logger']
  /** The time the daily e-mail job and console sessions believe it is; tests pass a clock they control. */
  clock?: () => Date
  /** Milliseconds between daily-job passes (default a minute); 0 runs them only through app.dailyJobs.runOnce(). */
  dailyTickMs?: number
  /** Milliseconds between the passes that retry lead pushes (default 5 s). */
  leadPushPollMs?: number
  /** Milliseconds between looks for due MLS feeds (default a minute); 0 runs them only through app.feedRunner. */
  feedPollMs?: number
  /** How MLS feeds are read (page size, retries, waits); tests make them small. */
  feedClient?: ClientOptions
  /** Milliseconds between reads of the live events other instances stored (default 250). */
  livePollMs?: number
  /** How long clients may take to send a request body (default two minutes; a streamed file a minute of silence); tests shorten them. */
  deadlines?: Partial<RequestDeadlines>
}

/** Milliseconds a client has to send a request's headers. */
const HEADERS_MS = 60_000

/**
 * Builds the server without listening, so tests and main.ts share the same app.
 *
 * @example
 * const app = await buildApp({ config, db })
 * await app.listen({ port: 0 })
 */
export async function buildApp({ config, db, logger = false, clock, dailyTickMs, leadPushPollMs, feedPollMs, feedClient, livePollMs = 250, deadlines }: AppOptions) {
  const app = Fastify({
    logger,
    // One line per request would scroll the start banner (with the keys) away; LOG_LEVEL=debug shows them.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
    bodyLimit: 1024 * 1024,
    // No deadline for a whole request: an import streams its file for as long as it takes. The
    // request-deadlines plugin gives every other body two minutes; headersTimeout guards the headers.
    requestTimeout: 0,
    keepAliveTimeout: 10_000,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: routerErrorReply,
    clientErrorHandler: clientErrorReply,
    // a request that arrives while the server closes is answered by frameworkReplies, in the envelope
    return503OnClosing: false,
    ajv: {
      // Wrong types are errors, not coerced; unknown fields are reported, not dropped;
      // verbose errors carry the schema so messages can quote the rule.
      customOptions: { coerceTypes: false, removeAdditional: false, verbose: true, allErrors: false },
      plugins: [addTimeZoneFormat]
    }
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.server.headersTimeout = HEADERS_MS
  app.decorate('db', db)
  app.decorate('config', config)
  app.decorate('clock', clock ?? (() => new Date()))
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir, log: app.log })
  const dailyJobs = createDailyScheduler({ db, mailer, config, log: app.log, clock, tickMs: dailyTickMs })
  app.decorate('mailer', mailer)
  app.decorate('dailyJobs', dailyJobs)
  const answers = new AnswerRegistry()
  app.decorate('answers', answers)
  const leadPusher = createLeadPusher({ db, config, log: app.log, pollMs: leadPushPollMs })
  app.decorate('leadPusher', leadPusher)
  const feedSecrets = createSecretBox(config.feedSecretKey, config.dataDir, app.log)
  const feedRunner = createFeedRunner({ db, box: feedSecrets, log: app.log, clock, pollMs: feedPollMs, client: feedClient })
  app.decorate('feedSecrets', feedSecrets)
  app.decorate('feedRunner', feedRunner)
  const importJobs = createImportJobs({ db, dataDir: config.dataDir, log: app.log, clock })
  app.decorate('importJobs', importJobs)
  const liveBus = new LiveBus(db, livePollMs)
  app.decorate('liveBus', liveBus)
  // Live streams never end by themselves: they are ended before the server waits for its requests.
  app.addHook('preClose', async () => liveBus.close())
  // The daily job runs while the server is up: it starts once the server is ready and is
  // stopped (a pass in flight finishes) before the database is closed.
  const optimizing = setInterval(() => {
    optimizeStatistics(db).catch((error: unknown) => app.log.warn({ err: error }, 'refreshing the database statistics failed'))
  }, OPTIMIZE_EVERY_MS).unref()
  app.addHook('onReady', async () => {
    dailyJobs.start()
    leadPusher.start()
    feedRunner.start()
    // Imports a stopped server left unfinished are marked failed before any is started.
    await importJobs.start().catch((error: unknown) => app.log.warn({ err: error }, 'sweeping the listing imports left unfinished failed'))
  })
  app.addHook('onClose', async () => {
    clearInterval(optimizing)
    // Answers still being written (their clients left) finish and are stored before the database closes.
    await answers.drain()
    await dailyJobs.stop()
    await leadPusher.stop()
    await feedRunner.stop()
    await importJobs.stop()
    mailer.close()
  })
  await app.register(errorHandler)
  await app.register(frameworkReplies)
  await app.register(requestDeadlines, { ...DEFAULT_DEADLINES, ...deadlines })
  await app.register(httpHeaders)
  await app.register(metrics)
  await app.register(auth)
  await app.register(jsonBody)
  await app.register(nulText)
  await app.register(openapi)
  await app.register(routes)
  await app.register(uploadSweep)
  await app.register(config.seedDemo ? demoSite : startPage)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
