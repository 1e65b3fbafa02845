/**
 * A server in a child process for the load, memory and streaming measures, so that the load
 * generator and the server do not share one event loop. The child runs compiled, as `npm start`
 * runs the server: this file bundled by esbuild, on plain node with npm start's flags. It tells
 * its parent where it listens over IPC and answers 'memory' with its memory after a full GC.
 */
import { fork, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import Fastify from 'fastify'
import { seedDemo } from '../server/demo/seed.ts'
import { demoListings } from '../server/demo/listings.ts'
import { distinctCopy } from './distinct-copy.ts'
import { seedConversations } from './seed-conversations.ts'
import { createChatbot } from '../server/store/chatbots.ts'
import { createListings } from '../server/store/listings.ts'
import { bundledWorkerFile, IMPORT_WORKER_ENTRY } from '../server/listings/import/sqlite-import-writer.ts'
import { startServer } from '../test/support/server.ts'

export type ServeOptions =
  | { kind: 'bare' }
  /**
   * Porchlight with the demo seeded, plus a chatbot of `listings` distinct listings (loaded through the
   * store in transactions of 1,000) and one on `openaiModel`; on SQLite unless `databaseUrl`. The demo
   * chatbot gets `demoConversations` conversations of 10 messages (seed-conversations.ts).
   */
  | { kind: 'porchlight'; listings: number; databaseUrl?: string; openaiBaseUrl?: string; openaiModel?: string; demoConversations?: number }

export interface ServeInfo {
  url: string
  /** the bench workspace's secret key: listChatbotId and openaiChatbotId are its */
  key: string
  /** the demo chatbot (50 listings) and its workspace's secret key */
  demoChatbotId: string
  demoKey: string
  /** the demo owner, who signs in to the console */
  demoOwner: { email: string; password: string }
  listChatbotId: string
  openaiChatbotId: string
  /** memory after a full GC once the server listens, before the demo and the listings are stored */
  atStart: Memory
  /** seconds the bulk load of the listings took */
  loadSeconds: number
}

export interface Memory {
  rss: number
  heapUsed: number
}

export interface ServeChild {
  info: ServeInfo
  memory(): Promise<Memory>
  stop(): Promise<void>
}

/** Starts `options` in a child process; resolves once it listens. */
export async function startServeChild(options: ServeOptions): Promise<ServeChild> {
  const child: ChildProcess = fork(await compiledServe(), [JSON.stringify(options)], {
    // BENCH_CPU_PROF=<folder>: the server's processor profile is written there when it stops (node --cpu-prof).
    execArgv: ['--expose-gc', '--max-semi-space-size=8', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc']
  })
  const next = <T>() => new Promise<T>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`bench server exited with ${code}`))
    child.once('exit', onExit)
    child.once('message', (message) => {
      child.off('exit', onExit)
      resolve(message as T)
    })
  })
  const info = await next<ServeInfo>()
  return {
    info,
    memory() {
      const reply = next<Memory>()
      child.send('memory')
      return reply
    },
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.send('stop')
    })
  }
}

let compiled: Promise<string> | undefined

/** This file bundled into bench/.cache (its bare imports resolve to the project's packages), once per run. */
function compiledServe(): Promise<string> {
  const outfile = path.resolve(import.meta.dirname, '.cache/serve.mjs')
  // imported here, so the compiled child does not load esbuild
  const options = { bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'error' } as const
  compiled ??= import('esbuild').then(async ({ build }) => {
    await build({ entryPoints: [IMPORT_WORKER_ENTRY], outfile: bundledWorkerFile(outfile), ...options })
    await build({ entryPoints: [import.meta.filename], outfile, ...options })
  }).then(() => outfile)
  return compiled
}

const memoryNow = (): Memory => {
  globalThis.gc?.()
  const { rss, heapUsed } = process.memoryUsage()
  return { rss, heapUsed }
}

async function serve(options: ServeOptions): Promise<{ info: ServeInfo; close(): Promise<void> }> {
  if (options.kind === 'bare') {
    const app = Fastify({ logger: false })
    app.post('/bare', async () => ({ ok: true }))
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const none = { rss: 0, heapUsed: 0 }
    return { info: { url: `http://127.0.0.1:${port}`, key: '', demoChatbotId: '', demoKey: '', demoOwner: { email: '', password: '' }, listChatbotId: '', openaiChatbotId: '', atStart: none, loadSeconds: 0 }, close: () => app.close() }
  }
  // Behind a trusted proxy, so that a bench can speak for many visitors' addresses (X-Forwarded-For).
  const server = await startServer({ databaseUrl: options.databaseUrl ?? '', trustProxy: true, ...(options.openaiBaseUrl && { openaiBaseUrl: options.openaiBaseUrl, openaiModels: [options.openaiModel ?? 'fake-model'] }) })
  const atStart = memoryNow()
  const demo = await seedDemo(server.db, server.app.config.dataDir, server.url)
  if (demo && options.demoConversations) await seedConversations(server.db, demo.chatbotId, options.demoConversations, 10)
  const listChatbotId = await createChatbot(server.db, server.workspace.workspaceId)
  const template = demoListings(listChatbotId, 'https://bench.example.com', 1000)
  const started = performance.now()
  // Every listing its own, as in a real feed: the template's thousand, each copy with its own MLS number, address and Url.
  for (let done = 0, copy = 0; done < options.listings; done += template.length, copy++) {
    const batch = template.slice(0, Math.min(template.length, options.listings - done))
    await createListings(server.db, listChatbotId, batch.map((listing, i) => distinctCopy(listing, copy, i)))
  }
  // Nothing else: the database is left as the server itself leaves it after a load (no manual ANALYZE or VACUUM).
  const loadSeconds = (performance.now() - started) / 1000
  const openaiChatbotId = options.openaiBaseUrl ? await createChatbot(server.db, server.workspace.workspaceId, { Model: options.openaiModel ?? 'fake-model' }) : ''
  return {
    info: { url: server.url, key: server.workspace.secretKey, demoChatbotId: demo?.chatbotId ?? '', demoKey: demo?.secretKey ?? '', demoOwner: { email: demo?.ownerEmail ?? '', password: demo?.ownerPassword ?? '' }, listChatbotId, openaiChatbotId, atStart, loadSeconds },
    close: () => server.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { info, close } = await serve(JSON.parse(process.argv[2] ?? '{"kind":"bare"}') as ServeOptions)
  process.on('message', (message) => {
    if (message === 'memory') {
      process.send?.(memoryNow())
    } else if (message === 'stop') {
      void close().then(() => process.exit(0))
    }
  })
  process.on('disconnect', () => void close().then(() => process.exit(0)))
  process.send?.(info)
}
