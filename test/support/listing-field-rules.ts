/** A JSON Schema as TypeBox writes the listing fields: the keywords a rule is read from. */
export interface FieldSchema {
  type?: string
  enum?: string[]
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  maxItems?: number
  items?: FieldSchema
  properties?: Record<string, FieldSchema>
}

const count = (value: number) => value.toLocaleString('en-US')

/**
 * A field's rule as README states it, read from the schema so that README cannot drift from
 * what the server checks: its type, its range or length, its allowed values.
 *
 * @example
 * fieldRule({ type: 'number', minimum: 0, maximum: 3000 }) // 'number from 0 to 3,000'
 */
export function fieldRule(schema: FieldSchema): string {
  if (schema.enum) {
    const values = schema.enum.filter(Boolean).map((value) => `\`${value}\``)
    return `one of ${values.join(', ')}${schema.enum.includes('') ? ' or empty' : ''}`
  }
  if (schema.type === 'number') return `number from ${count(schema.minimum!)} to ${count(schema.maximum!)}`
  if (schema.type === 'array') {
    const item = schema.items!
    const what = item.properties
      ? `{${Object.entries(item.properties).map(([name, field]) => `"${name}": text of at most ${count(field.maxLength!)} characters`).join(', ')}}`
      : fieldRule(item)
    return `list of at most ${count(schema.maxItems!)}, each ${what}`
  }
  if (schema.pattern?.startsWith('^(|https?://')) return `http:// or https:// URL of at most ${count(schema.maxLength!)} characters`
  if (schema.pattern === '^[0-9a-fA-F]{32}$') return '32 hex characters (the chatbot ID)'
  if (schema.minLength) return `text of ${count(schema.minLength)} to ${count(schema.maxLength!)} characters`
  return `text of at most ${count(schema.maxLength!)} characters`
}
