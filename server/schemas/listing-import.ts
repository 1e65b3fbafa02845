import { Type, type Static } from 'typebox'
import { ChatbotId } from './common.ts'
import { ListingFields } from './listing.ts'

/** The query of RealEstateImport and RealEstateImportPreview: the file itself is the body. */
export const ImportQuery = Type.Object({
  SerialNumber: ChatbotId,
  AllOrNothing: Type.Optional(Type.Enum(['true', 'false'], { description: 'true: store nothing unless every row is a listing' })),
  Mapping: Type.Optional(Type.String({
    maxLength: 16000,
    description: 'a JSON object of column: field, over the mapping proposed from the column names ("" leaves a column out)'
  }))
}, { title: 'ListingImportQuery' })

/**
 * A listing of an import: the fields of RealEstateCreate without SerialNumber (the import names
 * the chatbot once), and the key the listing has where it comes from, which a later import
 * (or feed run) of the same listing updates it by.
 */
export const ImportedListing = Type.Omit(Type.Object({
  ...ListingFields.properties,
  ListingKey: Type.Optional(Type.String({
    maxLength: 255,
    description: 'a key of up to 255 characters: the listing\'s own where it comes from (RESO ListingKey); a listing imported again with it (or, without one, with its MLSNumber) is updated, not added'
  }))
}), ['SerialNumber'], { title: 'ImportedListing' })
export type ImportedListing = Static<typeof ImportedListing>

const RowError = Type.Object({
  Row: Type.Integer({ description: 'CSV and NDJSON: the line of the file (a CSV header is line 1); JSON: the place in the array, from 1' }),
  Field: Type.String({ description: 'the field that breaks a rule, or "" for the row as a whole' }),
  Rule: Type.String({ description: 'the rule, worded as RealEstateCreate words it' })
})

const Mapping = Type.Record(Type.String(), Type.String(), { description: 'column: field; "" left out; columns not named went into ExtensionColumn' })

/** RealEstateImport's Data. */
export const ImportReply = Type.Object({
  Added: Type.Integer({ description: 'listings stored that were not there' }),
  Changed: Type.Integer({ description: 'listings already there (same ListingKey, or same MLSNumber when the row has no key) whose fields changed' }),
  Unchanged: Type.Integer({ description: 'listings already there with the same fields: nothing written' }),
  Rejected: Type.Integer({ description: 'rows not stored (all-or-nothing with a bad row: every row)' }),
  Errors: Type.Array(RowError, { description: 'the first 1000 rows not stored, with the rule each breaks' }),
  Mapping,
  Stopped: Type.Optional(Type.String({ description: 'why the file could not be read to its end; the rows before it were stored' }))
}, { title: 'ListingImportReport' })
export type ImportReply = Static<typeof ImportReply>

/** RealEstateImportPreview's Data: the mapping and the first rows as listings or errors. */
export const ImportPreviewReply = Type.Object({
  Columns: Type.Array(Type.String(), { description: 'the column names of the rows read, in the order first seen' }),
  Mapping,
  Rows: Type.Array(Type.Object({
    Row: Type.Integer(),
    Listing: Type.Optional(ImportedListing),
    Error: Type.Optional(Type.Object({ Field: Type.String(), Rule: Type.String() }))
  }))
}, { title: 'ListingImportPreview' })
export type ImportPreviewReply = Static<typeof ImportPreviewReply>

/** A listing import the owner follows in the console: a job with its progress and, once done, its report. */
export const ImportJob = Type.Object({
  Id: Type.Integer(),
  FileName: Type.String(),
  State: Type.Enum(['queued', 'running', 'done', 'failed'], { description: 'queued: the file arriving or waiting for another import; running: its rows being stored' }),
  AllOrNothing: Type.Boolean(),
  FileBytes: Type.Number({ description: 'the size of the file received' }),
  BytesRead: Type.Number({ description: 'how far into the file the rows processed so far reach: the progress' }),
  RowsRead: Type.Integer({ description: 'rows processed so far' }),
  Added: Type.Integer(),
  Changed: Type.Integer(),
  Unchanged: Type.Integer(),
  Rejected: Type.Integer({ description: 'rows not stored (all-or-nothing with a bad row: every row, once done)' }),
  Errors: Type.Array(RowError, { description: 'the first 100 rows not stored, with the rule each breaks (once done)' }),
  Stopped: Type.Optional(Type.String({ description: 'why the file could not be read to its end; the rows before it were stored' })),
  Error: Type.Optional(Type.String({ description: 'why the import failed' })),
  CreatedAt: Type.String({ format: 'date-time' }),
  StartedAt: Type.Optional(Type.String({ format: 'date-time' })),
  FinishedAt: Type.Optional(Type.String({ format: 'date-time' }))
}, { title: 'ListingImportJob' })
export type ImportJob = Static<typeof ImportJob>

/** The chatbot's recent imports, newest first. */
export const ImportJobList = Type.Object({ Imports: Type.Array(ImportJob) }, { title: 'ListingImportJobList' })
export type ImportJobList = Static<typeof ImportJobList>
