import { Type, type Static } from 'typebox'

/**
 * A listing an answer names, in the form the widget draws as a card. An extension beyond
 * the original contract (docs/api.md, "Calls and replies"): it rides beside the contract's
 * fields, which keep their names and meaning.
 */
export const ListingCard = Type.Object({
  Key: Type.String({ description: 'the listing key (32 hex characters)' }),
  MLSNumber: Type.String(),
  Url: Type.String({ description: 'the listing page; empty when unknown' }),
  Address: Type.String({ description: 'street, city, state and ZIP as far as known' }),
  SaleType: Type.Enum(['for_sale', 'for_rent']),
  Status: Type.String({ description: 'Active, PreOnMarket (coming soon) or Sold' }),
  CurrencySymbol: Type.String(),
  Price: Type.Union([Type.Number(), Type.Null()], { description: 'SalePrice for sale, monthly RentPrice for rent; null when unknown' }),
  Bedrooms: Type.Number(),
  Bathrooms: Type.Number(),
  BuildingArea: Type.Number({ description: '0 when unknown' }),
  AreaUnit: Type.String({ description: 'Square Feet or Square Meters' }),
  PropertyType: Type.String(),
  Image: Type.String({ description: 'the first image URL; empty when the listing has none' })
}, { title: 'ListingCard', description: 'a listing the answer names (an extension: clients that ignore unknown fields are unaffected)' })
export type ListingCard = Static<typeof ListingCard>

/** The listings an answer names, in the order it names them (at most 10). */
export const ListingCards = Type.Array(ListingCard, {
  maxItems: 10,
  description: 'the listings the answer names by Url or MLS number, in the order it names them (at most 10); empty when none. ' +
    'The widget draws them in place of a markdown list of the answer in which every item names one of them (by Url or MLS number), ' +
    'and under the text otherwise; the answer text itself is unchanged'
})
