import type { Plugin } from 'vite'
import { ChatbotSettings } from '../server/schemas/chatbot.ts'
import { ConsoleListingBody } from '../server/schemas/console-listings.ts'

const LIMIT_KEYWORDS = ['minLength', 'maxLength', 'minimum', 'maximum', 'maxItems'] as const

/** A field's rules as a schema states them: its numbers, its choices, and, under it, those of its items and their properties. */
export interface FieldLimits {
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  maxItems?: number
  required?: boolean
  enum?: string[]
  items?: FieldLimits
  properties?: Record<string, FieldLimits>
}

interface SchemaNode {
  enum?: unknown[]
  items?: SchemaNode
  properties?: Record<string, SchemaNode>
  required?: string[]
  [keyword: string]: unknown
}

/** The limits of one schema node and of what it holds (an array's items, an object's properties). */
function limitsOf(node: object): FieldLimits {
  const schema = node as SchemaNode
  const limits: FieldLimits = {}
  for (const keyword of LIMIT_KEYWORDS) if (typeof schema[keyword] === 'number') limits[keyword] = schema[keyword]
  if (schema.enum) limits.enum = schema.enum.map(String)
  if (schema.items) limits.items = limitsOf(schema.items)
  if (schema.properties) limits.properties = propertyLimits(schema)
  return limits
}

/** Each property's limits, `required: true` on those the object requires. */
function propertyLimits(node: object): Record<string, FieldLimits> {
  const schema = node as SchemaNode
  const required = new Set(schema.required)
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, { ...limitsOf(property), ...(required.has(name) && { required: true }) }]))
}

/**
 * Each chatbot setting's length and range limits, read from the server's own schema
 * (server/schemas/chatbot.ts): `{ Name: { minLength: 1, maxLength: 100 }, Temperature: { minimum: 0, maximum: 100 }, … }`.
 *
 * @example
 * settingLimits().WelcomeMessage // { maxLength: 5000 }
 */
export function settingLimits(): Record<string, FieldLimits> {
  return Object.fromEntries(Object.entries(ChatbotSettings.properties).map(([name, schema]) => [name, limitsOf(schema)]))
}

/**
 * Each listing field's rules as the owner writes it (server/schemas/console-listings.ts, which
 * is RealEstateCreate's schema): required or not, limits, choices, and those of its items.
 *
 * @example
 * listingLimits().Images // { maxItems: 100, items: { maxLength: 2048 } }
 */
export function listingLimits(): Record<string, FieldLimits> {
  return propertyLimits(ConsoleListingBody)
}

/** The virtual modules served, each the data of a schema's limits (their types: src/console/schema-limits.d.ts). */
const MODULES: Record<string, () => Record<string, FieldLimits>> = {
  'virtual:setting-limits': settingLimits,
  'virtual:listing-limits': listingLimits
}

/**
 * Serves `virtual:setting-limits` and `virtual:listing-limits` to the console's build (and the
 * tests): the settings' and the listing fields' limits as plain data, so that the console
 * states each rule with the server's own numbers while nothing of server/ goes into a browser bundle.
 *
 * @example
 * { plugins: [schemaLimitsModule()] } // then, in src/console: import LISTING_LIMITS from 'virtual:listing-limits'
 */
export function schemaLimitsModule(): Plugin {
  return {
    name: 'porchlight:schema-limits',
    resolveId: (id) => (id in MODULES ? `\0${id}` : undefined),
    load: (id) => {
      const data = id.startsWith('\0') ? MODULES[id.slice(1)] : undefined
      return data && `export default ${JSON.stringify(data())}`
    }
  }
}
