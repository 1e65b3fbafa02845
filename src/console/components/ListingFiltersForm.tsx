import { useSignal } from '@preact/signals'
import type { ListingFilters } from '../models/listings-page.ts'

/** The listings page's filters (RealEstateList's): city, sale type and MLS number, applied together. */
export function ListingFiltersForm({ filters, onApply }: { filters: ListingFilters; onApply(next: ListingFilters): void }) {
  const draft = useSignal(filters)
  const set = (change: Partial<ListingFilters>) => (draft.value = { ...draft.value, ...change })
  return (
    <form class="inline-form filters" role="search" aria-label="Filter the listings" onSubmit={(event) => (event.preventDefault(), onApply(draft.value))}>
      <div class="labeled">
        <label for="filter-city">City</label>
        <input id="filter-city" type="text" value={draft.value.city} onInput={(event) => set({ city: event.currentTarget.value })} />
      </div>
      <div class="labeled">
        <label for="filter-sale">Sale type</label>
        <select id="filter-sale" value={draft.value.saleType} onChange={(event) => set({ saleType: event.currentTarget.value as ListingFilters['saleType'] })}>
          <option value="">Any</option>
          <option value="for_sale">For sale</option>
          <option value="for_rent">For rent</option>
        </select>
      </div>
      <div class="labeled">
        <label for="filter-mls">MLS number</label>
        <input id="filter-mls" type="text" value={draft.value.mls} onInput={(event) => set({ mls: event.currentTarget.value })} />
      </div>
      <button type="submit">Filter</button>
    </form>
  )
}
