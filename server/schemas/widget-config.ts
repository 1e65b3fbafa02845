import { Type, type Static } from 'typebox'
import { ChatbotSettings } from './chatbot.ts'
import { ChatbotId } from './common.ts'
import { PersonMode } from './live.ts'

export const GetConfigBody = Type.Object({
  serialNumber: ChatbotId,
  clientTimeZone: Type.Optional(Type.String({ maxLength: 64 })),
  clientCurrentTime: Type.Optional(Type.String({ maxLength: 32 }))
}, { title: 'GetConfigBody' })

const settings = ChatbotSettings.properties

/**
 * What the widget may know of a chatbot. Nothing here is secret: no system prompt, model,
 * temperature, keys, e-mail addresses or domain list. The reply serializer drops anything
 * not listed, so a setting added later cannot leak by accident.
 */
export const WidgetConfig = Type.Object({
  SerialNumber: ChatbotId,
  Name: settings.Name,
  ChatProfilePicture: Type.String({ description: 'URL of the profile picture, or empty' }),
  ChatIcon: Type.String({ description: 'URL of the bubble icon, or empty' }),
  ChatBubbleAlign: settings.ChatBubbleAlign,
  ChatBubbleColor: settings.ChatBubbleColor,
  UserMessageColor: settings.UserMessageColor,
  WelcomeMessage: settings.WelcomeMessage,
  SuggestedMessage: settings.SuggestedMessage,
  UserInputPlaceholder: settings.UserInputPlaceholder,
  ChatbotPopupOnce: settings.ChatbotPopupOnce,
  ChatbotPrivacyPolicyName: settings.ChatbotPrivacyPolicyName,
  ChatbotPrivacyPolicyUrl: settings.ChatbotPrivacyPolicyUrl,
  ChatbotPrivacyPolicyDescription: settings.ChatbotPrivacyPolicyDescription,
  EnablePushToTalk: settings.EnablePushToTalk,
  EnableUploadImage: settings.EnableUploadImage,
  FacebookUrl: settings.FacebookUrl,
  InstagramUrl: settings.InstagramUrl,
  WhatsappUrl: settings.WhatsappUrl,
  RemoveChatLogOnBrowserClose: settings.RemoveChatLogOnBrowserClose,
  TalkToHuman: Type.Boolean({ description: 'true when the chatbot hands conversations to a person (TalkToHumanEmail is set)' }),
  TalkToHumanResponseMessage: settings.TalkToHumanResponseMessage,
  AIResponseLanguage: settings.AIResponseLanguage,
  SessionID: Type.Integer({ description: 'the visitor\'s chat session' }),
  SessionKey: Type.String({ description: 'send as chatrobot-sessionkey with ClientAsk and uploads; send it again here to resume' }),
  ConversationMode: PersonMode('a person is asked for or holds the resumed session; the widget opens LiveEvents')
}, { title: 'WidgetConfig' })
export type WidgetConfig = Static<typeof WidgetConfig>
