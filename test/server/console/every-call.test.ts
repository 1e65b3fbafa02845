/**
 * Every console call in the server's own OpenAPI document, walked one by one, so that a call
 * added later is checked without anyone remembering to: each needs the session cookie where
 * its security requirement says so; each change refuses another site's
 * request and one without the session's token; each call that takes a chatbot ID answers 404
 * for another workspace's chatbot (and the team calls for its people); each call the document
 * marks for the role `owner` answers an agent 403, and each other one lets the agent in.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOT_SIGNED_IN, OWNERS_ONLY } from '../../../server/plugins/app/console-session.ts'
import { createWorkspace } from '../../../server/store/workspaces.ts'
import { consoleTeam, newConsoleUser, type ConsoleClient } from '../../support/console-client.ts'
import { listingInput } from '../../support/fixtures.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

interface Operation {
  method: string
  /** the path under /console/api, with {placeholders} */
  path: string
  /** the roles its security requirement names; undefined: public */
  roles: string[] | undefined
  takesBody: boolean
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: Array<Record<string, string[]>>; requestBody?: unknown }>>
}

const PREFIX = '/console/api'
const HTTP_METHODS = new Set(['get', 'put', 'post', 'patch', 'delete'])

let server: TestServer
let owner: ConsoleClient
let agent: ConsoleClient
let operations: Operation[]
let chatbotId: string

beforeAll(async () => {
  server = await startTestServer()
  ;({ owner, agent } = await consoleTeam(server))
  chatbotId = await server.newChatbot({ Name: 'Ours' })
  const document = await (await fetch(`${server.url}/openapi.json`)).json() as OpenApiDocument
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith(`${PREFIX}/`))
    .flatMap(([path, item]) => Object.entries(item).filter(([method]) => HTTP_METHODS.has(method)).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: path.slice(PREFIX.length),
      roles: operation.security?.length ? operation.security[0]!.consoleSession : undefined,
      takesBody: Boolean(operation.requestBody)
    })))
})
afterAll(() => server.close())

const hex = () => randomBytes(16).toString('hex')
const fieldsOf = () => {
  const { SerialNumber: _chatbot, ...fields } = listingInput('unused')
  return fields
}

/** A body each call with one would take (content type, text), so that only the rule under test can refuse it. */
const BODIES: Record<string, () => { contentType?: string; body: unknown }> = {
  'POST /session/sign-in': () => ({ body: { email: 'owner@example.com', password: 'not the password' } }),
  'POST /invites/{token}/accept': () => ({ body: { name: 'Someone', password: 'a long enough password' } }),
  'POST /chatbots': () => ({ body: { name: 'Added' } }),
  'PATCH /chatbots/{id}': () => ({ body: { Name: 'Renamed' } }),
  'POST /chatbots/{id}/preview': () => ({ body: { WelcomeMessage: 'Hi' } }),
  'POST /chatbots/{id}/domain-check': () => ({ body: { url: 'https://shop.example.com/' } }),
  'POST /chatbots/{id}/listings': () => ({ body: fieldsOf() }),
  'PUT /chatbots/{id}/listings/{key}': () => ({ body: fieldsOf() }),
  'POST /chatbots/{id}/listings/import-preview': () => ({ contentType: 'text/csv', body: 'MLSNumber,City\nM-1,Austin\n' }),
  'POST /chatbots/{id}/listings/import': () => ({ contentType: 'text/csv', body: 'MLSNumber,City\nM-1,Austin\n' }),
  'POST /chatbots/{id}/live/{sessionId}/messages': () => ({ body: { content: 'Hello' } }),
  'POST /chatbots/{id}/live/{sessionId}/typing': () => ({ body: { on: true } }),
  'POST /chatbots/{id}/feeds': () => ({ body: { Name: 'Feed', ServerUrl: 'https://reso.example/odata' } }),
  'PATCH /chatbots/{id}/feeds/{feedId}': () => ({ body: { Name: 'Renamed feed' } }),
  'POST /chatbots/{id}/feeds/{feedId}/sync': () => ({ body: {} }),
  'POST /team/invites': () => ({ body: { email: 'friend@example.com', role: 'agent' } }),
  'PATCH /team/users/{id}': () => ({ body: { role: 'agent' } })
}

