/** A field's rules from the server's schema, as build/schema-limits.ts serves them at build time. */
interface SchemaFieldLimits {
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  maxItems?: number
  required?: boolean
  enum?: string[]
  items?: SchemaFieldLimits
  properties?: { readonly [name: string]: SchemaFieldLimits }
}

/** Each setting's length and range limits from the server's schema (server/schemas/chatbot.ts). */
declare module 'virtual:setting-limits' {
  export type SettingLimits = SchemaFieldLimits
  /** by setting name (ChatbotSettings' keys) */
  const SETTING_LIMITS: { readonly [name: string]: SettingLimits }
  export default SETTING_LIMITS
}

/** Each listing field's rules from the server's schema (RealEstateCreate's, server/schemas/listing.ts). */
declare module 'virtual:listing-limits' {
  export type ListingLimits = SchemaFieldLimits
  /** by field name (ConsoleListingBody's keys) */
  const LISTING_LIMITS: { readonly [name: string]: ListingLimits }
  export default LISTING_LIMITS
}
