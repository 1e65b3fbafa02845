/**
 * A tool call's arguments as the model sent them (a JSON text), read as an object; undefined
 * when they are not JSON or not an object (`null`, an array, a number), which each tool
 * answers with an error the model can act on.
 *
 * @example
 * toolArguments('{"city":"Austin"}') // { city: 'Austin' }
 * toolArguments('') // {}
 * toolArguments('null') // undefined
 */
export function toolArguments(raw: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(raw || '{}')
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}
