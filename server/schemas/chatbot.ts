import { Type, type Static } from 'typebox'
import { ChatbotId, decimalUpTo, HttpUrl, MAX_ROW_ID } from './common.ts'

const rgbChannel = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const RgbColor = Type.String({
  pattern: `^(|rgb\\(\\s*${rgbChannel}\\s*,\\s*${rgbChannel}\\s*,\\s*${rgbChannel}\\s*\\)|#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})$`,
  description: 'a color written rgb(r,g,b) with each value 0 to 255, #rgb or #rrggbb; stored and returned as rgb(r,g,b)'
})

/**
 * A colour setting as it is stored and returned: rgb(r,g,b), whichever way it was written.
 *
 * @example
 * rgbColor('#c2410c') // 'rgb(194,65,12)'
 * rgbColor('#fff') // 'rgb(255,255,255)'
 * rgbColor('rgb(1, 2, 3)') // 'rgb(1, 2, 3)'
 */
export function rgbColor(value: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1]
  if (!hex) return value
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
  return `rgb(${[0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)).join(',')})`
}
const Email = Type.String({
  maxLength: 254,
  pattern: '^(|[^\\s@,;<>]+@[^\\s@,;<>]+\\.[^\\s@,;<>]+)$',
  description: 'an e-mail address such as owner@example.com'
})
/** A FileStoreId setting: an id in the range of a stored row, or empty to clear it. */
const FileIdOrEmpty = `^(|${decimalUpTo(MAX_ROW_ID)})$`
const Text = (maxLength: number) => Type.String({ maxLength })

/**
 * Every setting of a chatbot, as the interface names them. Edit takes any subset;
 * the store keeps one column per setting.
 */
export const ChatbotSettings = Type.Object({
  Name: Type.String({ minLength: 1, maxLength: 100, description: 'a name of 1 to 100 characters' }),
  Model: Type.String({ minLength: 1, maxLength: 200, description: 'the Key of an entry of ModelList' }),
  SystemMessage: Text(20000),
  Temperature: Type.Integer({ minimum: 0, maximum: 100, description: 'an integer from 0 to 100 (sent to the model divided by 100)' }),
  TimeZone: Type.String({ format: 'time-zone', maxLength: 64, description: 'an IANA time zone name such as America/New_York' }),
  AnswerSuffix: Text(2000),
  ChatProfilePicture: Type.String({ pattern: FileIdOrEmpty, description: `a FileStoreId (0 to ${MAX_ROW_ID}) or empty` }),
  ChatIcon: Type.String({ pattern: FileIdOrEmpty, description: `a FileStoreId (0 to ${MAX_ROW_ID}) or empty` }),
  ChatBubbleAlign: Type.Integer({ minimum: 0, maximum: 1, description: '0 (right) or 1 (left)' }),
  ChatBubbleColor: RgbColor,
  ChatbotPopupOnce: Type.Boolean(),
  ChatbotPrivacyPolicyDescription: Text(5000),
  ChatbotPrivacyPolicyName: Text(200),
  ChatbotPrivacyPolicyUrl: HttpUrl(),
  EnablePushToTalk: Type.Boolean(),
  EnableUploadImage: Type.Boolean(),
  FacebookUrl: HttpUrl(),
  InstagramUrl: HttpUrl(),
  WhatsappUrl: HttpUrl(),
  RemoveChatLogOnBrowserClose: Type.Boolean(),
  SuggestedMessage: Text(5000),
  TalkToHumanEmail: Email,
  TalkToHumanResponseMessage: Text(2000),
  UserInputPlaceholder: Text(200),
  UserMessageColor: RgbColor,
  WelcomeMessage: Text(5000),
  VerifyDomain: Type.Boolean(),
  Domains: Type.String({
    maxLength: 5000,
    pattern: '^[\\sA-Za-z0-9.*:,\\-]*$',
    description: 'host patterns (example.com, *.example.com) separated by commas, spaces or newlines'
  }),
  RateLimitCount: Type.Integer({ minimum: 1, maximum: 100000, description: 'an integer from 1 to 100000' }),
  RateLimitMessage: Text(2000),
  RateLimitTime: Type.Integer({ minimum: 1, maximum: 86400 * 31, description: 'a number of seconds from 1 to 2678400' }),
  CustomDomain: Type.String({
    maxLength: 253,
    pattern: '^(|[A-Za-z0-9.\\-]+(:\\d{1,5})?)$',
    description: 'a host name such as chat.example.com'
  }),
  EmailForDailyChatLogs: Email,
  EmailForDailyLeads: Email,
  AIResponseLanguage: Type.String({ maxLength: 64, format: 'language-name', description: 'a language name such as English (letters of any script, spaces, parentheses and hyphens)' }),
  MessageLimit: Type.Integer({ minimum: -1, maximum: 1_000_000_000, description: 'messages per month, or -1 for unlimited' })
}, { title: 'ChatbotSettings' })
export type ChatbotSettings = Static<typeof ChatbotSettings>
export type SettingName = keyof ChatbotSettings

