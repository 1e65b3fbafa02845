import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_OWNER_EMAIL, readDemoInfo, seedDemo } from '../../../server/demo/seed.ts'
import { isPostgres } from '../../../server/store/dialect.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** Makes every insert of a listing fail, as a start that dies half-way through the seeding. */
async function failListingInserts(on: boolean): Promise<void> {
  const db = server.db
  if (isPostgres(db)) {
    if (on) {
      await sql`create function fail_seed() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`.execute(db)
      await sql`create trigger fail_seed before insert on listings for each statement execute function fail_seed()`.execute(db)
    } else {
      await sql`drop trigger fail_seed on listings`.execute(db)
      await sql`drop function fail_seed()`.execute(db)
    }
  } else {
    await (on ? sql`create trigger fail_seed before insert on listings begin select raise(abort, 'injected failure'); end` : sql`drop trigger fail_seed`).execute(db)
  }
}

const demoRows = async () => ({
  workspaces: (await server.db.selectFrom('workspaces').select('id').where('name', '=', 'Demo agency').execute()).length,
  chatbots: (await server.db.selectFrom('chatbots').innerJoin('workspaces', 'workspaces.id', 'chatbots.workspace_id').select('chatbots.id').where('workspaces.name', '=', 'Demo agency').execute()).length,
  files: (await server.db.selectFrom('files').select('id').where('file_name', '=', 'assistant-avatar.png').execute()).length
})

describe('seeding the demo', () => {
  it('is one transaction: a failure half-way leaves no "Demo agency", and the next starts seed it once', async () => {
    await failListingInserts(true)
    await expect(seedDemo(server.db, server.config.dataDir, server.url)).rejects.toThrow(/injected failure/)
    await failListingInserts(false)
    expect(await demoRows()).toEqual({ workspaces: 0, chatbots: 0, files: 0 })

    const seeded = await seedDemo(server.db, server.config.dataDir, server.url)
    expect(seeded?.secretKey).toMatch(/\S/)
    expect(await seedDemo(server.db, server.config.dataDir, server.url)).toBeUndefined()
    expect(await demoRows()).toEqual({ workspaces: 1, chatbots: 1, files: 1 })
    const listings = await server.db.selectFrom('listings').select((eb) => eb.fn.countAll().as('n')).where('chatbot_id', '=', seeded!.chatbotId).executeTakeFirstOrThrow()
    expect(Number(listings.n)).toBe(50)
  })

  it('has Talk to a person on: without SMTP_URL its mail to the demo owner lands in DATA_DIR/outbox', async () => {
    const { chatbotId } = (await readDemoInfo(server.config.dataDir))!
    const visitor = (await server.post<{ SessionKey: string }>('/chat/Chatbot/GetConfig', { serialNumber: chatbotId })).body.Data
    const reply = await server.post('/chat/Chat/TalkToHuman', { name: 'Jo', email: 'jo@example.com', message: 'Call me about **12 Oak St**' }, { headers: { 'chatrobot-sessionkey': visitor.SessionKey } })
    expect(reply.status).toBe(200)
    const outbox = path.join(server.config.dataDir, 'outbox')
    const [mail] = fs.readdirSync(outbox).map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    expect(mail).toContain(`To: ${DEMO_OWNER_EMAIL}`)
    expect(mail).toMatch(/Content-Type: text\/plain[^]*Content-Type: text\/html/)
  })
})
