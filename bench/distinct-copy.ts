import type { ListingFields } from '../server/schemas/listing.ts'

/**
 * Copy `copy` of a template listing as a listing of its own, as a real feed's would be: its
 * own MLS number, address and Url (copy 0 is the template itself).
 *
 * @example
 * distinctCopy(template[7], 3, 7) // MLSNumber 'TX0240959-3', Address '3007 …', Url '…&copy=3'
 */
export function distinctCopy(listing: ListingFields, copy: number, index: number): ListingFields {
  if (copy === 0) return listing
  return { ...listing, MLSNumber: `${listing.MLSNumber}-${copy}`, Address: `${copy * 1000 + index} ${listing.Address}`, Url: `${listing.Url}&copy=${copy}` }
}

/**
 * Line `index` of a file of distinct copies of `template`: copy `offset + ⌊index / template.length⌋ + 1`
 * of template listing `index mod template.length`.
 *
 * @example
 * copyAt(template, 57) // copy 2 of template[7] when the template has 50 listings
 */
export const copyAt = (template: readonly ListingFields[], index: number, offset = 0): ListingFields =>
  distinctCopy(template[index % template.length]!, offset + Math.floor(index / template.length) + 1, index)

/** copyAt without SerialNumber: a row of an import, whose chatbot is the import's own. */
export function importedCopyAt(template: readonly ListingFields[], index: number, offset = 0): Omit<ListingFields, 'SerialNumber'> {
  const { SerialNumber: _serial, ...listing } = copyAt(template, index, offset)
  return listing
}

/**
 * `count` distinct listings made of `template` as NDJSON, a thousand lines a chunk, made as an
 * upload reads them; line i is copy `offset + ⌊i / template.length⌋ + 1` of template listing
 * `i mod template.length`, without SerialNumber (the import's chatbot is its own).
 *
 * @example
 * Readable.from(ndjsonChunks(demoListings(chatbot, url), 30_000))
 */
export function* ndjsonChunks(template: readonly ListingFields[], count: number, offset = 0): Generator<string> {
  for (let start = 0; start < count; start += 1000) {
    let chunk = ''
    for (let index = start; index < Math.min(count, start + 1000); index++) chunk += `${JSON.stringify(importedCopyAt(template, index, offset))}\n`
    yield chunk
  }
}
