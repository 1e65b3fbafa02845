import { Type, type Static } from 'typebox'
import { ChatbotId, QueryPaging } from './common.ts'
import { ListingFields, SaleTypes } from './listing.ts'

/** The listings page's filters and page, as a query string: the filters of RealEstateList. */
export const ConsoleListingFilters = Type.Object({
  city: Type.Optional(Type.String({ maxLength: 200, description: 'the city, in any case' })),
  saleType: Type.Optional(Type.Enum([...SaleTypes, ''])),
  mls: Type.Optional(Type.String({ maxLength: 100, description: 'the MLS number' })),
  pageNumber: QueryPaging.pageNumber,
  pageSize: QueryPaging.pageSize
}, { title: 'ConsoleListingFilters', additionalProperties: false })
export type ConsoleListingFilters = Static<typeof ConsoleListingFilters>

export const ListingKeyParams = Type.Object({
  id: ChatbotId,
  key: Type.String({ pattern: '^[0-9a-f]{32}$', description: 'the listing key (32 hex characters)' })
})

/** A listing as the owner writes it: RealEstateCreate's fields (and rules) without SerialNumber. */
export const ConsoleListingBody = Type.Omit(ListingFields, ['SerialNumber'], { title: 'ConsoleListingInput' })
export type ConsoleListingBody = Static<typeof ConsoleListingBody>

/** One listing for the owner's form: its key and its fields as Create takes them. */
export const ConsoleListing = Type.Object({ Key: Type.String(), Fields: ConsoleListingBody }, { title: 'ConsoleListing' })
export type ConsoleListing = Static<typeof ConsoleListing>

/** The console import's choices, in the query string: the file itself is the body. */
export const ConsoleImportQuery = Type.Object({
  allOrNothing: Type.Optional(Type.Enum(['true', 'false'], { description: 'true: store nothing unless every row is a listing' })),
  mapping: Type.Optional(Type.String({
    maxLength: 16000,
    description: 'a JSON object of column: field, over the mapping proposed from the column names ("" leaves a column out)'
  }))
}, { title: 'ConsoleImportQuery', additionalProperties: false })

/** The query of ConsoleStartListingImport: ConsoleImportQuery and the file's name. */
export const ConsoleImportJobQuery = Type.Object({
  ...ConsoleImportQuery.properties,
  fileName: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'the file\'s name, shown in the list of imports' }))
}, { title: 'ConsoleImportJobQuery', additionalProperties: false })
