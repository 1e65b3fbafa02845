import { batch, computed, effect, signal } from '@preact/signals'
import type { PanelHost, WidgetConfig } from '../../shared/bridge.ts'
import { keptPlace, type KeptPlace } from '../../core/visit.ts'
import { chatStoreKind } from '../../shared/storage.ts'
import { en, languageCode, loadStrings, type Strings } from '../i18n/languages.ts'
import { coverPage } from '../full-screen.ts'
import type { AttachmentsModel } from './attachments.ts'
import { createChat } from './chat.ts'
import { createConfigModel } from './config.ts'
import { loadHistory, saveHistory } from './history.ts'
import type { VoiceModel } from './voice.ts'

const needsConsent = (config: WidgetConfig) =>
  Boolean((config.ChatbotPrivacyPolicyName + config.ChatbotPrivacyPolicyUrl + config.ChatbotPrivacyPolicyDescription).trim())

/** Everything the panel shows and does, as signals and actions; components only read and call. */
export type WidgetModel = ReturnType<typeof createWidgetModel>

/**
 * Builds the panel's state from the loader's host: config, UI language, open state, privacy
 * consent, the conversation (kept in local or session storage as the chatbot says), images
 * and voice.
 *
 * @example
 * const model = createWidgetModel(host)
 * model.setOpen(true)
 */
export function createWidgetModel(host: PanelHost) {
  const { chatbotId } = host
  const configModel = createConfigModel(host)
  const { config } = configModel
  const strings = signal<Strings>(en)
  const open = signal(false)
  const online = signal(navigator.onLine !== false)
  const consented = signal(host.store.read<boolean>('local', 'consent') === true)
  const consentNeeded = computed(() => Boolean(config.value && needsConsent(config.value) && !consented.value))
  /** Where the visitor was on the site's previous page (live/keep-place.ts), until the list has scrolled back there. */
  const kept: { place?: KeptPlace } = { place: keptPlace(chatbotId) }
  const text = signal(kept.place?.text ?? '')
  const queued = signal<string[]>([])
  const handoff = signal(false)
  const emit = (event: 'message' | 'error', detail: object) => host.emit(event, { chatbotId, ...detail })
  const chat = createChat({ config: configModel, online: () => online.peek(), emit })
  /** The images for the next message, made by the image controls' chunk (attachmentsOf) when first drawn. */
  const attachments = signal<AttachmentsModel | undefined>(undefined)
  /** Push-to-talk, made by the mic button's chunk (voiceOf) when it is first drawn. */
  const voice = signal<VoiceModel | undefined>(undefined)
  let session: number | undefined

  const onLine = () => {
    online.value = navigator.onLine !== false
    if (online.value && chat.trouble.peek()?.kind === 'offline') void chat.retry()
  }
  addEventListener('online', onLine)
  addEventListener('offline', onLine)

  const disposers = [
    configModel.dispose,
    effect(() => {
      let current = true
      const code = languageCode(config.value?.AIResponseLanguage ?? '')
      loadStrings(code).then((loaded) => current && (strings.value = loaded), () => undefined)
      return () => void (current = false)
    }),
    // A new visitor session (first load, or after clearing) brings its own stored history.
    effect(() => {
      const current = config.value
      if (!current || current.SessionID === session) return
      session = current.SessionID
      batch(() => {
        chat.messages.value = loadHistory(host.store, chatStoreKind(current.RemoveChatLogOnBrowserClose))
        chat.mode.value = current.ConversationMode ?? 'assistant'
      })
    }),
    // While a person is asked for or holds the conversation, its own chunk follows it live.
    effect(() => {
      if (chat.mode.value !== 'assistant') void import('../live/person.ts').then((module) => module.followPerson(model))
    }),
    effect(() => {
      const messages = chat.messages.value
      const current = config.peek()
      if (current && session !== undefined) saveHistory(host.store, chatStoreKind(current.RemoveChatLogOnBrowserClose), messages)
    }),
    effect(() => {
      host.bubble.setAttribute('aria-label', open.value ? strings.value.closeChat : strings.value.openChat)
    }),
    effect(() => (open.value ? coverPage(host.hostElement) : undefined)),
    // Messages the page sent through the JS API wait for the config and the visitor's consent.
    effect(() => {
      const [next, ...rest] = queued.value
      if (next === undefined || !config.value || consentNeeded.value || chat.streaming.value) return
      queued.value = rest
      void chat.send({ text: next, type: 'Text', fileIds: [] })
    })
  ]

  const setOpen = (value: boolean) => {
    if (open.peek() === value) return
    open.value = value
    host.openChanged(value)
  }

  const model = {
    host,
    config,
    configState: configModel.state,
    /** Where calls go, with the visitor key and session id. */
    target: configModel.target,
    reloadConfig: configModel.reload,
    strings,
    open,
    online,
    consentNeeded,
    text,
    kept,
    handoff,
    chat,
    attachments,
    voice,
    setOpen,
    accept(): void {
      consented.value = true
      host.store.write('local', 'consent', true)
    },
    /** The JS API's send: opens the chat and sends once it can. */
    sendFromPage(value: string): void {
      setOpen(true)
      if (value.trim()) queued.value = [...queued.value, value]
    },
    /** Sends what the composer holds: its text and the uploaded images. */
    submit(): void {
      const tray = attachments.peek()
      if (chat.streaming.peek() || tray?.uploading.peek()) return
      const images = tray?.take() ?? { fileIds: [], attachments: [] }
      const value = text.peek()
      if (!value.trim() && !images.fileIds.length) return
      text.value = ''
      void chat.send({ text: value, type: images.fileIds.length ? 'Image' : 'Text', fileIds: images.fileIds, attachments: images.attachments })
    },
    /** Clears the conversation and starts a new visitor session, so the AI forgets it too. */
    clear(): void {
      batch(() => {
        chat.reset()
        queued.value = []
      })
      void configModel.reload(true)
    },
    dispose(): void {
      for (const dispose of disposers) dispose()
      removeEventListener('online', onLine)
      removeEventListener('offline', onLine)
      chat.stop()
      attachments.peek()?.dispose()
      voice.peek()?.dispose()
    }
  }
  return model
}
