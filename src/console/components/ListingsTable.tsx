import type { ListingsPageModel } from '../models/listings-page.ts'

const name = (listing: { Address: string; City: string; MLSNumber: string }) =>
  [listing.Address, listing.City].filter(Boolean).join(', ') || (listing.MLSNumber ? `MLS ${listing.MLSNumber}` : 'listing')

/** A page of the listings with how many match, Edit and Delete per listing, and the pager. */
export function ListingsTable({ page }: { page: ListingsPageModel }) {
  const rows = page.rows.value
  if (rows === undefined) return <p role="status">Loading…</p>
  const current = page.pageNumber.value
  return (
    <>
      <p role="status" class="count">{page.total.value.toLocaleString('en')} {page.total.value === 1 ? 'listing' : 'listings'}</p>
      {rows.length > 0 && (
        <div class="table-scroll" tabIndex={0} role="region" aria-label="Listings">
          <table class="listings cards">
            <thead>
              <tr>
                <th scope="col">Address</th>
                <th scope="col">City</th>
                <th scope="col">Sale type</th>
                <th scope="col">Status</th>
                <th scope="col" class="number">Price</th>
                <th scope="col">MLS number</th>
                <th scope="col"><span class="visually-hidden">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((listing) => (
                <tr key={listing.Key}>
                  <th scope="row">{listing.Address || '—'}</th>
                  <td data-label="City">{listing.City}</td>
                  <td data-label="Sale type">{listing.SaleType}</td>
                  <td data-label="Status">{listing.Status}</td>
                  <td class="number" data-label="Price">{listing.Price ? `${listing.CurrencySymbol}${Number(listing.Price).toLocaleString('en')}` : ''}</td>
                  <td data-label="MLS number">{listing.MLSNumber}</td>
                  <td class="actions">
                    <button type="button" class="quiet" aria-label={`Edit ${name(listing)}`} onClick={() => void page.edit(listing.Key)}>Edit</button>
                    <button type="button" class="quiet danger-text" aria-label={`Delete ${name(listing)}`} onClick={() => (page.removing.value = listing)}>Delete</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page.pages.value > 1 && (
        <nav class="pager" aria-label="Pages of listings">
          <button type="button" class="quiet" disabled={current <= 1} onClick={() => void page.goTo(current - 1)}>Previous page</button>
          <span>Page {current.toLocaleString('en')} of {page.pages.value.toLocaleString('en')}</span>
          <button type="button" class="quiet" disabled={current >= page.pages.value} onClick={() => void page.goTo(current + 1)}>Next page</button>
        </nav>
      )}
    </>
  )
}
