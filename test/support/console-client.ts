import { parseSetCookie } from 'cookie'
import { createOwner } from '../../server/console/accounts.ts'
import type { ConsoleSession } from '../../server/schemas/console.ts'
import type { Role } from '../../server/store/users.ts'
import { createUser } from '../../server/store/users.ts'
import { hashPassword } from '../../server/console/passwords.ts'
import type { ApiReply, TestServer } from './server.ts'

export interface ConsoleCallOptions {
  /** the Origin header; the server's own unless given (null: none) */
  origin?: string | null
  /** the x-csrf-token header; the session's unless given (null: none) */
  csrf?: string | null
  headers?: Record<string, string>
  /** send this string as the body instead of JSON-encoding `body` */
  raw?: string
}

/** A browser of the console, reduced to what the server sees: the session cookie, the CSRF token, the Origin. */
export interface ConsoleClient {
  cookie: string
  session: ConsoleSession
  call<T = unknown>(method: string, path: string, body?: unknown, options?: ConsoleCallOptions): Promise<ApiReply<T>>
}

/**
 * One call to the console API at `/console/api` + `path`, as the console page makes it.
 *
 * @example
 * await consoleCall(server, 'POST', '/session/sign-in', { email, password })
 */
export async function consoleCall<T = unknown>(
  server: TestServer,
  method: string,
  path: string,
  body?: unknown,
  options: ConsoleCallOptions & { cookie?: string; csrfToken?: string } = {}
): Promise<ApiReply<T>> {
  const origin = options.origin === undefined ? server.url : options.origin
  const csrf = options.csrf === undefined ? options.csrfToken : options.csrf
  const response = await fetch(`${server.url}/console/api${path}`, {
    method,
    headers: {
      ...(body !== undefined || options.raw !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(origin !== null && { origin }),
      ...(csrf && { 'x-csrf-token': csrf }),
      ...(options.cookie && { cookie: options.cookie }),
      ...options.headers
    },
    body: options.raw ?? (body === undefined ? undefined : JSON.stringify(body))
  })
  return { status: response.status, headers: response.headers, body: JSON.parse(await response.text()) } as ApiReply<T>
}

/** The `name=value` pair of a reply's Set-Cookie, for the next request's Cookie header. */
export function cookieOf(reply: ApiReply): string {
  const setCookie = reply.headers.get('set-cookie')
  if (!setCookie) throw new Error(`no Set-Cookie in a ${reply.status} reply: ${JSON.stringify(reply.body)}`)
  const { name, value } = parseSetCookie(setCookie)
  return `${name}=${value}`
}

/** A console client for the session a successful sign-in (or accepted invitation) reply opened. */
export function clientOf(server: TestServer, reply: ApiReply<ConsoleSession>): ConsoleClient {
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status} ${reply.body.Message}`)
  const cookie = cookieOf(reply)
  const session = reply.body.Data
  return {
    cookie,
    session,
    call: (method, path, body, options = {}) => consoleCall(server, method, path, body, { ...options, cookie, csrfToken: session.csrfToken })
  }
}

/**
 * Signs in through the API and returns the client.
 *
 * @example
 * const owner = await signIn(server, 'owner@example.com', PASSWORD)
 */
export async function signIn(server: TestServer, email: string, password: string): Promise<ConsoleClient> {
  return clientOf(server, await consoleCall<ConsoleSession>(server, 'POST', '/session/sign-in', { email, password }))
}

/** The password of every user addUser makes. */
export const PASSWORD = 'correct horse battery staple'

/** Adds a user to the server's workspace (or `workspaceId`) straight in the store. */
export async function addUser(server: TestServer, email: string, role: Role = 'owner', workspaceId = server.workspace.workspaceId) {
  if (role === 'owner') return createOwner(server.db, { workspaceId, email, name: email.split('@')[0]!, password: PASSWORD })
  return createUser(server.db, { workspaceId, email, name: email.split('@')[0]!, role, passwordHash: await hashPassword(PASSWORD) })
}

/**
 * Adds a user to the server's workspace (or `workspaceId`) and signs them in.
 *
 * @example
 * const agent = await newConsoleUser(server, 'dana@oakrealty.example', 'agent')
 */
export async function newConsoleUser(server: TestServer, email: string, role: Role = 'owner', workspaceId = server.workspace.workspaceId): Promise<ConsoleClient> {
  await addUser(server, email, role, workspaceId)
  return signIn(server, email, PASSWORD)
}

/** An owner and an agent of one workspace, both signed in. */
export interface ConsoleTeam {
  owner: ConsoleClient
  agent: ConsoleClient
}

/**
 * The owner (owner@example.com) and the agent (agent@example.com) of the server's workspace
 * (or `workspaceId`), both signed in: the usual cast of a console test.
 *
 * @example
 * ({ owner, agent } = await consoleTeam(server))
 */
export async function consoleTeam(server: TestServer, workspaceId = server.workspace.workspaceId, domain = 'example.com'): Promise<ConsoleTeam> {
  return {
    owner: await newConsoleUser(server, `owner@${domain}`, 'owner', workspaceId),
    agent: await newConsoleUser(server, `agent@${domain}`, 'agent', workspaceId)
  }
}
