import type { FastifyPluginAsync } from 'fastify'
import { readDemoInfo } from './seed.ts'
import { formatListing } from '../replies/listing.ts'
import { listListings, type ListingRow } from '../store/listings.ts'

/** What a listing card or detail page of the demo site shows: public facts, nothing else. */
export interface DemoListing {
  mls: string
  address: string
  city: string
  state: string
  zip: string
  saleType: 'for_sale' | 'for_rent'
  status: string
  propertyType: string
  price: number
  bedrooms: number
  bathrooms: number
  area: string
  yearBuilt: number
  parking: number
  tours: string
  description: string
  /** A path on this site: the demo's own pictures follow the site to whatever port it runs on. */
  image: string
  pets: string
}

function sitePath(url: string): string {
  try {
    return new URL(url).pathname
  } catch {
    return ''
  }
}

function toDemoListing(row: ListingRow): DemoListing {
  const out = formatListing(row)
  const extras = JSON.parse(row.extension_column || '[]') as Array<{ Key: string; value: string }>
  return {
    mls: out.MLSNumber,
    address: out.Address,
    city: out.City,
    state: out.State,
    zip: out.ZIP,
    saleType: row.sale_type === 'for_rent' ? 'for_rent' : 'for_sale',
    status: out.Status,
    propertyType: out.PropertyType,
    price: Number(out.Price),
    bedrooms: Number(out.Bedrooms),
    bathrooms: Number(out.Bathrooms),
    area: out.Area,
    yearBuilt: Number(out.YearBuilt),
    parking: Number(out.ParkingSpots),
    tours: out.Tours,
    description: out.Description,
    image: sitePath(out.Images.split(',')[0] ?? ''),
    pets: extras.find((extra) => extra.Key === 'Pets')?.value ?? ''
  }
}

/**
 * GET /demo/listings.json: the demo chatbot's listings for the demo site's pages, standing in
 * for the agency's own listing feed. Public and keyless, like any listing page; it shows only
 * the demo chatbot's listings and is empty when the demo was not seeded.
 */
const demoListingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/demo/listings.json', { schema: { hide: true } }, async (_request, reply) => {
    const info = await readDemoInfo(app.config.dataDir)
    const rows = info ? (await listListings(app.db, info.chatbotId, {}, 1, 100)).rows : []
    // Oldest first: the order the seed wrote them, so "featured" stays the same between starts.
    const listings = rows.map(toDemoListing).reverse()
    return reply.header('cache-control', 'no-cache').send({ listings })
  })
}

export default demoListingRoutes
