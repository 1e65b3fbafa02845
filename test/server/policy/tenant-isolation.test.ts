import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWorkspace, type NewWorkspace } from '../../../server/store/workspaces.ts'
import { listingInput, PNG_1X1 } from '../../support/fixtures.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
let other: NewWorkspace
const a = { chatbot: '', listingKey: '', session: 0, file: '' }

beforeAll(async () => {
  server = await startTestServer()
  const key = server.workspace.secretKey
  a.chatbot = await server.newChatbot({ Name: 'Workspace A bot' })
  a.listingKey = (await server.post<string>('/chat/Chatbot/RealEstateCreate', listingInput(a.chatbot), { key })).body.Data
  a.session = (await server.post<{ SessionID: number }>('/chat/Chatbot/GetSession', { serialNumber: a.chatbot }, { key })).body.Data.SessionID
  await server.post('/chat/Chat/ClientAsk', { sessionID: a.session, content: 'Homes in Austin' }, { key })
  const upload = (await server.post<{ FileStoreId: string; PreUploadUrl: string }>('/chat/User/GetPreUploadUrl', { fileName: 'a.png', serialNumber: a.chatbot }, { key })).body.Data
  await fetch(upload.PreUploadUrl, { method: 'PUT', body: new Uint8Array(PNG_1X1) })
  a.file = upload.FileStoreId
  other = await createWorkspace(server.db, 'Workspace B')
})
afterAll(() => server.close())

describe('tenant isolation', () => {
  it("gives workspace B's keys 0 successes against workspace A's ids", async () => {
    const bChatbot = (await server.post<string>('/chat/Chatbot/Add', {}, { key: other.secretKey })).body.Data
    const bSession = (await server.post<{ SessionID: number }>('/chat/Chatbot/GetSession', { serialNumber: bChatbot }, { key: other.secretKey })).body.Data.SessionID
    const attempts: Array<[string, Record<string, unknown>]> = [
      ['/chat/Chatbot/Edit', { serialNumber: a.chatbot, Name: 'hijacked' }],
      ['/chat/Chatbot/Remove', { serialNumber: a.chatbot }],
      ['/chat/Chatbot/GetSession', { serialNumber: a.chatbot }],
      ['/chat/Chatbot/RealEstateCreate', listingInput(a.chatbot)],
      ...(['NewOaks', 'MLSNumber', 'URL'] as const).flatMap((KeyType): Array<[string, Record<string, unknown>]> => {
        const Key = KeyType === 'NewOaks' ? a.listingKey : KeyType === 'MLSNumber' ? 'MLS-100' : 'https://homes.example.com/listing/100'
        return [
          ['/chat/Chatbot/RealEstateUpdate', { ...listingInput(a.chatbot, { Status: 'Sold' }), Key, KeyType }],
          ['/chat/Chatbot/RealEstateUpdate', { ...listingInput(bChatbot, { Status: 'Sold' }), Key, KeyType }],
          ['/chat/Chatbot/RealEstateDelete', { SerialNumber: a.chatbot, Keys: [Key], KeyType }],
          ['/chat/Chatbot/RealEstateDelete', { SerialNumber: bChatbot, Keys: [Key], KeyType }]
        ]
      }),
      ['/chat/Chatbot/RealEstateList', { SerialNumber: a.chatbot }],
      ['/chat/Chatbot/RealEstateList', { SerialNumber: a.chatbot, MLSNumber: 'MLS-100' }],
      ['/chat/Chatbot/ChatContentHistory', { SerialNumber: a.chatbot, StartTime: '2000-01-01', EndTime: '2100-01-01' }],
      ['/chat/Chatbot/ChatContentHistory', { SerialNumber: bChatbot, StartTime: '2000-01-01', EndTime: '2100-01-01', SessionID: a.session }],
      ['/chat/Chat/ClientAsk', { sessionID: a.session, content: 'hello' }],
      ['/chat/Chat/ClientAsk', { sessionID: bSession, content: '', chatAskType: 'Image', fileIds: [Number(a.file)] }],
      ['/chat/User/GetPreUploadUrl', { fileName: 'x.png', serialNumber: a.chatbot }],
      ['/chat/Chatbot/Edit', { serialNumber: bChatbot, ChatIcon: a.file }],
      ['/chat/Chatbot/Edit', { serialNumber: bChatbot, ChatProfilePicture: a.file }]
    ]
    let successes = 0
    let tries = 0
    for (const key of [other.secretKey, other.sessionKey]) {
      for (const [route, body] of attempts) {
        tries++
        const reply = await server.post<unknown>(route, body, { key })
        const leaked = reply.status === 200 && !(route.endsWith('Update') && reply.body.Data === 0) && !(route.endsWith('Delete') && (reply.body.Data as { SuccessCount: number }).SuccessCount === 0) &&
          !(route.endsWith('ChatContentHistory') && (reply.body.Data as { VirtualCount: number }).VirtualCount === 0)
        if (leaked) successes++
        expect(leaked, `${route} ${JSON.stringify(body).slice(0, 80)}`).toBe(false)
      }
    }
    console.log(`tenant isolation: ${tries} attempts with workspace B's keys on workspace A's ids, ${successes} successes`)

    const list = await server.post<{ List: Array<{ Key: string; Status: string }> }>('/chat/Chatbot/RealEstateList', { SerialNumber: a.chatbot }, { key: server.workspace.secretKey })
    expect(list.body.Data.List).toEqual([expect.objectContaining({ Key: a.listingKey, Status: 'Active' })])
    const config = await server.post<{ Name: string }>('/chat/Chatbot/GetConfig', { serialNumber: a.chatbot })
    expect(config.body.Data.Name).toBe('Workspace A bot')
  })
})
