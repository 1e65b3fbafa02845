import { Type, type Static } from 'typebox'
import { ChatbotId, HttpUrl, PageNumber } from './common.ts'

const Amount = (description: string) => Type.Number({ minimum: 0, maximum: 1e12, description })
const Count = (description: string) => Type.Number({ minimum: 0, maximum: 1e6, description })
const Text = (maxLength: number) => Type.String({ maxLength })

export const SaleTypes = ['for_sale', 'for_rent'] as const
export const KeyTypes = ['NewOaks', 'MLSNumber', 'URL'] as const

/** The listing fields of Create and Update, required exactly as the contract says (docs/api.md; README's table of listing fields, which a test keeps equal to this). */
export const ListingFields = Type.Object({
  SerialNumber: ChatbotId,
  SaleType: Type.Enum([...SaleTypes]),
  Status: Type.Enum(['Active', 'PreOnMarket', 'Sold']),
  CurrencySymbol: Type.String({ minLength: 1, maxLength: 8, description: 'a currency symbol such as $' }),
  PropertyType: Type.String({ minLength: 1, maxLength: 100, description: 'a property type such as Single Family' }),
  Bedrooms: Count('a number of bedrooms, 0 or more'),
  Bathrooms: Count('a number of bathrooms, 0 or more (fractions allowed)'),
  Url: HttpUrl(),
  MLSNumber: Type.String({ maxLength: 100 }),
  YearBuilt: Type.Number({ minimum: 0, maximum: 3000, description: 'a year from 0 to 3000' }),
  DaysOnMarket: Count('a number of days, 0 or more'),
  LotArea: Amount('an area, 0 or more'),
  BuildingArea: Amount('an area, 0 or more'),
  AreaUnit: Type.Enum(['Square Feet', 'Square Meters']),
  Images: Type.Optional(Type.Array(HttpUrl(), { maxItems: 100, description: 'up to 100 image URLs' })),
  Tours: Type.Optional(Type.Enum(['OpenHouse', '3D', ''])),
  ParkingSpots: Count('a number of parking spots, 0 or more'),
  Description: Type.Optional(Text(20000)),
  ExtensionColumn: Type.Optional(
    Type.Array(Type.Object({ Key: Text(200), value: Text(2000) }), { maxItems: 100, description: 'up to 100 {Key, value} pairs' })
  ),
  Location: Type.Optional(Text(500)),
  Address: Type.Optional(Text(500)),
  City: Type.Optional(Text(200)),
  State: Type.Optional(Text(100)),
  ZIP: Type.Optional(Text(20)),
  Latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'a latitude from -90 to 90' })),
  Longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'a longitude from -180 to 180' })),
  SalePrice: Type.Optional(Amount('a price, 0 or more')),
  UnitAreaPrice: Type.Optional(Amount('a price, 0 or more')),
  HOAMonth: Type.Optional(Amount('a monthly fee, 0 or more')),
  ZestimatePrice: Type.Optional(Amount('a price, 0 or more')),
  RentPrice: Type.Optional(Amount('a monthly rent, 0 or more')),
  SpaceType: Type.Optional(Type.Enum(['Entire place', 'Room', ''])),
  DepositFee: Type.Optional(Amount('a fee, 0 or more'))
}, { title: 'ListingInput' })
export type ListingFields = Static<typeof ListingFields>

const KeyType = Type.Enum([...KeyTypes], { description: 'NewOaks: the key Create returned; MLSNumber: the MLS number; URL: the listing\'s Url' })

export const UpdateListingBody = Type.Object({
  ...ListingFields.properties,
  Key: Type.String({ minLength: 1, maxLength: 2048, description: 'the listing key, MLS number or URL, as KeyType says' }),
  KeyType
}, { title: 'ListingUpdate', description: 'the listing fields, which replace those of every listing that Key finds (as KeyType says)' })
export type UpdateListingBody = Static<typeof UpdateListingBody>

export const DeleteListingsBody = Type.Object({
  SerialNumber: ChatbotId,
  Keys: Type.Array(Type.String({ minLength: 1, maxLength: 2048 }), { minItems: 1, maxItems: 1000, description: '1 to 1000 keys' }),
  KeyType
}, { title: 'ListingDelete' })

export const ListListingsBody = Type.Object({
  SerialNumber: ChatbotId,
  CityName: Type.Optional(Text(200)),
  SaleType: Type.Optional(Type.Enum([...SaleTypes, ''])),
  MLSNumber: Type.Optional(Text(100)),
  PageNumber,
  PageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'an integer from 1 to 100' })
}, { title: 'ListingQuery' })

const Str = Type.String()
const Coordinate = Type.Union([Type.Number(), Type.Null()])

/** One item of RealEstateList: strings except ID and the coordinates. */
export const ListingOutput = Type.Object({
  ID: Type.Integer(),
  Key: Str,
  PropertyType: Str,
  SaleType: Str,
  Status: Str,
  Images: Str,
  CurrencySymbol: Str,
  Price: Str,
  State: Str,
  City: Str,
  Address: Str,
  ZIP: Str,
  LATITUDE: Coordinate,
  LONGITUDE: Coordinate,
  Area: Str,
  Bathrooms: Str,
  Bedrooms: Str,
  Url: Str,
  Tours: Str,
  YearBuilt: Str,
  MLSNumber: Str,
  DaysOnMarket: Str,
  LotArea: Str,
  BuildingArea: Str,
  ParkingSpots: Str,
  Description: Str,
  ExtensionColumn: Str,
  RentPrice: Str,
  SpaceType: Str,
  DepositFee: Str,
  SalePrice: Str,
  UnitAreaPrice: Str,
  ZestimatePrice: Str,
  HOAMonth: Str,
  Location: Str,
  AreaUnit: Str
}, { title: 'ListingOutput' })
export type ListingOutput = Static<typeof ListingOutput>

/** RealEstateCreate's Data: the new listing's key, which KeyType NewOaks refers to. */
export const ListingKeyReply = Type.String({ description: 'the listing key, 32 hex characters' })

/** RealEstateUpdate's Data: how many listings matched Key (0 is an answer, not an error). */
export const UpdatedCountReply = Type.Integer({ description: 'how many listings matched Key' })

/** RealEstateList's Data: one page, and how many listings match in all. */
export const ListListingsReply = Type.Object({ List: Type.Array(ListingOutput), VirtualCount: Type.Integer() })
export type ListListingsReply = Static<typeof ListListingsReply>

/** RealEstateDelete's Data: how many listings were deleted. */
export const DeleteListingsReply = Type.Object({ SuccessCount: Type.Integer() })
