import { isDeepStrictEqual } from 'node:util'

type Json = Record<string, unknown>

const isSchema = (value: Json) => typeof value.title === 'string' && /^[A-Z][A-Za-z0-9]*$/.test(value.title) &&
  ('type' in value || 'properties' in value || 'anyOf' in value || 'oneOf' in value || 'enum' in value)

/**
 * Moves every schema of the paths that has a PascalCase `title` (set on the TypeBox schema,
 * such as `Type.Object({...}, { title: 'ListingOutput' })`) into `components.schemas` under
 * that name and refers to it with `$ref`, inner schemas first, so generated clients get
 * named types. Two different schemas with one title are a programming error and throw.
 * A property with a `default` is optional for the caller (the server's validator fills it in,
 * as for PageNumber and PageSize): it is not listed as required and its default is written
 * into its description.
 *
 * @example
 * namedComponents(app.swagger()).components.schemas.ListingOutput
 */
export function namedComponents<T extends Json>(document: T): T {
  const copy = structuredClone(document) as Json & { components?: { schemas?: Json } }
  const components: Json = { ...copy.components?.schemas }
  const hoist = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(hoist)
    if (!value || typeof value !== 'object') return value
    const object = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, hoist(inner)])) as Json
    optionalDefaults(object)
    if (!isSchema(object)) return object
    const name = object.title as string
    if (name in components && !isDeepStrictEqual(components[name], object)) {
      throw new Error(`OpenAPI: two different schemas are titled ${name}; give one of them another title`)
    }
    components[name] = object
    return { $ref: `#/components/schemas/${name}` }
  }
  copy.paths = hoist(copy.paths)
  copy.components = {
    ...copy.components,
    schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)))
  }
  return copy as T
}

function optionalDefaults(schema: Json): void {
  const properties = schema.properties as Record<string, Json> | undefined
  if (!Array.isArray(schema.required) || !properties) return
  const defaulted = Object.keys(properties).filter((name) => properties[name]!.default !== undefined)
  for (const name of defaulted) {
    // In words rather than as `default`: openapi-typescript (by default) types a property
    // with a default as always present, which would make clients send it.
    const { default: value, ...rest } = properties[name]!
    properties[name] = { ...rest, description: `${String(rest.description ?? name)}; ${JSON.stringify(value)} when absent` }
  }
  const required = (schema.required as string[]).filter((name) => !defaulted.includes(name))
  if (required.length) schema.required = required
  else delete schema.required
}
