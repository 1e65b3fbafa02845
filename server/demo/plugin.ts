import type { FastifyPluginAsync } from 'fastify'
import demoListingRoutes from './listing-feed.ts'
import demoSiteRoutes from './site.ts'

/**
 * The demo as one opt-in plugin: the Harbor & Pine pages at `/` and their listing feed at
 * /demo/listings.json. buildApp registers it when SEED_DEMO is on (the default of `npm start`);
 * with SEED_DEMO=0 none of it is served and `/` answers 404 in the envelope.
 *
 * @example
 * if (config.seedDemo) await app.register(demoSite)
 */
const demoSite: FastifyPluginAsync = async (app) => {
  await app.register(demoListingRoutes)
  await app.register(demoSiteRoutes)
}

export default demoSite
