import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { SWEEP_EVERY_MS, sweepUploads } from '../../files/sweep.ts'

/**
 * Sweeps unused uploads (files/sweep.ts) every SWEEP_EVERY_MS while the server is up, the
 * first pass once it is ready. A failed pass is logged and the next one tries again; the timer
 * never keeps the process alive.
 */
export default fp(async function uploadSweep(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined
  const pass = () => {
    sweepUploads(app.db, app.config, new Date()).catch((error: unknown) => app.log.warn({ err: error }, 'sweeping unused uploads failed; the next pass tries again'))
  }
  app.addHook('onReady', async () => {
    timer = setInterval(pass, SWEEP_EVERY_MS).unref()
    setImmediate(pass).unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
})
