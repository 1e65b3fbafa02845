import type { FastifySchemaValidationError } from 'fastify'

interface DetailedError extends FastifySchemaValidationError {
  parentSchema?: { description?: string }
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`)
const join = (path: string, field: unknown) => (path ? `${path}.${String(field)}` : String(field))
const shown = (value: unknown) => (value === '' ? '""' : String(value))

/**
 * Turns one schema error into a sentence that names the field and the rule,
 * using the schema's own description where it states the rule.
 *
 * @example
 * describeValidationError({ keyword: 'required', instancePath: '', params: { missingProperty: 'SaleType' } })
 * // 'SaleType is required'
 */
export function describeValidationError(error: DetailedError): string {
  const path = error.instancePath.split('/').filter(Boolean).join('.')
  const field = path || 'The request body'
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return `${join(path, params.missingProperty)} is required`
    case 'additionalProperties':
      return `${join(path, params.additionalProperty)} is not a known field`
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).map(shown).join(', ')}`
    case 'type':
      // A type list such as "array,null" reads "an array or null".
      return path
        ? `${field} must be ${String(params.type).split(',').map((type) => (type === 'null' ? 'null' : article(type))).join(' or ')}`
        : 'The request body must be a JSON object'
    default: {
      const rule = error.parentSchema?.description
      return rule ? `${field} must be ${rule}` : `${field} ${error.message ?? 'is not valid'}`
    }
  }
}
