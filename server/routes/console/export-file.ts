import type { FastifyReply } from 'fastify'
import { csvLine } from '../../replies/csv.ts'

/**
 * Sends `rows` as a downloaded file: JSON (pretty-printed) when asked, CSV with `columns` in
 * that order otherwise, named `<name>.csv` or `<name>.json`.
 *
 * @example
 * return sendExport(reply, `leads-${chatbotId}`, request.query.format, leads, ['LeadID', 'Email'])
 */
export function sendExport<Row extends Record<string, string | number | boolean | null>>(
  reply: FastifyReply, name: string, format: 'csv' | 'json' | undefined, rows: Row[], columns: readonly (keyof Row & string)[]
): FastifyReply {
  const json = format === 'json'
  reply.header('content-disposition', `attachment; filename="${name}.${json ? 'json' : 'csv'}"`)
  if (json) return reply.type('application/json; charset=utf-8').send(JSON.stringify(rows, null, 2))
  const lines = [csvLine([...columns]), ...rows.map((row) => csvLine(columns.map((column) => row[column]!)))]
  return reply.type('text/csv; charset=utf-8').send(`${lines.join('\r\n')}\r\n`)
}
