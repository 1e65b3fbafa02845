import fs from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'
import { demoListings } from '../../server/demo/listings.ts'
import { createListings } from '../../server/store/listings.ts'
import { writeTransaction } from '../../server/store/write-transaction.ts'
import { startDemoServer, type DemoServer } from './demo-server.ts'

interface Shared {
  /** The server as files get it: its close() does nothing. */
  server: DemoServer
  backToSeed(): Promise<void>
  close(): Promise<void>
}

let shared: Promise<Shared> | undefined

/**
 * The e2e project's one demo server (default config), shared by the files of a worker: e2e
 * files share one module graph (isolate: false in vite.config.ts), so this outlives each file.
 * The first file gets it fresh from the seed; each later one gets it back to the seed first
 * (backToSeed), and a new one if that fails. Its close() does nothing: the server ends with the
 * worker, its data folder with the run. A file that needs its own config starts its own server.
 *
 * @example
 * const server = await sharedDemoServer()
 */
export async function sharedDemoServer(): Promise<DemoServer> {
  const previous = await shared?.catch(() => undefined)
  if (previous) {
    if (await previous.backToSeed().then(() => true, () => false)) return previous.server
    // Not waited for: closing waits for the answers that may be what stuck.
    void previous.close().catch(() => {})
  }
  shared = startShared()
  return (await shared.catch((error: unknown) => {
    shared = undefined
    throw error
  })).server
}

/** Rejects after `ms`: a step that should take moments fails the file rather than the run. */
const within = <T>(ms: number, work: Promise<T>, what: string) =>
  Promise.race([work, new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms).unref())])

async function startShared(): Promise<Shared> {
  const scratch = inject('e2eScratch')
  const dataDir = scratch ? fs.mkdtempSync(path.join(scratch, 'demo-')) : undefined
  const server = await startDemoServer(dataDir ? { dataDir } : {})
  const owner = await server.db.selectFrom('users').selectAll().where('email', '=', server.owner.email).executeTakeFirstOrThrow()
  const workspaceId = owner.workspace_id
  const backToSeed = async () => {
    const { db, chatbotId } = server
    // Answers an earlier file left being written finish before their conversations go.
    await within(30_000, server.app.answers.drain(), 'the answers of the previous file')
    await writeTransaction(db, async (trx) => {
      // Conversations go with everything hanging on them (messages, leads, handoffs, live events),
      // which also empties the rate limits that count stored questions.
      await trx.deleteFrom('chat_sessions').execute()
      await trx.deleteFrom('workspaces').where('id', '!=', workspaceId).execute()
      await trx.deleteFrom('chatbots').where('id', '!=', chatbotId).execute()
      await trx.deleteFrom('users').where('id', '!=', owner.id).execute()
      await trx.updateTable('users').set(owner).where('id', '=', owner.id).execute()
      for (const table of ['invites', 'console_sessions', 'sign_in_attempts', 'daily_deliveries', 'listing_feeds', 'listing_imports'] as const) await trx.deleteFrom(table).execute()
      // The listings as seeded: the counts start again from none, the version goes on
      // (createListings bumps it), so no reply cached for earlier listings is served again.
      await trx.deleteFrom('listings').where('chatbot_id', '=', chatbotId).execute()
      await trx.deleteFrom('listing_counts').where('chatbot_id', '=', chatbotId).where('facet', '!=', 'version').execute()
    })
    await createListings(db, chatbotId, demoListings(chatbotId, server.url))
    await server.reset()
  }
  return { server: { ...server, close: async () => {} }, backToSeed, close: server.close }
}
