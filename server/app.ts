import Fastify, { LogController, type FastifyServerOptions } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Config } from './config.ts'
import type { Db } from './store/database.ts'
import errorHandler, { MAX_PARAM_LENGTH, routerErrorReply } from './plugins/app/error-handler.ts'
import auth from './plugins/app/auth.ts'
import httpHeaders from './plugins/app/http-headers.ts'
import jsonBody from './plugins/app/json-body.ts'
import metrics from './plugins/app/metrics.ts'
import openapi from './plugins/external/openapi.ts'
import { addTimeZoneFormat } from './schemas/formats.ts'
import routes from './routes/index.ts'
import demoSite from './demo/plugin.ts'
import startPage from './routes/start-page.ts'
import { createMailer, type Mailer } from './mail/mailer.ts'
import { createDailyScheduler, type DailyScheduler } from './daily/scheduler.ts'
import { AnswerRegistry } from './chat/answer-registry.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    config: Config
    mailer: Mailer
    dailyJobs: DailyScheduler
    /** the answers this instance is writing */
    answers: AnswerRegistry
  }
}

export interface AppOptions {
  config: Config
  db: Db
  logger?: FastifyServerOptions['logger']
  /** The time the daily e-mail job believes it is; tests pass a clock they control. */
  clock?: () => Date
  /** Milliseconds between daily-job passes (default a minute); 0 runs them only through app.dailyJobs.runOnce(). */
  dailyTickMs?: number
}

/**
 * Builds the server without listening, so tests and main.ts share the same app.
 *
 * @example
 * const app = await buildApp({ config, db })
 * await app.listen({ port: 0 })
 */
export async function buildApp({ config, db, logger = false, clock, dailyTickMs }: AppOptions) {
  const app = Fastify({
    logger,
    // One line per request would scroll the start banner (with the keys) away; LOG_LEVEL=debug shows them.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000,
    keepAliveTimeout: 10_000,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: routerErrorReply,
    ajv: {
      // Wrong types are errors, not coerced; unknown fields are reported, not dropped;
      // verbose errors carry the schema so messages can quote the rule.
      customOptions: { coerceTypes: false, removeAdditional: false, verbose: true, allErrors: false },
      plugins: [addTimeZoneFormat]
    }
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.decorate('db', db)
  app.decorate('config', config)
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir, log: app.log })
  const dailyJobs = createDailyScheduler({ db, mailer, config, log: app.log, clock, tickMs: dailyTickMs })
  app.decorate('mailer', mailer)
  app.decorate('dailyJobs', dailyJobs)
  const answers = new AnswerRegistry()
  app.decorate('answers', answers)
  // The daily job runs while the server is up: it starts once the server is ready and is
  // stopped (a pass in flight finishes) before the database is closed.
  app.addHook('onReady', async () => {
    if (!config.smtpUrl) app.log.info(`SMTP_URL is not set: mails are written to ${config.dataDir}/outbox as .eml files`)
    dailyJobs.start()
  })
  app.addHook('onClose', async () => {
    // Answers still being written (their clients left) finish and are stored before the database closes.
    await answers.drain()
    await dailyJobs.stop()
    mailer.close()
  })
  await app.register(errorHandler)
  await app.register(httpHeaders)
  await app.register(metrics)
  await app.register(auth)
  await app.register(jsonBody)
  await app.register(openapi)
  await app.register(routes)
  await app.register(config.seedDemo ? demoSite : startPage)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
