import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ListingFields } from '../../../server/schemas/listing.ts'
import { fieldRule, type FieldSchema } from '../../support/listing-field-rules.ts'

/** README's table of listing fields: its rows by field name, each as its cells. */
function readmeFieldRows(): Map<string, string[]> {
  const readme = fs.readFileSync('README.md', 'utf8')
  const start = readme.indexOf('| Field | Required | Rule |')
  expect(start, 'README has a table of listing fields').toBeGreaterThan(0)
  const rows = readme.slice(start).split('\n').slice(2)
  const table = rows.slice(0, rows.findIndex((line) => !line.startsWith('|')))
  return new Map(table.map((line) => {
    const cells = line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim())
    return [cells[0]!.replace(/`/g, ''), cells]
  }))
}

describe('README\'s listing fields', () => {
  it('name every field of RealEstateCreate/Update with the rule the server checks, and no other', () => {
    const rows = readmeFieldRows()
    const required = new Set(ListingFields.required as string[])
    for (const [name, schema] of Object.entries(ListingFields.properties)) {
      const expected = [`\`${name}\``, required.has(name) ? 'yes' : 'no', fieldRule(schema as FieldSchema)]
      expect(rows.get(name)?.slice(0, 3), `README's row for ${name}`).toEqual(expected)
    }
    expect([...rows.keys()].sort()).toEqual(Object.keys(ListingFields.properties).sort())
  })
})
