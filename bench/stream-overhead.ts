/**
 * The latency a streamed chunk gains on its way from the model to the visitor. The fake
 * OpenAI-compatible model runs in this process and writes its send time into each chunk;
 * the answer is read here too, through Porchlight (in a child process) by fetch, so one
 * clock serves both ends. The same chunks read straight from the fake give the floor.
 * Usage: npx tsx bench/stream-overhead.ts [rounds] [chunks]
 */
import { createParser } from 'eventsource-parser'
import { startFakeOpenAI } from '../test/support/fake-openai.ts'
import { ms, percentile } from './harness.ts'
import { openSession } from './server-load.ts'
import { startServeChild } from './serve.ts'

const STAMP = /@(\d+\.\d+);/g
const stamp = () => `@${performance.now().toFixed(3)};`

/** Posts `body` to `url` and returns, for every stamp read in the SSE reply, the milliseconds since it was sent. */
async function readStamps(url: string, headers: Record<string, string>, body: object, contentOf: (data: Record<string, unknown>) => unknown) {
  const delays: number[] = []
  let arrived = 0
  const parser = createParser({
    onEvent(event) {
      if (event.data === '[DONE]') return
      const content = contentOf(JSON.parse(event.data) as Record<string, unknown>)
      if (typeof content === 'string') for (const [, sent] of content.matchAll(STAMP)) delays.push(arrived - Number(sent))
    }
  })
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    arrived = performance.now()
    parser.feed(read.value)
  }
  return delays
}

export async function measureStreamOverhead(rounds: number, chunks: number) {
  const fake = await startFakeOpenAI()
  const server = await startServeChild({ kind: 'porchlight', listings: 0, openaiBaseUrl: fake.baseUrl, openaiModel: 'fake-model' })
  try {
    const { url, key, openaiChatbotId } = server.info
    const sessionID = await openSession(url, key, openaiChatbotId)
    const turn = () => ({ content: Array.from({ length: chunks }, () => stamp), chunkDelayMs: 10 })
    const viaPorchlight: number[] = []
    const direct: number[] = []
    for (let round = 0; round <= rounds; round++) {
      fake.script(turn())
      const porchlight = await readStamps(`${url}/chat/Chat/ClientAsk`, { authorization: key }, { sessionID, content: `Question ${round}`, stream: true }, (data) => data.content)
      fake.script(turn())
      const straight = await readStamps(`${fake.baseUrl}/chat/completions`, {}, { model: 'fake-model', stream: true, messages: [{ role: 'user', content: 'Hi' }] },
        (data) => (data.choices as { delta?: { content?: string } }[] | undefined)?.[0]?.delta?.content)
      if (porchlight.length !== chunks || straight.length !== chunks) throw new Error(`read ${porchlight.length} and ${straight.length} of ${chunks} stamps`)
      if (round === 0) continue // warm-up
      viaPorchlight.push(...porchlight)
      direct.push(...straight)
    }
    const summary = (samples: number[]) => ({ median: percentile(samples, 50), p99: percentile(samples, 99) })
    return { chunks: viaPorchlight.length, porchlight: summary(viaPorchlight), direct: summary(direct) }
  } finally {
    await server.stop()
    await fake.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureStreamOverhead(Number(process.argv[2] ?? 10), Number(process.argv[3] ?? 50))
  console.log(`${result.chunks} chunks, model → visitor's fetch: through Porchlight median ${ms(result.porchlight.median)} ms, p99 ${ms(result.porchlight.p99)} ms; ` +
    `straight from the model median ${ms(result.direct.median)} ms, p99 ${ms(result.direct.p99)} ms`)
}
