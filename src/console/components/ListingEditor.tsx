import { useEffect, useLayoutEffect, useRef } from 'preact/hooks'
import { LISTING_FIELDS } from '../listing-fields.ts'
import type { ListingForm } from '../models/listing-form.ts'
import { FormError } from './FormError.tsx'
import { ListingField } from './ListingField.tsx'

/**
 * The form of a new listing or of one to edit, with RealEstateCreate's rules: the server's
 * message shows at the field it names, and the focus goes to that field.
 */
export function ListingEditor({ form, onClose }: { form: ListingForm; onClose(saved: boolean): void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const firstError = Object.keys(form.errors.value)[0]
  // In the same commit as the message, not after the paint: the field is never shown invalid without the focus.
  useLayoutEffect(() => {
    if (firstError) document.getElementById(`listing-${firstError}`)?.focus()
  }, [firstError])
  const save = async (event: Event) => {
    event.preventDefault()
    if (await form.save()) onClose(true)
  }
  const title = form.key ? 'Edit listing' : 'Add a listing'
  return (
    <section class="listing-editor" aria-labelledby="listing-editor-title">
      <h2 id="listing-editor-title" ref={heading} tabIndex={-1}>{title}</h2>
      <FormError message={form.problem.value} />
      {!form.draft.value ? (
        <p role="status">Loading…</p>
      ) : (
        <form onSubmit={(event) => void save(event)} aria-label={title} noValidate>
          <div class="listing-grid">
            {LISTING_FIELDS.map((spec) => <ListingField key={spec.name} spec={spec} form={form} />)}
          </div>
          <div class="save-bar">
            <p role="status" class="save-state">{form.saving.value ? 'Saving…' : ''}</p>
            <button type="button" class="quiet" onClick={() => onClose(false)}>Cancel</button>
            <button type="submit" disabled={form.saving.value}>Save listing</button>
          </div>
        </form>
      )}
    </section>
  )
}
