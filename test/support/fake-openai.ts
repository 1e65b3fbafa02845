import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the fake model does for one request. */
export interface FakeTurn {
  /** text pieces, each sent as one chunk; a function is called when its chunk is due, and may hold the answer open until its promise settles */
  content?: (string | (() => string | Promise<string>))[]
  /** tool calls; each call's arguments arrive in the pieces given */
  toolCalls?: { id: string; name: string; arguments: string[] }[]
  /** sent as the last chunk (stream_options.include_usage); absent: no usage at all */
  usage?: { prompt_tokens: number; completion_tokens: number }
  /** wait before the first chunk */
  delayMs?: number
  /** sent only once this settles (after the role chunk), so a test can hold the answer open */
  gate?: Promise<void>
  /** wait between chunks */
  chunkDelayMs?: number
  /** answer with this HTTP error status instead of a stream */
  errorStatus?: number
  errorMessage?: string
  /** drop the connection once the content pieces are sent, as a provider whose stream breaks off */
  breakOff?: boolean
}

export interface FakeOpenAI {
  /** the base URL to use as OPENAI_BASE_URL */
  baseUrl: string
  /** every request body received, parsed */
  requests: Record<string, unknown>[]
  /** the Authorization header of each request */
  authorizations: string[]
  /** requests whose client hung up before the reply ended */
  aborted: number
  /** queues turns; an empty queue answers "OK." */
  script(...turns: FakeTurn[]): void
  reset(): void
  close(): Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * An OpenAI-compatible /v1/chat/completions endpoint on a loopback port that streams real
 * `chat.completion.chunk` events, as the openai package reads them.
 */
export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  let queue: FakeTurn[] = []
  const fake: Omit<FakeOpenAI, 'baseUrl' | 'close'> = {
    requests: [],
    authorizations: [],
    aborted: 0,
    script: (...turns) => queue.push(...turns),
    reset() {
      queue = []
      fake.requests.length = 0
      fake.authorizations.length = 0
      fake.aborted = 0
    }
  }
  let sequence = 0
  const server = http.createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    fake.requests.push(JSON.parse(body) as Record<string, unknown>)
    fake.authorizations.push(request.headers.authorization ?? '')
    const turn = queue.shift() ?? { content: ['OK.'] }
    if (turn.errorStatus) {
      response.writeHead(turn.errorStatus, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { message: turn.errorMessage ?? 'failed', type: 'invalid_request_error' } }))
      return
    }
    response.on('close', () => {
      if (!response.writableFinished) fake.aborted++
    })
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    const id = `chatcmpl-${++sequence}`
    const send = (delta: object, finish: string | null = null, extra: object = {}) =>
      response.write(`data: ${JSON.stringify({
        id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: 'fake-model',
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }], ...extra
      })}\n\n`)
    const pause = async () => {
      if (turn.chunkDelayMs) await sleep(turn.chunkDelayMs)
    }
    if (turn.delayMs) await sleep(turn.delayMs)
    send({ role: 'assistant', content: '' })
    if (turn.gate) await turn.gate
    for (const piece of turn.content ?? []) {
      if (response.destroyed) return
      await pause()
      const text = typeof piece === 'function' ? await piece() : piece
      if (response.destroyed) return
      send({ content: text })
    }
    if (turn.breakOff) return void response.destroy()
    for (const [index, call] of (turn.toolCalls ?? []).entries()) {
      send({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }] })
      for (const piece of call.arguments) {
        await pause()
        send({ tool_calls: [{ index, function: { arguments: piece } }] })
      }
    }
    send({}, turn.toolCalls?.length ? 'tool_calls' : 'stop')
    if (turn.usage) {
      response.write(`data: ${JSON.stringify({
        id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: 'fake-model', choices: [],
        usage: { ...turn.usage, total_tokens: turn.usage.prompt_tokens + turn.usage.completion_tokens }
      })}\n\n`)
    }
    response.end('data: [DONE]\n\n')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    ...fake,
    get requests() {
      return fake.requests
    },
    get authorizations() {
      return fake.authorizations
    },
    get aborted() {
      return fake.aborted
    },
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  }
}
