import { computed, signal } from '@preact/signals'
import type { ListingOutput, ListListingsReply } from '../../../server/schemas/listing.ts'
import { call, messageOf } from '../api.ts'
import { createListingForm, type ListingForm } from './listing-form.ts'

/** Listings a page of the table shows. */
export const PAGE_SIZE = 20

export interface ListingFilters {
  city: string
  saleType: '' | 'for_sale' | 'for_rent'
  mls: string
}

export type ListingsPageModel = ReturnType<typeof createListingsPage>

/**
 * A chatbot's listings page: the filters applied, the page shown and how many match in all
 * (RealEstateList's store function: the page off an index, the count from the kept counts),
 * the listing being added or edited, and the one asked about before deletion.
 *
 * @example
 * const page = createListingsPage(chatbotId)
 * await page.apply({ city: 'Austin', saleType: '', mls: '' })
 */
export function createListingsPage(chatbotId: string) {
  const filters = signal<ListingFilters>({ city: '', saleType: '', mls: '' })
  const pageNumber = signal(1)
  const rows = signal<ListingOutput[] | undefined>(undefined)
  const total = signal(0)
  const problem = signal('')
  const editing = signal<ListingForm | undefined>(undefined)
  const removing = signal<ListingOutput | undefined>(undefined)
  const pages = computed(() => Math.max(1, Math.ceil(total.value / PAGE_SIZE)))
  let run = 0

  async function load() {
    const mine = ++run
    const { city, saleType, mls } = filters.value
    const query = new URLSearchParams({ pageNumber: String(pageNumber.value), pageSize: String(PAGE_SIZE) })
    if (city.trim()) query.set('city', city.trim())
    if (saleType) query.set('saleType', saleType)
    if (mls.trim()) query.set('mls', mls.trim())
    try {
      const reply = await call<ListListingsReply>('GET', `/chatbots/${chatbotId}/listings?${query}`)
      if (mine !== run) return
      rows.value = reply.List
      total.value = reply.VirtualCount
      problem.value = ''
    } catch (error) {
      if (mine === run) problem.value = messageOf(error)
    }
  }

  return {
    chatbotId,
    filters,
    pageNumber,
    rows,
    total,
    pages,
    problem,
    editing,
    removing,
    load,
    /** Shows the first page of the listings that match `next`. */
    apply(next: ListingFilters) {
      filters.value = next
      pageNumber.value = 1
      return load()
    },
    goTo(page: number) {
      pageNumber.value = Math.min(Math.max(1, page), pages.value)
      return load()
    },
    /** Opens the form of a listing (its key) or of a new one. */
    edit(key?: string) {
      const form = createListingForm(chatbotId, key)
      editing.value = form
      return form.load()
    },
    /** Closes the form; after a save the page shows the listings as they are now. */
    closeEditor(saved: boolean) {
      editing.value = undefined
      if (saved) void load()
    },
    async remove(listing: ListingOutput) {
      try {
        await call('DELETE', `/chatbots/${chatbotId}/listings/${listing.Key}`)
        removing.value = undefined
        await load()
      } catch (error) {
        removing.value = undefined
        problem.value = messageOf(error)
      }
    }
  }
}
