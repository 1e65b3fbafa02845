import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIGN_IN_REFUSED, SIGN_IN_WINDOW_MS } from '../../../server/console/sign-in.ts'
import { verifyPassword } from '../../../server/console/passwords.ts'
import type { ConsoleSession } from '../../../server/schemas/console.ts'
import { findUserForSignIn } from '../../../server/store/users.ts'
import { addUser, clientOf, consoleCall, PASSWORD, signIn } from '../../support/console-client.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
/** small, so that the tests go over them quickly (each failed attempt hashes a password) */
const LIMITS = { perAccount: 4, perAddress: 9 }
/** the server's clock, moved by the tests */
let now = Date.parse('2026-03-02T10:00:00Z')
beforeAll(async () => {
  server = await startTestServer({ signInLimits: LIMITS }, { clock: () => new Date(now), dailyTickMs: 0 })
  await addUser(server, 'owner@example.com')
})
afterAll(() => server.close())

describe('signing in', () => {
  it('keeps only a salted scrypt hash of the password (32 MiB of memory per try)', async () => {
    const { passwordHash } = (await findUserForSignIn(server.db, 'owner@example.com'))!
    expect(passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(passwordHash).not.toContain(PASSWORD)
    expect([await verifyPassword(PASSWORD, passwordHash), await verifyPassword(`${PASSWORD}!`, passwordHash)]).toEqual([true, false])
  })

  it('sets an HttpOnly, SameSite=Lax cookie for /console and answers the session', async () => {
    const reply = await consoleCall<ConsoleSession>(server, 'POST', '/session/sign-in', { email: ' Owner@Example.com ', password: PASSWORD })
    expect(reply.status).toBe(200)
    const setCookie = reply.headers.get('set-cookie')!
    expect(setCookie).toMatch(/^porchlight_console=[\w-]{40,};/)
    expect(setCookie).toMatch(/; HttpOnly/i)
    expect(setCookie).toMatch(/; SameSite=Lax/i)
    expect(setCookie).toMatch(/; Path=\/console(;|$)/)
    expect(setCookie).not.toMatch(/Secure/i)
    expect(reply.body.Data).toMatchObject({
      user: { email: 'owner@example.com', name: 'owner', role: 'owner' },
      workspace: { id: server.workspace.workspaceId, name: 'Test workspace' },
      publicUrl: server.url
    })
    const client = clientOf(server, reply)
    const again = await client.call<ConsoleSession>('GET', '/session')
    expect(again.status).toBe(200)
    expect(again.body.Data).toEqual(reply.body.Data)
  })

  it('answers an unknown e-mail address and a wrong password with the same 401', async () => {
    const unknown = await consoleCall(server, 'POST', '/session/sign-in', { email: 'nobody@example.com', password: PASSWORD })
    const wrong = await consoleCall(server, 'POST', '/session/sign-in', { email: 'owner@example.com', password: 'not the password' })
    expect([unknown.status, wrong.status]).toEqual([401, 401])
    expect(unknown.body.Message).toBe(SIGN_IN_REFUSED)
    expect(wrong.body.Message).toBe(SIGN_IN_REFUSED)
    expect(wrong.headers.get('set-cookie')).toBeNull()
  })

  it('answers 401 to the session call without a cookie or with an unknown one', async () => {
    expect((await consoleCall(server, 'GET', '/session')).status).toBe(401)
    const forged = await consoleCall(server, 'GET', '/session', undefined, { cookie: 'porchlight_console=forged' })
    expect(forged.status).toBe(401)
    expect(forged.body.Message).toMatch(/Sign in first/)
  })

  it('sets a Secure cookie when the request came over HTTPS through a trusted proxy', async () => {
    const behindProxy = await startTestServer({ trustProxy: true })
    try {
      await addUser(behindProxy, 'tls@example.com')
      const reply = await consoleCall(behindProxy, 'POST', '/session/sign-in', { email: 'tls@example.com', password: PASSWORD }, {
        origin: `https://${new URL(behindProxy.url).host}`,
        headers: { 'x-forwarded-proto': 'https' }
      })
      expect(reply.status).toBe(200)
      expect(reply.headers.get('set-cookie')).toMatch(/; Secure/i)
    } finally {
      await behindProxy.close()
    }
  })

  it('sets a Secure cookie when PUBLIC_URL is https, even over a plain connection (TLS ended in front of it)', async () => {
    const published = await startTestServer()
    try {
      await addUser(published, 'public@example.com')
      const address = published.url
      published.config.publicUrl = 'https://console.example'
      const reply = await fetch(`${address}/console/api/session/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://console.example' },
        body: JSON.stringify({ email: 'public@example.com', password: PASSWORD })
      })
      expect(reply.status).toBe(200)
      expect(reply.headers.get('set-cookie')).toMatch(/; Secure/i)
      published.config.publicUrl = address
    } finally {
      await published.close()
    }
  })
})

describe('cross-site requests', () => {
  it('refuses a change from another origin, without an Origin, or without the session\'s x-csrf-token', async () => {
    const owner = await signIn(server, 'owner@example.com', PASSWORD)
    const crossSite = await owner.call('POST', '/chatbots', { name: 'Evil' }, { origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect(crossSite.body.Message).toMatch(/came from https:\/\/evil\.example/)
    const noOrigin = await owner.call('POST', '/chatbots', { name: 'Evil' }, { origin: null })
    expect(noOrigin.status).toBe(403)
    expect(noOrigin.body.Message).toMatch(/Origin header/)
    const noToken = await owner.call('POST', '/chatbots', { name: 'Evil' }, { csrf: null })
    expect(noToken.status).toBe(403)
    expect(noToken.body.Message).toMatch(/x-csrf-token/)
    const otherToken = await owner.call('POST', '/chatbots', { name: 'Evil' }, { csrf: 'x'.repeat(43) })
    expect(otherToken.status).toBe(403)
    const list = await owner.call<{ chatbots: unknown[] }>('GET', '/chatbots')
    expect(list.body.Data.chatbots).toEqual([])
    // and the same call with both is taken
    expect((await owner.call('POST', '/chatbots', { name: 'Fine' })).status).toBe(200)
  })

  it('refuses a sign-in posted by another site', async () => {
    const reply = await consoleCall(server, 'POST', '/session/sign-in', { email: 'owner@example.com', password: PASSWORD }, { origin: 'https://evil.example' })
    expect(reply.status).toBe(403)
    expect(reply.headers.get('set-cookie')).toBeNull()
  })
})

describe('session expiry and signing out', () => {
  it('ends a session left idle for CONSOLE_IDLE_MINUTES, and keeps one in use alive', async () => {
    const owner = await signIn(server, 'owner@example.com', PASSWORD)
    const idle = await signIn(server, 'owner@example.com', PASSWORD)
    for (let step = 0; step < 3; step++) {
      now += server.config.consoleIdleMs - 60_000
      expect((await owner.call('GET', '/session')).status).toBe(200)
    }
    expect((await idle.call('GET', '/session')).status).toBe(401)
  })

  it('ends a session at its absolute end even while it is in use', async () => {
    const owner = await signIn(server, 'owner@example.com', PASSWORD)
    const start = now
    while (now + server.config.consoleIdleMs / 2 < start + server.config.consoleMaxAgeMs) {
      now += server.config.consoleIdleMs / 2
      expect((await owner.call('GET', '/session')).status).toBe(200)
    }
    now = start + server.config.consoleMaxAgeMs
    expect((await owner.call('GET', '/session')).status).toBe(401)
  })

  it('signs out one browser, or every browser of the user', async () => {
    const first = await signIn(server, 'owner@example.com', PASSWORD)
    const second = await signIn(server, 'owner@example.com', PASSWORD)
    const third = await signIn(server, 'owner@example.com', PASSWORD)
    const out = await first.call('POST', '/session/sign-out')
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(/^porchlight_console=; Max-Age=0/)
    expect((await first.call('GET', '/session')).status).toBe(401)
    expect((await second.call('GET', '/session')).status).toBe(200)
    expect((await second.call('POST', '/session/sign-out-everywhere')).status).toBe(200)
    expect((await second.call('GET', '/session')).status).toBe(401)
    expect((await third.call('GET', '/session')).status).toBe(401)
  })
})

describe('sign-in limits', () => {
  it(`refuses the attempt after ${LIMITS.perAccount} failed ones for an account, even with the right password, until the window passes`, async () => {
    await addUser(server, 'guessed@example.com')
    const attempt = (password: string) => consoleCall(server, 'POST', '/session/sign-in', { email: 'guessed@example.com', password })
    // One more at once than the limit: exactly the limit's worth are tried.
    const failures = await Promise.all(Array.from({ length: LIMITS.perAccount + 1 }, () => attempt('wrong password')))
    expect(failures.map((reply) => reply.status).sort()).toEqual([...Array(LIMITS.perAccount).fill(401), 429])
    const limited = await attempt(PASSWORD)
    expect(limited.status).toBe(429)
    expect(limited.body.Message).toMatch(/Too many sign-in attempts/)
    expect(Number(limited.headers.get('retry-after'))).toBe(SIGN_IN_WINDOW_MS / 1000)
    now += SIGN_IN_WINDOW_MS
    expect((await attempt(PASSWORD)).status).toBe(200)
  })

  it(`admits exactly ${LIMITS.perAddress} attempts at once from one address, across accounts`, async () => {
    now += SIGN_IN_WINDOW_MS
    const attempts = Array.from({ length: LIMITS.perAddress + 1 }, (_, i) =>
      consoleCall(server, 'POST', '/session/sign-in', { email: `someone${i}@example.com`, password: 'guess' }))
    const statuses = (await Promise.all(attempts)).map((reply) => reply.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMITS.perAddress)
    expect(statuses.filter((status) => status === 429)).toHaveLength(1)
    now += SIGN_IN_WINDOW_MS
  })
})