interface Reply { status: number; message: string }

/**
 * One call as a browser would make it for `client` (cookie, token, own Origin unless `headers`
 * says otherwise). A stream is closed as soon as its status is known.
 */
async function send(operation: Operation, params: Record<string, string>, client: ConsoleClient | undefined, headers: Record<string, string | null> = {}): Promise<Reply> {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? hex())
  const make = BODIES[`${operation.method} ${operation.path}`]
  if (operation.takesBody && !make) throw new Error(`${operation.method} ${operation.path} takes a body: add one to BODIES`)
  const sent = make?.()
  const all: Record<string, string | null> = {
    origin: server.url,
    ...(client && { cookie: client.cookie, 'x-csrf-token': client.session.csrfToken }),
    ...(sent && { 'content-type': sent.contentType ?? 'application/json' }),
    ...headers
  }
  const controller = new AbortController()
  const response = await fetch(`${server.url}${PREFIX}${path}`, {
    method: operation.method,
    signal: controller.signal,
    headers: Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null)),
    body: sent === undefined ? undefined : typeof sent.body === 'string' ? sent.body : JSON.stringify(sent.body)
  })
  if (!response.headers.get('content-type')?.startsWith('application/json')) {
    controller.abort()
    return { status: response.status, message: '' }
  }
  return { status: response.status, message: (await response.json() as { Message: string }).Message }
}

const changes = () => operations.filter((operation) => operation.method !== 'GET')
const named = (operation: Operation) => `${operation.method} ${operation.path}`

