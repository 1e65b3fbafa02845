import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVITE_TTL_MS } from '../../../server/console/team.ts'
import type { ConsoleSession, CreatedInvite, InviteInfo, Team } from '../../../server/schemas/console.ts'
import { clientOf, consoleCall, newConsoleUser, PASSWORD, signIn, type ConsoleClient } from '../../support/console-client.ts'
import { startMailSink, type MailSink } from '../../support/mail-sink.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
let sink: MailSink
let owner: ConsoleClient
/** the server's clock, moved by the tests */
let now = Date.now()
beforeAll(async () => {
  sink = await startMailSink()
  server = await startTestServer({ smtpUrl: sink.url }, { clock: () => new Date(now), dailyTickMs: 0 })
  owner = await newConsoleUser(server, 'owner@example.com')
})
afterAll(async () => {
  await server.close()
  await sink.close()
})

const tokenOf = (link: string) => link.split('/').at(-1)!
const invite = async (email: string, role = 'agent') => {
  const reply = await owner.call<CreatedInvite>('POST', '/team/invites', { email, role })
  expect(reply.status, reply.body.Message).toBe(200)
  return reply.body.Data
}
const accept = (token: string, body: unknown = { name: 'New teammate', password: 'a long enough password' }) =>
  consoleCall<ConsoleSession>(server, 'POST', `/invites/${token}/accept`, body)

describe('invitations', () => {
  it('mails a one-time link that names the workspace, opens an agent\'s account and signs them in', async () => {
    const created = await invite('Agent@Example.com')
    expect(created.link).toMatch(new RegExp(`^${server.url}/console/#/invite/[\\w-]{40,}$`))
    expect(created.expiresAt).toBe(new Date(now + INVITE_TTL_MS).toISOString())
    const [mail] = await sink.waitFor(1)
    expect(mail!.envelopeTo).toEqual(['agent@example.com'])
    expect(mail!.text).toContain(created.link)
    expect(mail!.subject).toBe('You are invited to Test workspace on Porchlight')

    const token = tokenOf(created.link)
    const info = await consoleCall<InviteInfo>(server, 'GET', `/invites/${token}`)
    expect(info.body.Data).toEqual({ email: 'agent@example.com', role: 'agent', workspaceName: 'Test workspace', expiresAt: created.expiresAt })
    const team = (await owner.call<Team>('GET', '/team')).body.Data
    expect(team.invites).toEqual([{ id: created.id, email: 'agent@example.com', role: 'agent', expiresAt: created.expiresAt }])

    const accepted = await accept(token)
    expect(accepted.status).toBe(200)
    expect(accepted.body.Data.user).toMatchObject({ email: 'agent@example.com', name: 'New teammate', role: 'agent' })
    const agent = clientOf(server, accepted)
    expect((await agent.call('GET', '/session')).status).toBe(200)
    expect((await agent.call('GET', '/team')).status).toBe(403)
    expect((await signIn(server, 'agent@example.com', 'a long enough password')).session.user.role).toBe('agent')

    expect((await accept(token)).status).toBe(404)
    expect((await consoleCall(server, 'GET', `/invites/${token}`)).status).toBe(404)
    const after = (await owner.call<Team>('GET', '/team')).body.Data
    expect(after.invites).toEqual([])
    const people = after.users.map((user) => [user.email, user.role, user.you])
    expect(people).toHaveLength(2)
    expect(people).toEqual(expect.arrayContaining([['owner@example.com', 'owner', true], ['agent@example.com', 'agent', false]]))
  })

  it('answers 410 once the link has expired, and opens no account', async () => {
    const token = tokenOf((await invite('late@example.com')).link)
    now += INVITE_TTL_MS
    // a week later the owner's session has ended too
    owner = await signIn(server, 'owner@example.com', PASSWORD)
    expect((await consoleCall(server, 'GET', `/invites/${token}`)).status).toBe(410)
    const late = await accept(token)
    expect(late.status).toBe(410)
    expect(late.body.Message).toMatch(/expired/)
    expect((await owner.call<Team>('GET', '/team')).body.Data.users.map((user) => user.email)).not.toContain('late@example.com')
  })

  it('lets one of two accepts at once win', async () => {
    const token = tokenOf((await invite('twice@example.com')).link)
    const statuses = (await Promise.all([accept(token), accept(token)])).map((reply) => reply.status).sort()
    expect(statuses).toEqual([200, 404])
  })

  it('stops a revoked link, refuses an address that has an account, and checks the new password\'s rule', async () => {
    const created = await invite('revoked@example.com')
    expect((await owner.call('DELETE', `/team/invites/${created.id}`)).status).toBe(200)
    expect((await accept(tokenOf(created.link))).status).toBe(404)
    expect((await owner.call('DELETE', `/team/invites/${created.id}`)).status).toBe(404)

    const taken = await owner.call('POST', '/team/invites', { email: 'owner@example.com', role: 'owner' })
    expect(taken.status).toBe(409)
    expect(taken.body.Message).toMatch(/already an account/)

    const token = tokenOf((await invite('short@example.com')).link)
    const short = await accept(token, { name: 'Short', password: 'short' })
    expect(short.status).toBe(400)
    expect(short.body.Message).toMatch(/password/)
    const badEmail = await owner.call('POST', '/team/invites', { email: 'not an address', role: 'agent' })
    expect(badEmail.status).toBe(400)
    expect(badEmail.body.Message).toMatch(/email/)
    const badRole = await owner.call('POST', '/team/invites', { email: 'x@example.com', role: 'admin' })
    expect(badRole.status).toBe(400)
    expect(badRole.body.Message).toMatch(/role/)
  })
})

