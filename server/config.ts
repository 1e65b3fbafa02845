import path from 'node:path'

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
  smtpUrl: string
  /** ffmpeg, by name on PATH or by full path; video questions to OpenAI-compatible models need it. */
  ffmpegPath: string
  /** Milliseconds of silence after which a streamed answer gets a `: ping` comment. */
  ssePingMs: number
  /** Seed a demo workspace, chatbot and listings on first start. */
  seedDemo: boolean
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
    seedDemo: env.SEED_DEMO !== '0'
  }
}

function positiveSeconds(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const seconds = Number(value)
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`${name} must be a positive number of seconds, got "${value}"`)
  return seconds
}
