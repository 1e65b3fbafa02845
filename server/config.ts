import path from 'node:path'
import type { CountryCode } from 'libphonenumber-js/max'
import { phoneNumbers } from './leads/phone-numbers.ts'
import { Type, type TSchema } from 'typebox'
import { Value } from 'typebox/value'

const httpUrl = '^https?://[^\\s/]+\\S*$'
const text = (description: string) => Type.Optional(Type.String({ description }))
const rule = (pattern: string, description: string) => Type.Optional(Type.String({ pattern, description }))

/**
 * Every environment variable the server reads, with its rule: the schema checked at start,
 * before anything else runs. An empty variable counts as unset. Nothing else in the server
 * reads process.env.
 */
export const EnvSchema = Type.Object({
  PORT: rule('^(6553[0-5]|655[0-2]\\d|65[0-4]\\d\\d|6[0-4]\\d{3}|[1-5]\\d{4}|\\d{1,4})$', 'an integer between 0 and 65535'),
  HOST: text('the address to listen on (default 127.0.0.1)'),
  DATA_DIR: text('the folder for the SQLite file and uploads (default ./data)'),
  DATABASE_URL: rule('^postgres(ql)?://', 'a postgres:// URL'),
  PUBLIC_URL: rule(httpUrl, 'an http:// or https:// URL'),
  TRUST_PROXY: rule('^[01]$', '1 (behind a reverse proxy: take the client address from X-Forwarded-For) or 0'),
  LOG_LEVEL: rule('^(fatal|error|warn|info|debug|trace|silent)$', 'one of fatal, error, warn, info, debug, trace, silent'),
  OPENAI_BASE_URL: rule(httpUrl, 'an http:// or https:// URL'),
  OPENAI_API_KEY: text('the key of the OpenAI-compatible endpoint'),
  OPENAI_MODELS: text('model ids separated by commas'),
  SMTP_URL: rule('^smtps?://', 'an smtp:// or smtps:// URL'),
  FFMPEG_PATH: text('ffmpeg, by name on PATH or by full path'),
  SSE_PING_SECONDS: rule('^(?!0*\\.?0*$)\\d*\\.?\\d+$', 'a positive number of seconds'),
  MAIL_FROM: text('the From of every mail'),
  DAILY_MAIL_TIME: rule('^([01]?\\d|2[0-3]):[0-5]\\d$', 'a time of day written HH:MM, such as 07:00'),
  WEBHOOK_URL: rule(httpUrl, 'an http:// or https:// URL'),
  WEBHOOK_SECRET: text('the HMAC key of X-Webhook-Signature, at least 16 characters'),
  WEBHOOK_MAX_ATTEMPTS: rule('^([1-9]|1\\d|20)$', 'an integer from 1 to 20'),
  WEBHOOK_BACKOFF_MS: rule('^([1-9]\\d{0,4}|[1-5]\\d{5}|600000)$', 'an integer from 1 to 600000'),
  FOLLOW_UP_BOSS_API_KEY: text('the Follow Up Boss API key new leads are sent with'),
  FOLLOW_UP_BOSS_URL: rule(httpUrl, 'an http:// or https:// URL'),
  FOLLOW_UP_BOSS_SYSTEM_KEY: text('the X-System-Key Follow Up Boss issued to this system'),
  LEAD_PHONE_REGION: rule('^[A-Za-z]{2}$', 'a two-letter country code such as US or GB'),
  SEED_DEMO: rule('^[01]$', '1 (seed and serve the demo, the default) or 0'),
  METRICS: rule('^[01]$', '1 (serve Prometheus metrics at /metrics) or 0'),
  METRICS_TOKEN: text('the bearer token /metrics asks for'),
  S3_ENDPOINT: rule(httpUrl, 'an http:// or https:// URL'),
  S3_PUBLIC_ENDPOINT: rule(httpUrl, 'an http:// or https:// URL'),
  S3_BUCKET: text('the bucket uploads go to'),
  S3_REGION: text('the region of the bucket (default us-east-1)'),
  S3_ACCESS_KEY_ID: text('the access key of the object store'),
  S3_SECRET_ACCESS_KEY: text('the secret key of the object store'),
  S3_FORCE_PATH_STYLE: rule('^[01]$', '1 (path-style URLs, the default) or 0'),
  CONSOLE_IDLE_MINUTES: rule('^([1-9]\\d{0,4})$', 'a whole number of minutes from 1 to 99999'),
  CONSOLE_SESSION_HOURS: rule('^([1-9]\\d{0,3})$', 'a whole number of hours from 1 to 9999'),
  CONSOLE_SIGN_IN_PER_ACCOUNT: rule('^([1-9]\\d{0,3})$', 'a whole number from 1 to 9999'),
  CONSOLE_SIGN_IN_PER_ADDRESS: rule('^([1-9]\\d{0,4})$', 'a whole number from 1 to 99999'),
  FEED_SECRET_KEY: rule('^[0-9a-fA-F]{64}$', '64 hex digits (a 256-bit key), e.g. from openssl rand -hex 32')
})

/**
 * The variables of `env` the server knows, empty ones left out, checked against EnvSchema;
 * the first that breaks its rule is named in the error, with its value.
 */
function checkedEnv(env: NodeJS.ProcessEnv): Partial<Record<keyof typeof EnvSchema.properties, string>> {
  const known = Object.fromEntries(Object.keys(EnvSchema.properties).flatMap((name) => (env[name] ? [[name, env[name]]] : [])))
  const [error] = Value.Errors(EnvSchema, known)
  if (error) {
    const name = error.instancePath.slice(1) as keyof typeof EnvSchema.properties
    const description = (EnvSchema.properties[name] as TSchema & { description?: string }).description
    throw new Error(`${name} must be ${description}, got "${known[name]}"`)
  }
  return known
}
import type { ObjectStoreConfig } from './files/object-store.ts'

