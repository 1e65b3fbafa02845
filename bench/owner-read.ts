/**
 * The owner's read call (GET /console/api/chatbots/:id, signed in with the session cookie) and
 * its API-key twin (POST /chat/Chatbot/Get), against GetConfig (the widget's read of the same
 * chatbot, as a returning visitor makes it) measured in the same run on the same server: latency
 * under autocannon load. With CONVERSATIONS, the demo chatbot first gets that many conversations
 * of 10 messages (seed-conversations.ts), which the owner's read counts.
 * Usage: [CONVERSATIONS=0] npx tsx bench/owner-read.ts [seconds]
 */
import autocannon from 'autocannon'
import { post } from './server-load.ts'
import { startServeChild } from './serve.ts'

const CONNECTIONS = 10

export interface ReadLatency {
  /** median and 99th percentile latency in milliseconds */
  p50: number
  p99: number
  rps: number
}

async function latency(url: string, request: autocannon.Request, seconds: number): Promise<ReadLatency> {
  const options = { url, connections: CONNECTIONS, requests: [request] }
  await autocannon({ ...options, duration: Math.min(2, seconds) }) // warm-up
  const result = await autocannon({ ...options, duration: seconds })
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx replies and ${result.errors} errors`)
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.p50 }
}

/** Signs the demo owner in and returns the session cookie (`name=value`). */
async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/console/api/session/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password })
  })
  const cookie = response.headers.get('set-cookie')
  if (!response.ok || !cookie) throw new Error(`sign-in answered ${response.status}`)
  return cookie.split(';')[0] as string
}

/** The session key of a new visitor of `chatbotId`, from its first GetConfig. */
async function visitorKey(url: string, chatbotId: string): Promise<string> {
  const response = await fetch(`${url}/chat/Chatbot/GetConfig`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ serialNumber: chatbotId }) })
  const reply = (await response.json()) as { Data?: { SessionKey: string } }
  if (!reply.Data) throw new Error(`GetConfig answered ${response.status}`)
  return reply.Data.SessionKey
}

/** GetConfig, the owner's read and Get on the demo chatbot (with `conversations` more), each for `seconds` under 10 connections. */
export async function measureOwnerRead(seconds: number, conversations = 0) {
  const server = await startServeChild({ kind: 'porchlight', listings: 0, demoConversations: conversations })
  try {
    const { url, demoChatbotId, demoKey, demoOwner } = server.info
    const cookie = await signIn(url, demoOwner.email, demoOwner.password)
    const ownerRead = await latency(`${url}/console/api/chatbots/${demoChatbotId}`, { method: 'GET', headers: { cookie } }, seconds)
    const apiGet = await latency(`${url}/chat/Chatbot/Get`, post({ serialNumber: demoChatbotId }, demoKey), seconds)
    // A returning visitor's GetConfig (its session key sent): a new visitor's opens a session, and
    // one address may open only REQUEST_LIMITS.newSessionsPerMinute of those a minute.
    const visitor = post({ serialNumber: demoChatbotId })
    const getConfig = await latency(`${url}/chat/Chatbot/GetConfig`, { ...visitor, headers: { ...visitor.headers, 'chatrobot-sessionkey': await visitorKey(url, demoChatbotId) } }, seconds)
    return { getConfig, ownerRead, apiGet }
  } finally {
    await server.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const conversations = Number(process.env.CONVERSATIONS ?? 0)
  const result = await measureOwnerRead(Number(process.argv[2] ?? 5), conversations)
  console.log(`demo chatbot with ${conversations.toLocaleString('en-US')} more conversations of 10 messages`)
  for (const [label, value] of [['GetConfig (baseline)', result.getConfig], ['owner read (console)', result.ownerRead], ['Chatbot/Get (API key)', result.apiGet]] as const) {
    console.log(`${label.padEnd(22)} p50 ${value.p50} ms  p99 ${value.p99} ms  ${value.rps.toFixed(0)} req/s  (p50 ×${(value.p50 / result.getConfig.p50).toFixed(2)}, req/s ×${(value.rps / result.getConfig.rps).toFixed(2)} of GetConfig)`)
  }
}
