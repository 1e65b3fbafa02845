import { useEffect, useMemo } from 'preact/hooks'
import { createSettingsForm } from '../models/settings-form.ts'
import { guardLeaving, hrefOf } from '../router.ts'
import { SETTING_GROUPS } from '../settings-fields.ts'
import { FormError } from './FormError.tsx'
import { LivePreview } from './LivePreview.tsx'
import { SettingField } from './SettingField.tsx'

const LEAVE_QUESTION = 'You have unsaved changes. Leave this page and lose them?'

/**
 * A chatbot's settings, grouped as an owner thinks of them, with the live preview beside
 * them. Save and Discard act on every change at once; leaving with unsaved changes (another
 * page of the console, or closing the tab) asks first.
 */
export function SettingsPage({ chatbotId }: { chatbotId: string }) {
  const form = useMemo(() => createSettingsForm(chatbotId), [chatbotId])
  useEffect(() => {
    void form.load()
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (form.dirty.peek()) event.preventDefault()
    }
    window.addEventListener('beforeunload', beforeUnload)
    guardLeaving(() => !form.dirty.peek() || confirm(LEAVE_QUESTION))
    return () => {
      window.removeEventListener('beforeunload', beforeUnload)
      guardLeaving(undefined)
      form.dispose()
    }
  }, [form])

  const draft = form.draft.value
  return (
    <section class="settings-page">
      <h1 tabIndex={-1}>Settings{draft ? ` of ${form.saved.value!.Name}` : ''}</h1>
      <p class="sub"><a href={hrefOf({ page: 'install', id: chatbotId })}>Install this chatbot</a></p>
      <FormError message={form.problem.value} />
      {!draft ? (
        <p role="status">Loading…</p>
      ) : (
        <div class="settings-layout">
          <form class="settings-form" onSubmit={(event) => (event.preventDefault(), void form.save())} aria-label="Chatbot settings">
            {SETTING_GROUPS.map((group) => (
              <fieldset key={group.id} id={`group-${group.id}`}>
                <legend>{group.title}</legend>
                {group.fields.map((spec) => <SettingField key={spec.name} spec={spec} form={form} />)}
              </fieldset>
            ))}
            <div class="save-bar">
              <p role="status" class="save-state">
                {form.saving.value ? 'Saving…' : form.dirty.value ? 'Unsaved changes' : form.savedNotice.value ? 'Saved' : 'No changes'}
              </p>
              <button type="button" class="quiet" disabled={!form.dirty.value} onClick={() => form.discard()}>Discard</button>
              <button type="submit" disabled={!form.dirty.value || form.saving.value}>Save</button>
            </div>
          </form>
          <LivePreview config={form.preview.value} />
        </div>
      )}
    </section>
  )
}
