import { computed, signal } from '@preact/signals'
import type { ChatbotSettings, SettingName } from '../../../server/schemas/chatbot.ts'
import type { ChatbotDetails, PreviewConfig, SavedSettings } from '../../../server/schemas/console.ts'
import type { WidgetConfig } from '../../../server/schemas/widget-config.ts'
import { call, ConsoleApiError, messageOf } from '../api.ts'
import { changedSettings } from '../settings-fields.ts'

/** How long typing pauses before the preview asks the server for the draft's widget config. */
export const PREVIEW_DELAY_MS = 250

export type SettingsForm = ReturnType<typeof createSettingsForm>

/**
 * One chatbot's settings page: the saved settings, the owner's draft, the server's message per
 * field, and the widget config of the draft for the live preview (asked of the server as the
 * owner types, so the preview shows exactly what the widget would get, and a field the server
 * refuses shows its message before saving).
 *
 * @example
 * const form = createSettingsForm(chatbotId)
 * await form.load()
 * form.set('WelcomeMessage', 'Hello!')
 * await form.save()
 */
export function createSettingsForm(chatbotId: string) {
  const saved = signal<ChatbotSettings | undefined>(undefined)
  const draft = signal<ChatbotSettings | undefined>(undefined)
  const errors = signal<Partial<Record<SettingName, string>>>({})
  /** A failure that names no field (network, 403, 404…). */
  const problem = signal('')
  const saving = signal(false)
  const savedNotice = signal(false)
  const preview = signal<WidgetConfig | undefined>(undefined)
  const changes = computed(() => (saved.value && draft.value ? changedSettings(saved.value, draft.value) : {}))
  const dirty = computed(() => Object.keys(changes.value).length > 0)
  let previewTimer: ReturnType<typeof setTimeout> | undefined
  let previewRun = 0

  function showError(error: unknown) {
    if (error instanceof ConsoleApiError && error.status === 400) {
      const field = error.field as SettingName | undefined
      if (field && draft.value && field in draft.value) {
        errors.value = { ...errors.value, [field]: error.message }
        return
      }
    }
    problem.value = messageOf(error)
  }

  async function refreshPreview() {
    const run = ++previewRun
    try {
      const reply = await call<PreviewConfig>('POST', `/chatbots/${chatbotId}/preview`, changes.value)
      if (run === previewRun) preview.value = reply.config
    } catch (error) {
      if (run === previewRun) showError(error)
    }
  }

  return {
    chatbotId,
    saved,
    draft,
    errors,
    problem,
    saving,
    savedNotice,
    preview,
    dirty,
    async load() {
      try {
        const details = await call<ChatbotDetails>('GET', `/chatbots/${chatbotId}`)
        saved.value = details.settings
        draft.value = details.settings
        await refreshPreview()
      } catch (error) {
        problem.value = messageOf(error)
      }
    },
    /** Changes one field of the draft; the preview follows once typing pauses. */
    set<K extends SettingName>(name: K, value: ChatbotSettings[K]) {
      if (!draft.value) return
      draft.value = { ...draft.value, [name]: value }
      const { [name]: _cleared, ...others } = errors.value
      errors.value = others
      problem.value = ''
      savedNotice.value = false
      clearTimeout(previewTimer)
      previewTimer = setTimeout(() => void refreshPreview(), PREVIEW_DELAY_MS)
    },
    async save() {
      if (!dirty.value || saving.value) return
      saving.value = true
      problem.value = ''
      try {
        const reply = await call<SavedSettings>('PATCH', `/chatbots/${chatbotId}`, changes.value)
        saved.value = reply.settings
        draft.value = reply.settings
        errors.value = {}
        savedNotice.value = true
      } catch (error) {
        showError(error)
      } finally {
        saving.value = false
      }
    },
    discard() {
      draft.value = saved.value
      errors.value = {}
      problem.value = ''
      void refreshPreview()
    },
    dispose() {
      clearTimeout(previewTimer)
      previewRun++
    }
  }
}
