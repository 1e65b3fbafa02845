import { signal } from '@preact/signals'
import type { ConsoleListing } from '../../../server/schemas/console-listings.ts'
import { call, ConsoleApiError, messageOf } from '../api.ts'
import { bodyOf, draftOf, emptyDraft, LISTING_FIELDS, type ListingDraft, type ListingFieldName } from '../listing-fields.ts'

export type ListingForm = ReturnType<typeof createListingForm>

const NAMES = new Set<string>(LISTING_FIELDS.map((spec) => spec.name))

/**
 * The add or edit form of one listing: the owner's text per field, the server's message at the
 * field it names (the same schema and messages as RealEstateCreate), and a problem naming no field.
 *
 * @example
 * const form = createListingForm(chatbotId, key)
 * await form.load()
 * form.set('City', 'Boise')
 * const saved = await form.save()
 */
export function createListingForm(chatbotId: string, key?: string) {
  const draft = signal<ListingDraft | undefined>(key ? undefined : emptyDraft())
  const errors = signal<Partial<Record<ListingFieldName, string>>>({})
  const problem = signal('')
  const saving = signal(false)

  function showError(error: unknown) {
    if (error instanceof ConsoleApiError && error.field && NAMES.has(error.field)) {
      errors.value = { ...errors.value, [error.field]: error.message }
    } else {
      problem.value = messageOf(error)
    }
  }

  return {
    key,
    draft,
    errors,
    problem,
    saving,
    async load() {
      if (!key) return
      try {
        draft.value = draftOf((await call<ConsoleListing>('GET', `/chatbots/${chatbotId}/listings/${key}`)).Fields)
      } catch (error) {
        problem.value = messageOf(error)
      }
    },
    set(name: ListingFieldName, value: string) {
      if (!draft.value) return
      draft.value = { ...draft.value, [name]: value }
      const { [name]: _cleared, ...others } = errors.value
      errors.value = others
      problem.value = ''
    },
    /** Saves the form; true when the server took it. */
    async save(): Promise<boolean> {
      if (!draft.value || saving.value) return false
      saving.value = true
      problem.value = ''
      errors.value = {}
      try {
        const body = bodyOf(draft.value)
        if (key) await call('PUT', `/chatbots/${chatbotId}/listings/${key}`, body)
        else await call('POST', `/chatbots/${chatbotId}/listings`, body)
        return true
      } catch (error) {
        showError(error)
        return false
      } finally {
        saving.value = false
      }
    }
  }
}
