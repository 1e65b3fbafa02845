/**
 * Every setting of Edit, grouped as an owner thinks of them, with a label and the rule the
 * server checks (server/schemas/chatbot.ts) in words, its numbers read from that schema's own
 * limits (virtual:setting-limits, made at build time), so the two cannot disagree. The server's
 * own 400 message is shown at the field it names.
 */
import SETTING_LIMITS, { type SettingLimits } from 'virtual:setting-limits'
import type { ChatbotSettings, SettingName } from '../../server/schemas/chatbot.ts'

export type FieldKind = 'text' | 'textarea' | 'lines' | 'color' | 'switch' | 'integer' | 'side' | 'url' | 'email'

export interface FieldSpec {
  name: SettingName
  label: string
  kind: FieldKind
  rule: string
}

export interface FieldGroup {
  id: string
  title: string
  fields: FieldSpec[]
}

/** The limits a rule written below reads: only those its setting's schema has. */
type Limits = Required<SettingLimits>
/** A field as written below: its rule is text, or made from the setting's limits. */
type FieldDefinition = Omit<FieldSpec, 'rule'> & { rule: string | ((limits: Limits) => string) }

const figure = (value: number) => value.toLocaleString('en')
const upTo = ({ maxLength }: Limits) => `Up to ${figure(maxLength)} characters.`
const url = ({ maxLength }: Limits) => `An http:// or https:// address of up to ${figure(maxLength)} characters, or empty.`
const email = 'An e-mail address such as owner@example.com, or empty for none.'

