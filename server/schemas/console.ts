import { Type, type Static } from 'typebox'
import { ChatbotSettings, SettingsPatch } from './chatbot.ts'
import { ChatbotId } from './common.ts'
import { WidgetConfig } from './widget-config.ts'

/**
 * The owner's console API (`/console/api/...`): request bodies and reply Data. The console
 * web app imports these types with `import type` only.
 */

const HexId = (what: string) => Type.String({ pattern: '^[0-9a-f]{32}$', description: `a ${what} ID (32 hex characters)` })
const Timestamp = Type.String({ format: 'date-time', description: 'an ISO-8601 UTC time' })

export const ConsoleRole = Type.Union([Type.Literal('owner'), Type.Literal('agent')], {
  title: 'ConsoleRole',
  description: 'owner (everything) or agent (conversations and leads only)'
})
export type ConsoleRole = Static<typeof ConsoleRole>

export const ConsoleEmail = Type.String({
  minLength: 3,
  maxLength: 254,
  pattern: '^[^\\s@,;<>]+@[^\\s@,;<>]+\\.[^\\s@,;<>]+$',
  description: 'an e-mail address such as owner@example.com'
})

/** A new password: long enough to resist guessing, short enough to hash quickly. */
export const NewPassword = Type.String({ minLength: 10, maxLength: 200, description: 'a password of 10 to 200 characters' })

export const PersonName = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', description: 'a name of 1 to 100 characters' })

export const ConsoleUser = Type.Object({
  id: HexId('user'),
  email: ConsoleEmail,
  name: Type.String(),
  role: ConsoleRole
}, { title: 'ConsoleUser' })
export type ConsoleUser = Static<typeof ConsoleUser>

/** Whom an owner invites: an address and the role the account will have. */
export const InviteBody = Type.Object({ email: ConsoleEmail, role: ConsoleRole }, { title: 'ConsoleInvite', additionalProperties: false })
export type InviteBody = Static<typeof InviteBody>

/** The signed-in user, their workspace, the token every state-changing call sends as x-csrf-token. */
export const ConsoleSession = Type.Object({
  user: ConsoleUser,
  workspace: Type.Object({ id: HexId('workspace'), name: Type.String() }),
  csrfToken: Type.String({ description: 'send as the x-csrf-token header with every call that is not a GET' }),
  publicUrl: Type.String({ description: 'the server\'s public origin, for the embed tag' })
}, { title: 'ConsoleSession' })
export type ConsoleSession = Static<typeof ConsoleSession>

export const SignInBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254, description: 'the e-mail address you were invited with' }),
  password: Type.String({ minLength: 1, maxLength: 200, description: 'your password' })
}, { title: 'ConsoleSignIn', additionalProperties: false })
export type SignInBody = Static<typeof SignInBody>

export const InviteToken = Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}$', description: 'the token from the invitation link' })

export const InviteInfo = Type.Object({
  ...InviteBody.properties,
  workspaceName: Type.String(),
  expiresAt: Timestamp
}, { title: 'ConsoleInviteInfo' })
export type InviteInfo = Static<typeof InviteInfo>

export const AcceptInviteBody = Type.Object({
  name: PersonName,
  password: NewPassword
}, { title: 'ConsoleAcceptInvite', additionalProperties: false })
export type AcceptInviteBody = Static<typeof AcceptInviteBody>

export const ChatbotSummary = Type.Object({
  id: ChatbotId,
  name: Type.String(),
  listings: Type.Integer({ description: 'listings the chatbot knows' }),
  conversationsThisMonth: Type.Integer({ description: 'conversations with a visitor question since the first of this month, in the chatbot\'s TimeZone' }),
  createdAt: Timestamp
}, { title: 'ConsoleChatbotSummary' })
export type ChatbotSummary = Static<typeof ChatbotSummary>

export const ChatbotList = Type.Object({ chatbots: Type.Array(ChatbotSummary) }, { title: 'ConsoleChatbotList' })
export type ChatbotList = Static<typeof ChatbotList>

export const AddChatbotRequest = Type.Object({
  name: ChatbotSettings.properties.Name,
  timeZone: Type.Optional(ChatbotSettings.properties.TimeZone)
}, { title: 'ConsoleChatbotAdd', additionalProperties: false })
export type AddChatbotRequest = Static<typeof AddChatbotRequest>

