import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compiledEntry } from '../../support/compiled.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'
import { signIn } from '../../support/console-client.ts'

const run = promisify(execFile)
let server: TestServer

/** Runs the admin CLI (bundled, as `npm run build` makes it and `npx porchlight` runs it) on the test server's data folder and database. */
const cli = async (...args: string[]) =>
  run(process.execPath, [await compiledEntry('server/cli/main.ts'), ...args], { env: { ...process.env, DATA_DIR: server.config.dataDir, DATABASE_URL: server.config.databaseUrl } })

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('admin CLI, while the server runs on the same database', () => {
  it('create-workspace --json prints exactly one JSON object whose keys work at once', async () => {
    const { stdout } = await cli('create-workspace', '--name', 'Acme Realty', '--json')
    const lines = stdout.trim().split('\n')
    expect(lines).toHaveLength(1)
    const created = JSON.parse(lines[0] as string) as Record<string, string>
    expect(Object.keys(created).sort()).toEqual(['secretKey', 'sessionKey', 'workspaceId'])
    const reply = await server.post<string>('/chat/Chatbot/Add', {}, { key: created.secretKey })
    expect(reply.body.Success).toBe(true)

    const listed = JSON.parse((await cli('list-chatbots', '--workspace', created.workspaceId as string, '--json')).stdout) as Array<{ chatbotId: string }>
    expect(listed.map((c) => c.chatbotId)).toEqual([reply.body.Data])
  })

  it('rotate-keys replaces both keys and the old ones stop working', async () => {
    const created = JSON.parse((await cli('create-workspace', '--name', 'Rotate', '--json')).stdout) as Record<string, string>
    const rotated = JSON.parse((await cli('rotate-keys', '--workspace', created.workspaceId as string, '--json')).stdout) as Record<string, string>
    expect(rotated.secretKey).not.toBe(created.secretKey)
    expect((await server.post('/chat/Chatbot/ModelList', {}, { key: created.secretKey })).status).toBe(401)
    expect((await server.post('/chat/Chatbot/ModelList', {}, { key: rotated.sessionKey })).status).toBe(200)
  })

  it('exits with status 2 and a usage message for a mistake', async () => {
    const failed = await cli('create-workspace', '--json').catch((error: { code: number; stderr: string; stdout: string }) => error)
    expect(failed).toMatchObject({ code: 2, stdout: '' })
    expect((failed as { stderr: string }).stderr).toContain('create-workspace needs --name NAME')
  })

  it('create-owner prints a generated password once that signs in to the console; reset-password signs the account out', async () => {
    const { workspaceId } = server.workspace
    const created = JSON.parse((await cli('create-owner', '--workspace', workspaceId, '--email', 'Boss@Example.com', '--name', 'Boss', '--json')).stdout) as Record<string, string>
    expect(created).toMatchObject({ workspaceId, email: 'boss@example.com' })
    const owner = await signIn(server, 'boss@example.com', created.password as string)
    expect(owner.session.user).toMatchObject({ name: 'Boss', role: 'owner' })

    const text = (await cli('reset-password', '--email', 'boss@example.com', '--password', 'a brand new password')).stdout
    expect(text).toContain('every session of the account has ended')
    expect(text).not.toContain('a brand new password')
    expect((await owner.call('GET', '/session')).status).toBe(401)
    expect((await signIn(server, 'boss@example.com', 'a brand new password')).session.user.email).toBe('boss@example.com')

    const taken = await cli('create-owner', '--workspace', workspaceId, '--email', 'boss@example.com').catch((error: { code: number; stderr: string }) => error)
    expect(taken).toMatchObject({ code: 2 })
    expect((taken as { stderr: string }).stderr).toContain('already an account with the e-mail address boss@example.com')
  })
})