const GROUPS: Array<Omit<FieldGroup, 'fields'> & { fields: FieldDefinition[] }> = [
  {
    id: 'look',
    title: 'Look',
    fields: [
      { name: 'Name', label: 'Name', kind: 'text', rule: ({ minLength, maxLength }) => `${figure(minLength)} to ${figure(maxLength)} characters; the panel's title.` },
      { name: 'ChatBubbleColor', label: 'Bubble colour', kind: 'color', rule: 'The bubble and the panel\'s header; saved as rgb(r,g,b).' },
      { name: 'UserMessageColor', label: 'Visitor message colour', kind: 'color', rule: 'The visitor\'s own messages; saved as rgb(r,g,b).' },
      { name: 'ChatBubbleAlign', label: 'Bubble side', kind: 'side', rule: 'The bottom corner the bubble sits in.' },
      { name: 'ChatProfilePicture', label: 'Profile picture (file ID)', kind: 'text', rule: 'The FileStoreId of an uploaded image (digits), or empty.' },
      { name: 'ChatIcon', label: 'Bubble icon (file ID)', kind: 'text', rule: 'The FileStoreId of an uploaded image (digits), or empty.' }
    ]
  },
  {
    id: 'messages',
    title: 'Messages and suggestions',
    fields: [
      { name: 'WelcomeMessage', label: 'Welcome message', kind: 'textarea', rule: (limits) => `${upTo(limits)} Shown first in the chat and beside the closed bubble.` },
      { name: 'ChatbotPopupOnce', label: 'Show the welcome beside the bubble on the first visit only', kind: 'switch', rule: 'Otherwise until the visitor closes it.' },
      { name: 'SuggestedMessage', label: 'Suggested questions', kind: 'lines', rule: (limits) => `One per line. ${upTo(limits)}` },
      { name: 'UserInputPlaceholder', label: 'Message box placeholder', kind: 'text', rule: upTo },
      { name: 'AnswerSuffix', label: 'Added to every answer', kind: 'textarea', rule: upTo }
    ]
  },
  {
    id: 'privacy',
    title: 'Privacy notice',
    fields: [
      { name: 'ChatbotPrivacyPolicyDescription', label: 'Notice', kind: 'textarea', rule: (limits) => `${upTo(limits)} Visitors accept it before they can write; empty for none.` },
      { name: 'ChatbotPrivacyPolicyName', label: 'Link text', kind: 'text', rule: upTo },
      { name: 'ChatbotPrivacyPolicyUrl', label: 'Link address', kind: 'url', rule: url },
      { name: 'RemoveChatLogOnBrowserClose', label: 'Forget the conversation when the browser closes', kind: 'switch', rule: 'Otherwise the visitor\'s browser keeps it.' }
    ]
  },
  {
    id: 'media',
    title: 'Voice and images',
    fields: [
      { name: 'EnablePushToTalk', label: 'Visitors can speak their questions', kind: 'switch', rule: 'Push to talk, transcribed by the model.' },
      { name: 'EnableUploadImage', label: 'Visitors can send images', kind: 'switch', rule: 'Up to four per message.' }
    ]
  },
  {
    id: 'person',
    title: 'Talking to a person',
    fields: [
      { name: 'TalkToHumanEmail', label: 'Hand conversations to', kind: 'email', rule: `${email} Empty: the button shows only while someone is signed in to the console.` },
      { name: 'TalkToHumanResponseMessage', label: 'Reply after a hand-off', kind: 'textarea', rule: upTo },
      { name: 'WhatsappUrl', label: 'WhatsApp link', kind: 'url', rule: url },
      { name: 'FacebookUrl', label: 'Facebook link', kind: 'url', rule: url },
      { name: 'InstagramUrl', label: 'Instagram link', kind: 'url', rule: url }
    ]
  },
  {
    id: 'limits',
    title: 'Limits',
    fields: [
      { name: 'RateLimitCount', label: 'Messages per visitor', kind: 'integer', rule: ({ minimum, maximum }) => `An integer from ${figure(minimum)} to ${figure(maximum)}, within the time below.` },
      { name: 'RateLimitTime', label: 'Within (seconds)', kind: 'integer', rule: ({ minimum, maximum }) => `A number of seconds from ${figure(minimum)} to ${figure(maximum)}.` },
      { name: 'RateLimitMessage', label: 'Message when a visitor goes too fast', kind: 'textarea', rule: upTo },
      { name: 'MessageLimit', label: 'Messages per month, all visitors', kind: 'integer', rule: ({ minimum, maximum }) => `An integer up to ${figure(maximum)}, or ${minimum} for unlimited.` }
    ]
  },
  {
    id: 'domains',
    title: 'Domains',
    fields: [
      { name: 'VerifyDomain', label: 'Load only on the domains below', kind: 'switch', rule: 'Otherwise any site may embed the chatbot.' },
      { name: 'Domains', label: 'Domains', kind: 'textarea', rule: (limits) => `Host patterns (example.com, *.example.com) separated by commas, spaces or new lines. ${upTo(limits)}` },
      { name: 'CustomDomain', label: 'Custom domain', kind: 'text', rule: 'A host name such as chat.example.com, or empty.' }
    ]
  },
  {
    id: 'model',
    title: 'Model, language and time zone',
    fields: [
      { name: 'Model', label: 'Model', kind: 'text', rule: 'The Key of one of the server\'s models (builtin answers from the listings alone).' },
      { name: 'Temperature', label: 'Temperature', kind: 'integer', rule: ({ minimum, maximum }) => `An integer from ${minimum} (steady) to ${maximum} (varied).` },
      { name: 'SystemMessage', label: 'Instructions for the assistant', kind: 'textarea', rule: upTo },
      { name: 'AIResponseLanguage', label: 'Language', kind: 'text', rule: 'A language name such as English; the widget speaks it too.' },
      { name: 'TimeZone', label: 'Time zone', kind: 'text', rule: 'An IANA time zone name such as America/New_York.' }
    ]
  },
  {
    id: 'daily',
    title: 'Daily e-mails',
    fields: [
      { name: 'EmailForDailyChatLogs', label: 'Send the day\'s conversations to', kind: 'email', rule: email },
      { name: 'EmailForDailyLeads', label: 'Send the day\'s leads to', kind: 'email', rule: email }
    ]
  }
]

/** The groups with each rule in words. */
export const SETTING_GROUPS: FieldGroup[] = GROUPS.map((group) => ({
  ...group,
  fields: group.fields.map((field) => ({
    ...field,
    rule: typeof field.rule === 'string' ? field.rule : field.rule(SETTING_LIMITS[field.name] as Limits)
  }))
}))

/** The settings a draft changes, compared with the saved ones. */
export function changedSettings(saved: ChatbotSettings, draft: ChatbotSettings): Partial<ChatbotSettings> {
  const changes: Record<string, unknown> = {}
  for (const name of Object.keys(draft) as SettingName[]) {
    if (draft[name] !== saved[name]) changes[name] = draft[name]
  }
  return changes as Partial<ChatbotSettings>
}
