import { Type, type Static } from 'typebox'
import { RowId } from './common.ts'

/** Who answers in a conversation. */
export const ConversationMode = Type.Enum(['assistant', 'waiting', 'agent'], {
  description: 'assistant: the chatbot answers; waiting: the visitor asked for a person, who has not taken it over yet (the chatbot still answers); agent: a person holds the conversation and the chatbot is silent'
})
export type ConversationMode = Static<typeof ConversationMode>

/**
 * The mode as replies name it while a person is involved (absent otherwise), so the widget
 * opens LiveEvents: ClientAsk's `mode`/`Mode`, TalkToHuman's `Mode`, GetConfig's `ConversationMode`.
 */
export function PersonMode(description: string) {
  return Type.Optional(Type.Enum(['waiting', 'agent'], { description: `an extension, present only while a person is involved: ${description}` }))
}

const SessionID = Type.Integer({ description: 'the chat session' })
const AgentName = Type.String({ description: 'the name of the console user who holds the conversation or wrote the message; \'\' for none' })

/** A message of a conversation where a person is involved: an agent's, or the visitor's. */
export const LiveMessageEvent = Type.Object({
  Type: Type.Literal('message'),
  SessionID,
  MessageID: Type.Integer(),
  Role: Type.Enum(['user', 'assistant'], { description: 'user: the visitor; assistant: the agent (AgentName)' }),
  Content: Type.String(),
  AgentName,
  CreatedAt: Type.String({ description: 'ISO 8601, UTC' })
}, { title: 'LiveMessageEvent' })

/** The agent started or stopped typing. */
export const LiveTypingEvent = Type.Object({
  Type: Type.Literal('typing'),
  SessionID,
  On: Type.Boolean(),
  AgentName
}, { title: 'LiveTypingEvent' })

/** The conversation's mode changed (taken over, handed back, waiting); also the first event of every stream. */
export const LiveModeEvent = Type.Object({
  Type: Type.Literal('mode'),
  SessionID,
  Mode: ConversationMode,
  AgentName
}, { title: 'LiveModeEvent' })

/** A visitor asked for a showing and gave their preferred times (console streams only; the agents are mailed too). */
export const LiveShowingEvent = Type.Object({
  Type: Type.Literal('showing'),
  SessionID,
  ShowingID: Type.Integer({ description: 'the showing request' }),
  MLSNumber: Type.String(),
  Address: Type.String(),
  Times: Type.String({ description: 'the preferred times, as the visitor wrote them' }),
  VisitorName: Type.String({ description: 'the name the visitor left; \'\' when none' }),
  Contact: Type.String({ description: 'the e-mail address or phone number the visitor left; \'\' when none yet' }),
  CreatedAt: Type.String({ description: 'ISO 8601, UTC' })
}, { title: 'LiveShowingEvent' })

export const LiveEvent = Type.Union([LiveMessageEvent, LiveTypingEvent, LiveModeEvent, LiveShowingEvent], {
  title: 'LiveEvent',
  description: 'the JSON of one `data:` line of a live stream; the SSE id is the event\'s number, which Last-Event-ID (or `after`) takes back to replay what was missed'
})
export type LiveEvent = Static<typeof LiveEvent>
export type LiveMessageEvent = Static<typeof LiveMessageEvent>
export type LiveModeEvent = Static<typeof LiveModeEvent>
export type LiveShowingEvent = Static<typeof LiveShowingEvent>

/** LiveEvents: the visitor's live stream of their conversation. */
export const LiveEventsBody = Type.Object({
  sessionID: RowId('the visitor\'s session id'),
  after: Type.Optional(Type.Integer({ minimum: 0, description: 'the SSE id of the last event seen: the events after it are sent first' }))
}, { additionalProperties: false, title: 'LiveEventsBody' })
export type LiveEventsBody = Static<typeof LiveEventsBody>

/** A conversation that waits for a person or that one holds. */
export const LiveConversation = Type.Object({
  SessionID,
  Mode: ConversationMode,
  AgentName,
  Since: Type.Union([Type.String(), Type.Null()], { description: 'when the mode last changed (ISO 8601, UTC): how long it has waited' }),
  FirstQuestion: Type.String(),
  LastAt: Type.Union([Type.String(), Type.Null()], { description: 'the newest message (ISO 8601, UTC)' }),
  VisitorName: Type.String({ description: 'the name given with Talk to a person; \'\' when none' })
}, { title: 'LiveConversation' })
export type LiveConversation = Static<typeof LiveConversation>

export const LiveListReply = Type.Object({ List: Type.Array(LiveConversation) }, { title: 'LiveList', description: 'waiting conversations first (longest waiting first), then the taken-over ones' })
export type LiveListReply = Static<typeof LiveListReply>

export const AgentMessageBody = Type.Object({
  content: Type.String({ minLength: 1, maxLength: 4000, pattern: '\\S', description: 'a message of 1 to 4000 characters' })
}, { additionalProperties: false, title: 'AgentMessageBody' })
export type AgentMessageBody = Static<typeof AgentMessageBody>

export const AgentTypingBody = Type.Object({
  on: Type.Boolean({ description: 'true while the agent types, false when they stopped' })
}, { additionalProperties: false, title: 'AgentTypingBody' })

export const ModeReply = Type.Object({ SessionID, Mode: ConversationMode, AgentName }, { title: 'ConversationModeReply' })
export type ModeReply = Static<typeof ModeReply>

export const AgentMessageReply = Type.Object({ MessageID: Type.Integer() }, { title: 'AgentMessageReply' })

/** A conversation waiting for a person, in any chatbot of the workspace. */
export const WaitingConversation = Type.Object({
  ChatbotID: Type.String({ description: 'the chatbot the conversation belongs to' }),
  SessionID,
  Since: Type.Union([Type.String(), Type.Null()], { description: 'when it started waiting (ISO 8601, UTC)' }),
  FirstQuestion: Type.String(),
  VisitorName: Type.String({ description: 'the name given with Talk to a person; \'\' when none' })
}, { title: 'WaitingConversation' })
export type WaitingConversation = Static<typeof WaitingConversation>

export const WaitingListReply = Type.Object({ List: Type.Array(WaitingConversation) }, { title: 'WaitingList', description: 'the workspace\'s conversations waiting for a person, longest waiting first' })
export type WaitingListReply = Static<typeof WaitingListReply>