export const CreatedChatbot = Type.Object({ id: ChatbotId }, { title: 'ConsoleChatbotCreated' })
export type CreatedChatbot = Static<typeof CreatedChatbot>

export const ChatbotIdParams = Type.Object({ id: ChatbotId })

export const ChatbotCounts = Type.Object({
  listings: Type.Integer(),
  conversations: Type.Integer(),
  messages: Type.Integer(),
  files: Type.Integer()
}, { title: 'ConsoleChatbotCounts', description: 'what goes with the chatbot when it is removed' })
export type ChatbotCounts = Static<typeof ChatbotCounts>

export const ChatbotDetails = Type.Object({
  id: ChatbotId,
  settings: ChatbotSettings,
  counts: ChatbotCounts
}, { title: 'ConsoleChatbotDetails' })
export type ChatbotDetails = Static<typeof ChatbotDetails>

/** PATCH and preview bodies: any subset of Edit's settings, with Edit's own rules and messages. */
export const SettingsDraft = SettingsPatch
export type SettingsDraft = Static<typeof SettingsDraft>

export const SavedSettings = Type.Object({ settings: ChatbotSettings }, { title: 'ConsoleSavedSettings' })
export type SavedSettings = Static<typeof SavedSettings>

/** The preview's widget configuration: GetConfig's Data as the widget would get it with the draft applied. */
export const PreviewConfig = Type.Object({ config: WidgetConfig }, { title: 'ConsolePreview' })
export type PreviewConfig = Static<typeof PreviewConfig>

export const DomainCheckBody = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048, description: 'the address of a page, such as https://shop.example.com/homes' })
}, { title: 'ConsoleDomainCheck', additionalProperties: false })
export type DomainCheckBody = Static<typeof DomainCheckBody>

export const DomainCheckResult = Type.Object({
  allowed: Type.Boolean({ description: 'true when the widget would load on that page' }),
  reason: Type.String({ description: 'why, in a sentence' })
}, { title: 'ConsoleDomainCheckResult' })
export type DomainCheckResult = Static<typeof DomainCheckResult>

export const RotatedKeys = Type.Object({
  secretKey: Type.String({ description: 'the new secret key, shown once' }),
  sessionKey: Type.String({ description: 'the new session key, shown once' })
}, { title: 'ConsoleRotatedKeys' })
export type RotatedKeys = Static<typeof RotatedKeys>

export const TeamUser = Type.Object({
  ...ConsoleUser.properties,
  you: Type.Boolean({ description: 'true for the signed-in user' }),
  createdAt: Timestamp
}, { title: 'ConsoleTeamUser' })
export type TeamUser = Static<typeof TeamUser>

export const PendingInvite = Type.Object({
  id: HexId('invite'),
  ...InviteBody.properties,
  expiresAt: Timestamp
}, { title: 'ConsolePendingInvite' })
export type PendingInvite = Static<typeof PendingInvite>

export const Team = Type.Object({
  users: Type.Array(TeamUser),
  invites: Type.Array(PendingInvite, { description: 'invitations not yet accepted and not expired' })
}, { title: 'ConsoleTeam' })
export type Team = Static<typeof Team>

export const CreatedInvite = Type.Object({
  id: HexId('invite'),
  link: Type.String({ description: 'the one-time link to give the invitee: PUBLIC_URL/console/#/invite/TOKEN' }),
  expiresAt: Timestamp
}, { title: 'ConsoleInviteCreated' })
export type CreatedInvite = Static<typeof CreatedInvite>

export const RoleBody = Type.Object({ role: ConsoleRole }, { title: 'ConsoleRoleChange', additionalProperties: false })
export type RoleBody = Static<typeof RoleBody>

export const IdParams = (what: string) => Type.Object({ id: HexId(what) })
export const TokenParams = Type.Object({ token: InviteToken })

/** The header every state-changing console call carries: the csrfToken of the session call. */
export const CsrfHeader = Type.Object({
  'x-csrf-token': Type.String({ description: 'the csrfToken of the session call; calls without it are refused with 403' })
})
