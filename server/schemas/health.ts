import { Type } from 'typebox'

/** /healthz's Data: the process answers and so does its database. */
export const HealthReply = Type.Object({
  Status: Type.String({ description: '"ok"' }),
  Uptime: Type.Number({ description: 'seconds since the server started' })
})
