import { Ajv } from 'ajv'
import { describeValidationError } from '../../plugins/app/validation-message.ts'
import { ImportedListing } from '../../schemas/listing-import.ts'

// The options of the API's own validator (server/app.ts): no coercion, unknown fields reported, the rule quoted.
const validate = new Ajv({ coerceTypes: false, removeAdditional: false, verbose: true, allErrors: false, strict: false }).compile(ImportedListing)

/** Why a row is not a listing: the field and the rule it breaks, worded as the API words them. */
export interface RowProblem {
  Field: string
  Rule: string
}

/**
 * Checks a candidate listing against the same schema as RealEstateCreate; returns the problem
 * with the first field that breaks a rule, or undefined when it is a listing.
 *
 * @example
 * checkListing({ ...listing, Bedrooms: -1 }) // { Field: 'Bedrooms', Rule: 'Bedrooms must be a number of bedrooms, 0 or more' }
 */
export function checkListing(candidate: unknown): RowProblem | undefined {
  if (validate(candidate)) return undefined
  const [error] = validate.errors ?? []
  if (!error) return { Field: '', Rule: 'The row is not a listing' }
  const params = error.params as { missingProperty?: string; additionalProperty?: string }
  const path = error.instancePath.split('/').filter(Boolean).join('.')
  const field = params.missingProperty ?? params.additionalProperty ?? path
  const rule = describeValidationError(error as Parameters<typeof describeValidationError>[0])
  return { Field: field, Rule: rule === 'The request body must be a JSON object' ? 'The row must be an object' : rule }
}