describe('roles and removal', () => {
  it('changes a role and never leaves the workspace without an owner, also when two owners demote each other at once', async () => {
    const me = owner.session.user
    const demoted = await owner.call('PATCH', `/team/users/${me.id}`, { role: 'agent' })
    expect(demoted.status).toBe(409)
    expect(demoted.body.Message).toMatch(/last owner/)
    expect((await owner.call('DELETE', `/team/users/${me.id}`)).status).toBe(409)

    const second = await newConsoleUser(server, 'second@example.com', 'agent')
    expect((await second.call('GET', '/team')).status).toBe(403)
    expect((await owner.call('PATCH', `/team/users/${second.session.user.id}`, { role: 'owner' })).status).toBe(200)
    expect((await second.call('GET', '/team')).status).toBe(200)

    const both = await Promise.all([
      owner.call('PATCH', `/team/users/${second.session.user.id}`, { role: 'agent' }),
      second.call('PATCH', `/team/users/${me.id}`, { role: 'agent' })
    ])
    // the loser is refused as an agent already (403) or as the last owner (409) when both were checked at once
    const statuses = both.map((reply) => reply.status).sort()
    expect(statuses[0]).toBe(200)
    expect([403, 409]).toContain(statuses[1])
    const users = (await (both[0].status === 200 ? owner : second).call<Team>('GET', '/team')).body.Data.users
    expect(users.filter((user) => user.role === 'owner')).toHaveLength(1)
  })

  it('removes a teammate and ends their sessions at once', async () => {
    const leaving = await newConsoleUser(server, 'leaving@example.com', 'agent')
    const remaining = (await owner.call('GET', '/team')).status === 200 ? owner : await signIn(server, 'second@example.com', PASSWORD)
    expect((await remaining.call('DELETE', `/team/users/${leaving.session.user.id}`)).status).toBe(200)
    expect((await leaving.call('GET', '/session')).status).toBe(401)
    expect((await consoleCall(server, 'POST', '/session/sign-in', { email: 'leaving@example.com', password: PASSWORD })).status).toBe(401)
    expect((await remaining.call('DELETE', `/team/users/${leaving.session.user.id}`)).status).toBe(404)
  })
})
