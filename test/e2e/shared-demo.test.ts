/**
 * The demo server the e2e files share (test/support/shared-demo.ts): what one file leaves
 * behind (conversations, rotated keys, an agent, other chatbots, changed and deleted listings,
 * changed settings) is gone when the next file takes it, which finds it as the seed made it.
 */
import { expect, test } from 'vitest'
import { createChatbot, findChatbot } from '../../server/store/chatbots.ts'
import { countListings } from '../../server/store/listing-counts.ts'
import { deleteListings } from '../../server/store/listings.ts'
import { createUser } from '../../server/store/users.ts'
import { rotateWorkspaceKeys } from '../../server/store/workspaces.ts'
import type { DemoServer } from '../support/demo-server.ts'
import { sharedDemoServer } from '../support/shared-demo.ts'

/** What a file can see of the demo's state. */
async function state(server: DemoServer) {
  const { db, chatbotId } = server
  const count = async (table: 'chat_sessions' | 'chatbots' | 'users') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
  const listings = await db.selectFrom('listings').select(['mls_number', 'status', 'images', 'sale_price']).where('chatbot_id', '=', chatbotId).orderBy('mls_number').execute()
  const counts = await db.selectFrom('listing_counts').select(['facet', 'value', 'count']).where('chatbot_id', '=', chatbotId).where('facet', '!=', 'version').where('count', '>', 0).orderBy('facet').orderBy('value').execute()
  const askWithKey = await fetch(`${server.url}/chat/Chatbot/GetSession`, {
    method: 'POST',
    headers: { authorization: server.secretKey, 'content-type': 'application/json' },
    body: JSON.stringify({ serialNumber: chatbotId })
  })
  const sessions = await count('chat_sessions')
  return { sessions, chatbots: await count('chatbots'), users: await count('users'), listings, counts, keyStatus: askWithKey.status, name: (await findChatbot(db, chatbotId))!.Name }
}

test('the next file finds the shared demo server as the seed made it, whatever the last one left', async () => {
  const server = await sharedDemoServer()
  const before = await state(server)
  // state() itself opened a conversation with the key: the seed has none.
  expect(before.sessions - 1).toBe(0)

  const { workspaceId } = (await findChatbot(server.db, server.chatbotId))!
  await rotateWorkspaceKeys(server.db, workspaceId)
  await createUser(server.db, { workspaceId, email: 'left-behind@example.com', name: 'Left', role: 'agent', passwordHash: 'x' })
  await createChatbot(server.db, workspaceId, { Name: 'Left behind' })
  const [first, second] = before.listings
  await deleteListings(server.db, server.chatbotId, 'MLSNumber', [first!.mls_number!])
  await server.db.updateTable('listings').set({ images: '[]', status: 'PreOnMarket' }).where('mls_number', '=', second!.mls_number).execute()
  await server.settings({ Name: 'Renamed by a test' })
  expect(await countListings(server.db, server.chatbotId, 'all')).toBe(before.listings.length - 1)

  const next = await sharedDemoServer()
  expect(next.url).toBe(server.url)
  expect(await state(next)).toEqual(before)
})