/** Where and how leads go to Follow Up Boss (`POST {url}/events`, Basic auth with the API key). */
export interface FollowUpBossConfig {
  apiKey: string
  /** the API's base, `https://api.followupboss.com/v1` unless FOLLOW_UP_BOSS_URL says otherwise */
  url: string
  /** sent as X-System-Key when set */
  systemKey: string
}

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
  /** Follow Up Boss: each new lead is posted to its events API at once; undefined turns it off. */
  followUpBoss?: FollowUpBossConfig
  /** Region for phone numbers a visitor writes without a +country prefix (ISO 3166 code). */
  leadPhoneRegion: CountryCode
  /** Seed a demo workspace, chatbot and listings on first start, and serve the demo site. */
  seedDemo: boolean
  /** Behind a reverse proxy: the client address comes from X-Forwarded-For (rate limits count by it). */
  trustProxy: boolean
  /** Serve Prometheus metrics at /metrics (METRICS=1). */
  metrics: boolean
  /** When set, /metrics wants `Authorization: Bearer <token>`. */
  metricsToken: string
  /** Uploads go to this S3-compatible store (S3_ENDPOINT and S3_BUCKET set); undefined keeps them in dataDir/files. */
  objectStore?: ObjectStoreConfig
  /** A console session unused this long ends (CONSOLE_IDLE_MINUTES, default 120). */
  consoleIdleMs: number
  /** A console session ends this long after sign-in, used or not (CONSOLE_SESSION_HOURS, default 168). */
  consoleMaxAgeMs: number
  /** Failed console sign-ins allowed per 15 minutes, per account and per client address. */
  signInLimits: { perAccount: number; perAddress: number }
  /** AES-256-GCM key (64 hex digits) that seals MLS feed secrets; '' uses the key file in dataDir (feeds/secret-key.ts). */
  feedSecretKey: string
}

/**
 * Reads the configuration from environment variables.
 *
 * @example
 * const config = loadConfig({ PORT: '9000', DATA_DIR: '/tmp/pl' })
 * config.publicUrl // 'http://127.0.0.1:9000'
 */
export function loadConfig(processEnv: NodeJS.ProcessEnv = process.env): Config {
  const env = checkedEnv(processEnv)
  const port = Number(env.PORT ?? 8787)
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
    ssePingMs: Number(env.SSE_PING_SECONDS ?? 15) * 1000,
    mailFrom: env.MAIL_FROM || 'Porchlight <no-reply@localhost>',
    dailyMailMinute: minutesOf(env.DAILY_MAIL_TIME || '07:00'),
    ...webhookSettings(env.WEBHOOK_URL ?? '', env.WEBHOOK_SECRET ?? ''),
    webhookMaxAttempts: Number(env.WEBHOOK_MAX_ATTEMPTS || 5),
    webhookBackoffMs: Number(env.WEBHOOK_BACKOFF_MS || 2000),
    followUpBoss: env.FOLLOW_UP_BOSS_API_KEY
      ? { apiKey: env.FOLLOW_UP_BOSS_API_KEY, url: (env.FOLLOW_UP_BOSS_URL || 'https://api.followupboss.com/v1').replace(/\/+$/, ''), systemKey: env.FOLLOW_UP_BOSS_SYSTEM_KEY ?? '' }
      : undefined,
    leadPhoneRegion: parseRegion(env.LEAD_PHONE_REGION || 'US'),
    seedDemo: env.SEED_DEMO !== '0',
    trustProxy: env.TRUST_PROXY === '1',
    metrics: env.METRICS === '1',
    metricsToken: env.METRICS_TOKEN ?? '',
    objectStore: objectStoreSettings(env),
    consoleIdleMs: Number(env.CONSOLE_IDLE_MINUTES ?? 120) * 60_000,
    consoleMaxAgeMs: Number(env.CONSOLE_SESSION_HOURS ?? 168) * 3_600_000,
    signInLimits: { perAccount: Number(env.CONSOLE_SIGN_IN_PER_ACCOUNT ?? 10), perAddress: Number(env.CONSOLE_SIGN_IN_PER_ADDRESS ?? 30) },
    feedSecretKey: (env.FEED_SECRET_KEY ?? '').toLowerCase()
  }
}

function objectStoreSettings(env: Partial<Record<keyof typeof EnvSchema.properties, string>>): ObjectStoreConfig | undefined {
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

/** `07:00` → 420 (the schema has checked the form). */
function minutesOf(timeOfDay: string): number {
  const [hours = 0, minutes = 0] = timeOfDay.split(':').map(Number)
  return hours * 60 + minutes
}

function parseRegion(text: string): CountryCode {
  const code = text.toUpperCase()
  // The default needs no check, so a server that keeps it does not load the phone metadata at start.
  if (code !== 'US' && !phoneNumbers().isSupportedCountry(code)) throw new Error(`LEAD_PHONE_REGION must be a two-letter country code such as US or GB, got "${text}"`)
  return code
}

function webhookSettings(webhookUrl: string, webhookSecret: string) {
  // An unsigned webhook would let anyone who learns the URL forge leads, so a URL without a secret is refused.
  if (webhookUrl && webhookSecret.length < 16) throw new Error('WEBHOOK_SECRET of at least 16 characters is required when WEBHOOK_URL is set')
  return { webhookUrl, webhookSecret }
}
