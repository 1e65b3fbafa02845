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