/** The settings a new chatbot starts with. */
export const defaultSettings: ChatbotSettings = {
  Name: 'Chatbot',
  Model: 'builtin',
  SystemMessage: '',
  Temperature: 70,
  TimeZone: 'UTC',
  AnswerSuffix: '',
  ChatProfilePicture: '',
  ChatIcon: '',
  ChatBubbleAlign: 0,
  ChatBubbleColor: 'rgb(37,99,235)',
  ChatbotPopupOnce: false,
  ChatbotPrivacyPolicyDescription: '',
  ChatbotPrivacyPolicyName: '',
  ChatbotPrivacyPolicyUrl: '',
  EnablePushToTalk: false,
  EnableUploadImage: false,
  FacebookUrl: '',
  InstagramUrl: '',
  WhatsappUrl: '',
  RemoveChatLogOnBrowserClose: false,
  SuggestedMessage: '',
  TalkToHumanEmail: '',
  TalkToHumanResponseMessage: 'Thanks! A person from our team will get back to you by e-mail.',
  UserInputPlaceholder: 'Type your message…',
  UserMessageColor: 'rgb(37,99,235)',
  WelcomeMessage: 'Hi! How can I help you today?',
  VerifyDomain: false,
  Domains: '',
  RateLimitCount: 20,
  RateLimitMessage: 'You are sending messages too fast. Please wait a moment.',
  RateLimitTime: 240,
  CustomDomain: '',
  EmailForDailyChatLogs: '',
  EmailForDailyLeads: '',
  AIResponseLanguage: '',
  MessageLimit: -1
}

export const AddChatbotBody = Type.Object({
  timeZone: Type.Optional(ChatbotSettings.properties.TimeZone),
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 0, description: '0 (a generic chatbot)' })),
  name: Type.Optional(ChatbotSettings.properties.Name)
}, { title: 'ChatbotAdd' })

export const SerialNumberBody = Type.Object({ serialNumber: ChatbotId }, { title: 'ChatbotRef' })

/** Any subset of the settings, each with its own rule: Edit's fields and the console's PATCH and preview bodies. */
export const SettingsPatch = Type.Partial(ChatbotSettings, { additionalProperties: false, title: 'ChatbotSettingsPatch' })
export type SettingsPatch = Static<typeof SettingsPatch>

export const EditChatbotBody = Type.Object(
  { serialNumber: ChatbotId, ...SettingsPatch.properties },
  { additionalProperties: false, title: 'ChatbotEdit', description: 'serialNumber and any subset of the settings; Model must be the Key of a ModelList entry, ChatProfilePicture and ChatIcon the FileStoreId of an uploaded image' }
)
export type EditChatbotBody = Static<typeof EditChatbotBody>

export const ModelEntry = Type.Object({
  Key: Type.String({ description: 'the value to put in Edit\'s Model' }),
  Value: Type.String({ description: 'a readable model name' }),
  Status: Type.Boolean({ description: 'false when the model cannot be used now' })
}, { title: 'ModelEntry' })

/** Edit's Data: 1 once the settings are saved. */
export const EditChatbotReply = Type.Integer({ description: '1 on success' })

/** GetSession's Data: a new session for server-to-server messaging. */
export const GetSessionReply = Type.Object({ SessionID: Type.Integer() })

/** Remove's Data: null once the chatbot and everything of it is gone. */
export const RemoveChatbotReply = Type.Null()

/** ModelList's Data: every model Edit's Model can name. */
export const ModelListReply = Type.Array(ModelEntry)
