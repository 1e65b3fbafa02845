import { createParser } from 'eventsource-parser'
import type { ListingCard } from '../../server/schemas/listing-card.ts'
import type { TestServer, ApiReply } from './server.ts'

/** Tiny real files of each kind, as the sniffing in the upload sees them. */
export { PNG_1X1 as PNG, wavFile as wav } from './fixtures.ts'

/** A 1×1 GIF with `frames` frames; two or more make it animated. */
export function gif(frames: number): Buffer {
  const head = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255]
  const loop = [0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0]
  const frame = [0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00]
  return Buffer.from([...head, ...(frames > 1 ? loop : []), ...Array.from({ length: frames }, () => frame).flat(), 0x3b])
}

/** The start of an MP4 file: enough for the type to be sniffed, not a playable video. */
export function mp4Header(): Buffer {
  const ftyp = Buffer.alloc(24)
  ftyp.writeUInt32BE(24, 0)
  ftyp.write('ftypisom', 4)
  ftyp.writeUInt32BE(0x200, 12)
  ftyp.write('isommp42', 16)
  const mdat = Buffer.alloc(64)
  mdat.writeUInt32BE(64, 0)
  mdat.write('mdat', 4)
  return Buffer.concat([ftyp, mdat])
}

export interface Credentials {
  /** sent as Authorization */
  key?: string
  headers?: Record<string, string>
}

const OCTETS = 'application/octet-stream'

/**
 * Uploads `bytes` through GetPreUploadUrl and PUT, declaring their size and type as the widget
 * does (so with an object store the URL is the store's, bound to them); returns the file id.
 */
export async function upload(server: TestServer, bytes: Buffer, who: Credentials & { serialNumber?: string; fileName?: string }): Promise<number> {
  const { serialNumber, fileName = 'file.bin', ...credentials } = who
  const pre = await server.post<{ FileStoreId: string; PreUploadUrl: string }>(
    '/chat/User/GetPreUploadUrl',
    { fileName, fileSize: bytes.length, contentType: OCTETS, ...(serialNumber && { serialNumber }) },
    credentials
  )
  if (pre.status !== 200) throw new Error(`GetPreUploadUrl: ${pre.body.Message}`)
  const put = await fetch(pre.body.Data.PreUploadUrl, { method: 'PUT', body: new Uint8Array(bytes), headers: { ...credentials.headers, 'content-type': OCTETS } })
  if (put.status !== 200) throw new Error(`upload: ${put.status} ${await put.text()}`)
  return Number(pre.body.Data.FileStoreId)
}

/** A workspace-key session of `chatbotId`, as GetSession makes it. */
export async function workspaceSession(server: TestServer, chatbotId: string): Promise<number> {
  const reply = await server.post<{ SessionID: number }>('/chat/Chatbot/GetSession', { serialNumber: chatbotId }, { key: server.workspace.secretKey })
  return reply.body.Data.SessionID
}

/** A visitor session as the widget gets it from GetConfig: its id and the headers that carry its key. */
export async function visitorSession(server: TestServer, chatbotId: string, headers: Record<string, string> = {}) {
  const reply = await server.post<{ SessionID: number; SessionKey: string }>('/chat/Chatbot/GetConfig', { serialNumber: chatbotId }, { headers })
  if (reply.status !== 200) throw new Error(`GetConfig: ${reply.body.Message}`)
  return {
    sessionId: reply.body.Data.SessionID,
    headers: { ...headers, 'chatrobot-sessionkey': reply.body.Data.SessionKey }
  }
}

export interface AskData {
  messageid: number
  content: string
  totalToken: number
  noAnswer: boolean
  listings: ListingCard[]
}

export function ask(server: TestServer, body: Record<string, unknown>, who: Credentials = { key: server.workspace.secretKey }): Promise<ApiReply<AskData>> {
  return server.post<AskData>('/chat/Chat/ClientAsk', body, who)
}

export interface StreamReply {
  status: number
  headers: Headers
  /** every data event, parsed */
  events: Record<string, unknown>[]
  comments: string[]
  /** the content of the chunk events, in order */
  chunks: string[]
  final: { QuestionID: number; AnswerID: number; Answer: string; TotalToken: number; Listings: ListingCard[]; Stopped?: true } | undefined
}

/** ClientAsk with stream:true, read to the end with eventsource-parser. */
export async function askStream(server: TestServer, body: Record<string, unknown>, who: Credentials = { key: server.workspace.secretKey }): Promise<StreamReply> {
  const response = await fetch(`${server.url}/chat/Chat/ClientAsk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(who.key && { authorization: who.key }), ...who.headers },
    body: JSON.stringify({ ...body, stream: true })
  })
  const events: Record<string, unknown>[] = []
  const comments: string[] = []
  const parser = createParser({
    onEvent: (event) => events.push(JSON.parse(event.data) as Record<string, unknown>),
    onComment: (comment) => comments.push(comment)
  })
  const decoder = new TextDecoder()
  for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(bytes, { stream: true }))
  const chunks = events.filter((event) => 'content' in event).map((event) => String(event.content))
  const final = events.find((event) => 'AnswerID' in event) as StreamReply['final']
  return { status: response.status, headers: response.headers, events, comments, chunks, final }
}

export interface HistoryItem {
  MessageID: number
  SessionID: number
  Role: 'user' | 'assistant'
  Content: string
  ChatAskType: string
  FileIds: number[]
  TotalToken: number
  NoAnswer: boolean
  Interrupted: boolean
  /** StopAnswer ended it */
  Stopped: boolean
  /** still being written: Content is its progress so far */
  Writing: boolean
  Feedback: { Rating: 'up' | 'down'; Comment: string; CreatedAt: string } | null
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** The chatbot's recent messages (yesterday to tomorrow, so midnight cannot split a test), by ChatContentHistory. */
export async function history(server: TestServer, chatbotId: string, sessionId?: number): Promise<HistoryItem[]> {
  const reply = await server.post<{ List: HistoryItem[] }>(
    '/chat/Chatbot/ChatContentHistory',
    { SerialNumber: chatbotId, StartTime: day(-1), EndTime: day(1), ...(sessionId && { SessionID: sessionId }), PageSize: 1000 },
    { key: server.workspace.secretKey }
  )
  return reply.body.Data.List
}
