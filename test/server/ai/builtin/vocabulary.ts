import type { ListingVocabulary } from '../../../../server/store/listing-search.ts'

/** A chatbot's listings as the reader sees them: its cities (Costa Mesa and Del Mar among them), types and ZIP codes. */
export const VOCABULARY: ListingVocabulary = {
  cities: ['Austin TX', 'Denver CO', 'Miami FL', 'Seattle WA', 'Portland OR', 'San Diego CA', 'Costa Mesa CA', 'Del Mar CA'].map((name, i) => ({
    city: name.slice(0, -3), state: name.slice(-2), count: 10 - i
  })),
  zips: ['78701', '80202'],
  propertyTypes: ['Single Family', 'Condo', 'Townhouse', 'Apartment'],
  total: 60,
  sampleMls: 'TX0240000'
}
