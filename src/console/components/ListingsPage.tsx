import { useEffect, useMemo } from 'preact/hooks'
import { createListingsPage } from '../models/listings-page.ts'
import { hrefOf } from '../router.ts'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import { FormError } from './FormError.tsx'
import { ListingEditor } from './ListingEditor.tsx'
import { ListingFiltersForm } from './ListingFiltersForm.tsx'
import { ListingsTable } from './ListingsTable.tsx'

/**
 * A chatbot's listings: filters, a page of the table with how many match, paging, and add,
 * edit and delete (the form replaces the table while it is open).
 */
export function ListingsPage({ chatbotId }: { chatbotId: string }) {
  const page = useMemo(() => createListingsPage(chatbotId), [chatbotId])
  useEffect(() => void page.load(), [page])
  const form = page.editing.value
  const removing = page.removing.value

  return (
    <section class="listings-page">
      <h1 tabIndex={-1}>Listings</h1>
      <p class="sub">
        <a href={hrefOf({ page: 'import', id: chatbotId })}>Import a file</a>
        {' · '}
        <a href={hrefOf({ page: 'settings', id: chatbotId })}>Settings</a>
      </p>
      <FormError message={page.problem.value} />
      {form ? (
        <ListingEditor form={form} onClose={(saved) => page.closeEditor(saved)} />
      ) : (
        <>
          <ListingFiltersForm filters={page.filters.value} onApply={(next) => void page.apply(next)} />
          <p>
            <button type="button" onClick={() => void page.edit()}>Add a listing</button>
          </p>
          <ListingsTable page={page} />
        </>
      )}
      {removing && (
        <ConfirmDialog
          title="Delete this listing?"
          confirmLabel="Delete listing"
          onConfirm={() => void page.remove(removing)}
          onCancel={() => (page.removing.value = undefined)}
        >
          <p>{[removing.Address, removing.City, removing.MLSNumber && `MLS ${removing.MLSNumber}`].filter(Boolean).join(', ') || 'This listing'} will be gone for the assistant at once.</p>
        </ConfirmDialog>
      )}
    </section>
  )
}