describe('every console call in the OpenAPI document', () => {
  it('is found: the walk covers the calls the console is built on', () => {
    expect(operations.length).toBeGreaterThan(40)
    expect(operations.map(named)).toEqual(expect.arrayContaining(['POST /session/sign-in', 'PATCH /chatbots/{id}', 'POST /keys/rotate', 'DELETE /team/users/{id}']))
  })

  it('asks for the session cookie exactly where its security requirement says so', async () => {
    for (const operation of operations) {
      const reply = await send(operation, { id: chatbotId }, undefined)
      if (operation.roles) expect([reply.status, reply.message], named(operation)).toEqual([401, NOT_SIGNED_IN])
      else expect(reply.message, named(operation)).not.toBe(NOT_SIGNED_IN)
    }
    expect(operations.filter((operation) => !operation.roles).map(named).sort()).toEqual(['GET /invites/{token}', 'POST /invites/{token}/accept', 'POST /session/sign-in'])
  })

  it('refuses every change sent from another site, without an Origin, or without the session\'s x-csrf-token; nothing changes', async () => {
    const params = { id: chatbotId }
    for (const operation of changes()) {
      const crossSite = await send(operation, params, owner, { origin: 'https://evil.example' })
      expect([crossSite.status, crossSite.message], `${named(operation)} from another site`).toEqual([403, expect.stringMatching(/^Refused: this call came from https:\/\/evil\.example/)])
      const noOrigin = await send(operation, params, owner, { origin: null })
      expect([noOrigin.status, noOrigin.message], `${named(operation)} without Origin`).toEqual([403, expect.stringMatching(/must carry an Origin header/)])
      if (!operation.roles) continue
      const noToken = await send(operation, params, owner, { 'x-csrf-token': null })
      expect([noToken.status, noToken.message], `${named(operation)} without x-csrf-token`).toEqual([403, expect.stringMatching(/x-csrf-token header is missing/)])
      const othersToken = await send(operation, params, owner, { 'x-csrf-token': agent.session.csrfToken })
      expect(othersToken.status, `${named(operation)} with another session's token`).toBe(403)
    }
    // Still signed in, same keys, same chatbot, same team: none of the refused calls did anything.
    expect((await owner.call('GET', '/session')).status).toBe(200)
    expect((await server.post('/chat/Chatbot/ModelList', {}, { key: server.workspace.secretKey })).status).toBe(200)
    expect((await owner.call<{ settings: { Name: string; WelcomeMessage: string } }>('GET', `/chatbots/${chatbotId}`)).body.Data.settings.Name).toBe('Ours')
    const team = (await owner.call<{ users: unknown[]; invites: unknown[] }>('GET', '/team')).body.Data
    expect([team.users.length, team.invites]).toEqual([2, []])
    expect((await owner.call<{ chatbots: unknown[] }>('GET', '/chatbots')).body.Data.chatbots).toHaveLength(1)
  })

  it('answers 404 for another workspace\'s chatbot, listing, person and invitation on every call that names one; theirs stays as it was', async () => {
    const other = await createWorkspace(server.db, 'Other')
    const stranger = await newConsoleUser(server, 'stranger@other.example', 'owner', other.workspaceId)
    const theirs = (await stranger.call<{ id: string }>('POST', '/chatbots', { name: 'Theirs' })).body.Data.id
    const listing = (await stranger.call<{ Key: string }>('POST', `/chatbots/${theirs}/listings`, fieldsOf())).body.Data.Key
    const invite = (await stranger.call<{ id: string }>('POST', '/team/invites', { email: 'their-agent@other.example', role: 'agent' })).body.Data.id
    const params = { id: theirs, key: listing, sessionId: '1', feedId: '1' }
    const naming = operations.filter((operation) => operation.path.startsWith('/chatbots/{id}'))
    expect(naming.length).toBeGreaterThan(30)
    for (const operation of naming) {
      const reply = await send(operation, params, owner)
      expect([reply.status, reply.message], named(operation)).toEqual([404, `Chatbot ${theirs} was not found`])
    }
    const teamCalls: Array<[string, string, Record<string, string>]> = [
      ['PATCH', '/team/users/{id}', { id: stranger.session.user.id }],
      ['DELETE', '/team/users/{id}', { id: stranger.session.user.id }],
      ['DELETE', '/team/invites/{id}', { id: invite }]
    ]
    for (const [method, path, ids] of teamCalls) {
      const operation = operations.find((candidate) => candidate.method === method && candidate.path === path)!
      expect((await send(operation, ids, owner)).status, `${method} ${path}`).toBe(404)
    }
    expect((await stranger.call('GET', '/session')).body).toMatchObject({ Data: { user: { role: 'owner' } } })
    expect((await stranger.call<{ settings: { Name: string } }>('GET', `/chatbots/${theirs}`)).body.Data.settings.Name).toBe('Theirs')
    expect((await stranger.call('GET', `/chatbots/${theirs}/listings/${listing}`)).status).toBe(200)
    expect((await stranger.call<{ invites: unknown[] }>('GET', '/team')).body.Data.invites).toHaveLength(1)
  })

  it('answers an agent 403 "owners only" on each call marked for owners, and lets them through the others', async () => {
    // Signing out would end the agent's session for the calls after it (session.test.ts signs out).
    const walked = operations.filter((operation) => operation.roles && !operation.path.startsWith('/session/sign-out'))
    const reached: string[] = []
    for (const operation of walked) {
      const reply = await send(operation, { id: hex() }, agent)
      if (operation.roles!.includes('owner')) {
        expect([reply.status, reply.message], named(operation)).toEqual([403, OWNERS_ONLY])
      } else {
        expect(reply.message, named(operation)).not.toBe(OWNERS_ONLY)
        expect(reply.status, named(operation)).not.toBe(401)
        reached.push(named(operation))
      }
    }
    // What an agent may reach, as the issue gives it: conversations, leads and live chat (and the chatbot list).
    expect(reached.sort()).toEqual([
      'GET /chatbots',
      'GET /chatbots/{id}/conversations',
      'GET /chatbots/{id}/conversations/export',
      'GET /chatbots/{id}/conversations/{sessionId}',
      'GET /chatbots/{id}/lead-pushes',
      'GET /chatbots/{id}/leads',
      'GET /chatbots/{id}/leads/export',
      'GET /chatbots/{id}/live',
      'GET /chatbots/{id}/live/events',
      'GET /chatbots/{id}/live/{sessionId}/events',
      'GET /live/events',
      'GET /live/waiting',
      'GET /session',
      'POST /chatbots/{id}/live/{sessionId}/hand-back',
      'POST /chatbots/{id}/live/{sessionId}/messages',
      'POST /chatbots/{id}/live/{sessionId}/take-over',
      'POST /chatbots/{id}/live/{sessionId}/typing'
    ])
    expect((await owner.call<{ settings: { Name: string } }>('GET', `/chatbots/${chatbotId}`)).body.Data.settings.Name).toBe('Ours')
  })
})
