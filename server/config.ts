import path from 'node:path'
import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/max'
import type { ObjectStoreConfig } from './files/object-store.ts'

/** Everything the server reads from its environment, parsed once at start. */
export interface Config {
  port: number
  host: string
  /** Folder for the SQLite file and uploaded files. */
  dataDir: string
  /** `postgres://…` switches the store to PostgreSQL; empty means SQLite under dataDir. */
  databaseUrl: string
  /** The origin visitors reach the server at; used in upload and file URLs. */
  publicUrl: string
  logLevel: string
  /** OpenAI-compatible endpoint; empty means only the built-in model is offered. */
  openaiBaseUrl: string
  openaiApiKey: string
  /** Model ids offered in ModelList next to the built-in one. */
  openaiModels: string[]
  /** `smtp://user:pass@host:587` or `smtps://…`; empty writes each mail as an .eml file under dataDir/outbox. */
  smtpUrl: string
  /** ffmpeg, by name on PATH or by full path; video questions to OpenAI-compatible models need it. */
  ffmpegPath: string
  /** Milliseconds of silence after which a streamed answer gets a `: ping` comment. */
  ssePingMs: number
  /** The From of every mail the server sends. */
  mailFrom: string
  /** Local time of day, in minutes after midnight, at which each chatbot's daily e-mails go out. */
  dailyMailMinute: number
  /** Where the daily leads and chat-log webhooks are posted; empty turns webhooks off. */
  webhookUrl: string
  /** Key of the HMAC-SHA256 signature in X-Webhook-Signature; required with webhookUrl. */
  webhookSecret: string
  /** Tries per webhook delivery, the first included. */
  webhookMaxAttempts: number
  /** Wait before the first retry; each further retry waits twice as long. */
  webhookBackoffMs: number
  /** Region for phone numbers a visitor writes without a +country prefix (ISO 3166 code). */
  leadPhoneRegion: CountryCode
  /** Seed a demo workspace, chatbot and listings on first start. */
  seedDemo: boolean
  /** Serve Prometheus metrics at /metrics (METRICS=1). */
  metrics: boolean
  /** When set, /metrics wants `Authorization: Bearer <token>`. */
  metricsToken: string
  /** Uploads go to this S3-compatible store (S3_ENDPOINT and S3_BUCKET set); undefined keeps them in dataDir/files. */
  objectStore?: ObjectStoreConfig
}

/**
 * Reads the configuration from environment variables.
 *
 * @example
 * const config = loadConfig({ PORT: '9000', DATA_DIR: '/tmp/pl' })
 * config.publicUrl // 'http://127.0.0.1:9000'
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8787)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT}"`)
  }
  const host = env.HOST || '127.0.0.1'
  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL ?? '',
    publicUrl: (env.PUBLIC_URL || `http://${publicHost}:${port}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL || 'info',
    openaiBaseUrl: env.OPENAI_BASE_URL ?? '',
    openaiApiKey: env.OPENAI_API_KEY ?? '',
    openaiModels: (env.OPENAI_MODELS ?? (env.OPENAI_BASE_URL ? 'gpt-4o-mini' : ''))
      .split(',')
      .map((model) => model.trim())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL ?? '',
    ffmpegPath: env.FFMPEG_PATH || 'ffmpeg',
    ssePingMs: positiveSeconds(env.SSE_PING_SECONDS, 'SSE_PING_SECONDS', 15) * 1000,
    mailFrom: env.MAIL_FROM || 'Porchlight <no-reply@localhost>',
    dailyMailMinute: parseTimeOfDay(env.DAILY_MAIL_TIME || '07:00'),
    ...webhookSettings(env),
    leadPhoneRegion: parseRegion(env.LEAD_PHONE_REGION || 'US'),
    seedDemo: env.SEED_DEMO !== '0',
    metrics: env.METRICS === '1',
    metricsToken: env.METRICS_TOKEN ?? '',
    objectStore: objectStoreSettings(env)
  }
}

function objectStoreSettings(env: NodeJS.ProcessEnv): ObjectStoreConfig | undefined {
  const endpoint = env.S3_ENDPOINT ?? ''
  if (!endpoint) return undefined
  if (!/^https?:\/\/[^\s/]+/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http:// or https:// URL, got "${endpoint}"`)
  const bucket = env.S3_BUCKET ?? ''
  if (!bucket) throw new Error('S3_BUCKET is required with S3_ENDPOINT')
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_ENDPOINT')
  const publicEndpoint = env.S3_PUBLIC_ENDPOINT || undefined
  if (publicEndpoint && !/^https?:\/\/[^\s/]+/.test(publicEndpoint)) throw new Error(`S3_PUBLIC_ENDPOINT must be an http:// or https:// URL, got "${publicEndpoint}"`)
  return {
    endpoint,
    publicEndpoint,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    pathStyle: env.S3_FORCE_PATH_STYLE !== '0'
  }
}

function positiveSeconds(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const seconds = Number(value)
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`${name} must be a positive number of seconds, got "${value}"`)
  return seconds
}

/** `07:00` → 420. */
function parseTimeOfDay(text: string): number {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text)
  if (!match) throw new Error(`DAILY_MAIL_TIME must be a time of day written HH:MM, such as 07:00, got "${text}"`)
  return Number(match[1]) * 60 + Number(match[2])
}

function parseRegion(text: string): CountryCode {
  const code = text.toUpperCase()
  if (!isSupportedCountry(code)) throw new Error(`LEAD_PHONE_REGION must be a two-letter country code such as US or GB, got "${text}"`)
  return code
}

function webhookSettings(env: NodeJS.ProcessEnv) {
  const webhookUrl = env.WEBHOOK_URL ?? ''
  const webhookSecret = env.WEBHOOK_SECRET ?? ''
  if (webhookUrl && !/^https?:\/\/[^\s/]+/.test(webhookUrl)) throw new Error(`WEBHOOK_URL must be an http:// or https:// URL, got "${webhookUrl}"`)
  // An unsigned webhook would let anyone who learns the URL forge leads, so a URL without a secret is refused.
  if (webhookUrl && webhookSecret.length < 16) throw new Error('WEBHOOK_SECRET of at least 16 characters is required when WEBHOOK_URL is set')
  const webhookMaxAttempts = Number(env.WEBHOOK_MAX_ATTEMPTS || 5)
  if (!Number.isInteger(webhookMaxAttempts) || webhookMaxAttempts < 1 || webhookMaxAttempts > 20) {
    throw new Error(`WEBHOOK_MAX_ATTEMPTS must be an integer from 1 to 20, got "${env.WEBHOOK_MAX_ATTEMPTS}"`)
  }
  const webhookBackoffMs = Number(env.WEBHOOK_BACKOFF_MS || 2000)
  if (!Number.isInteger(webhookBackoffMs) || webhookBackoffMs < 1 || webhookBackoffMs > 600_000) {
    throw new Error(`WEBHOOK_BACKOFF_MS must be an integer from 1 to 600000, got "${env.WEBHOOK_BACKOFF_MS}"`)
  }
  return { webhookUrl, webhookSecret, webhookMaxAttempts, webhookBackoffMs }
}
