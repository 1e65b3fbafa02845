import { LRUCache } from 'lru-cache'
import type { Db } from './database.ts'
import { facetCounts, listingsVersion } from './listing-counts.ts'

/** A chatbot's cities (with state and count), ZIP codes and property types: what questions can name. */
export interface ListingVocabulary {
  cities: { city: string; state: string; count: number }[]
  zips: string[]
  propertyTypes: string[]
  total: number
  /** one real MLS number, for example questions */
  sampleMls: string
}

/** Vocabularies read per database, by chatbot, with the listings version they were read at. */
const kept = new WeakMap<Db, LRUCache<string, { version: number; vocabulary: ListingVocabulary }>>()
const CHATBOTS_KEPT = 1000

/**
 * What a chatbot's listings that are not Sold cover, read from the counts every listing write
 * keeps (listing_counts): one index range and one index lookup, however many listings there
 * are. Kept in memory with the listings version it was read at and read again once the
 * version moves, so it is current on every instance: the version lives in the database and
 * every listing write moves it. The same version gives the same object, so what is worked
 * out from a vocabulary can be kept with it.
 *
 * @example
 * (await listingVocabulary(db, chatbotId)).cities[0] // { city: 'Austin', state: 'TX', count: 9 }
 */
export async function listingVocabulary(db: Db, chatbotId: string): Promise<ListingVocabulary> {
  let byChatbot = kept.get(db)
  if (!byChatbot) kept.set(db, (byChatbot = new LRUCache({ max: CHATBOTS_KEPT })))
  // The version is read first, so the vocabulary read after it is at least that new.
  const version = await listingsVersion(db, chatbotId)
  const known = byChatbot.get(chatbotId)
  if (known?.version === version) return known.vocabulary
  const vocabulary = await readVocabulary(db, chatbotId)
  byChatbot.set(chatbotId, { version, vocabulary })
  return vocabulary
}

async function readVocabulary(db: Db, chatbotId: string): Promise<ListingVocabulary> {
  const [counts, sample] = await Promise.all([
    facetCounts(db, chatbotId, ['active_city', 'active_zip', 'active_type']),
    db
      .selectFrom('listings')
      .select('mls_number')
      .where('chatbot_id', '=', chatbotId)
      .where('status', '!=', 'Sold')
      .where('mls_number', '!=', '')
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
  ])
  const values = (facet: string) => counts.filter((row) => row.facet === facet && row.value !== '').map((row) => row.value).sort()
  const cities = counts
    .filter((row) => row.facet === 'active_city' && row.value !== '')
    .map((row) => ({ city: row.label, state: row.detail, count: row.count }))
    .sort((a, b) => b.count - a.count || a.city.localeCompare(b.city))
  return {
    cities,
    zips: values('active_zip'),
    propertyTypes: values('active_type'),
    total: cities.reduce((sum, city) => sum + city.count, 0),
    sampleMls: sample?.mls_number ?? ''
  }
}
