import { describe, expect, it } from 'vitest'
import { listingInput } from '../../support/fixtures.ts'
import { startTestServer } from '../../support/server.ts'

describe('durability across a restart', () => {
  it('keeps chatbots, settings, listings and keys in the SQLite file', async () => {
    const server = await startTestServer()
    const key = server.workspace.secretKey
    try {
      const serial = (await server.post<string>('/chat/Chatbot/Add', { timeZone: 'America/Denver' }, { key })).body.Data
      await server.post('/chat/Chatbot/Edit', { serialNumber: serial, Name: 'Persistent' }, { key })
      const listingKey = (await server.post<string>('/chat/Chatbot/RealEstateCreate', listingInput(serial), { key })).body.Data

      await server.restart()

      const list = await server.post<{ List: Array<{ Key: string }>; VirtualCount: number }>('/chat/Chatbot/RealEstateList', { SerialNumber: serial }, { key })
      expect(list.status).toBe(200)
      expect(list.body.Data.List.map((item) => item.Key)).toEqual([listingKey])
      const config = await server.post<{ Name: string }>('/chat/Chatbot/GetConfig', { serialNumber: serial })
      expect(config.body.Data.Name).toBe('Persistent')
    } finally {
      await server.close()
    }
  })
})
