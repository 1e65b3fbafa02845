import type { ListingFields } from '../schemas/listing.ts'

interface City {
  city: string
  state: string
  zips: string[]
  lat: number
  lng: number
  /** typical price per square foot, for sale */
  perFoot: number
}

const CITIES: City[] = [
  { city: 'Austin', state: 'TX', zips: ['78701', '78704', '78745'], lat: 30.27, lng: -97.74, perFoot: 310 },
  { city: 'Denver', state: 'CO', zips: ['80202', '80205', '80210'], lat: 39.74, lng: -104.99, perFoot: 330 },
  { city: 'Miami', state: 'FL', zips: ['33130', '33133', '33137'], lat: 25.76, lng: -80.19, perFoot: 420 },
  { city: 'Seattle', state: 'WA', zips: ['98103', '98107', '98117'], lat: 47.61, lng: -122.33, perFoot: 520 },
  { city: 'Portland', state: 'OR', zips: ['97202', '97211', '97214'], lat: 45.52, lng: -122.68, perFoot: 340 },
  { city: 'San Diego', state: 'CA', zips: ['92103', '92104', '92116'], lat: 32.72, lng: -117.16, perFoot: 610 }
]
const STREETS = ['Maple Ave', 'Oak St', 'Cedar Ln', 'Willow Dr', 'Elm St', 'Sunset Blvd', 'Lakeview Rd', 'Hillcrest Dr', 'Park Pl', 'River Rd', 'Magnolia Way', 'Juniper Ct']
const TYPES = ['Single Family', 'Condo', 'Townhouse', 'Apartment', 'Multi-Family']
/** Pictures that fit the property: the demo site draws eight (demo/assets/homes/home-N.svg). */
const HOUSE_PICTURES: Record<string, [number, number]> = {
  Austin: [7, 1],
  Denver: [6, 2],
  Miami: [5, 1],
  Seattle: [8, 2],
  Portland: [2, 6],
  'San Diego': [5, 7]
}
function pictureOf(type: string, city: string, index: number): number {
  if (type === 'Condo' || type === 'Apartment') return 3
  if (type === 'Townhouse') return 4
  if (type === 'Multi-Family') return 8
  return (HOUSE_PICTURES[city] ?? [1, 2])[Math.floor(index / CITIES.length) % 2] as number
}
const FEATURES = ['an updated kitchen with quartz counters', 'hardwood floors throughout', 'a fenced backyard', 'a rooftop deck', 'walk-in closets', 'a two-car garage', 'floor-to-ceiling windows', 'a home office', 'a renovated primary bath', 'a covered patio']

/** A small deterministic generator, so every fresh demo has the same listings. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296
    return state / 4294967296
  }
}

interface Featured {
  city: string
  zip: string
  address: string
  type: string
  rent?: number
  sale?: number
  beds: number
  baths: number
  area: number
  lot: number
  year: number
  days: number
  parking: number
  pets: boolean
  tours?: 'OpenHouse' | '3D'
  hoa?: number
  description: string
}

/**
 * Hand-written listings that say more than the generated ones (pools, views, yards, pets),
 * so the demo's suggested questions and feature questions have real answers: the generated
 * stock alone has no condos in Miami and no modest rentals in Seattle or Portland.
 */
const FEATURED: Featured[] = [
  { city: 'Miami', zip: '33137', address: '1800 Biscayne Blvd', type: 'Condo', sale: 689000, beds: 2, baths: 2, area: 1250, lot: 0, year: 2019, days: 6, parking: 1, pets: true, tours: '3D', hoa: 650,
    description: 'Oceanfront 2-bedroom condo in Miami with a pool, a gym and bay views from a wide balcony.' },
  { city: 'Miami', zip: '33130', address: '455 Brickell Ave', type: 'Condo', rent: 2950, beds: 1, baths: 1, area: 780, lot: 0, year: 2015, days: 12, parking: 1, pets: false,
    description: 'Furnished 1-bedroom condo in Miami, steps from the beach, with a pool and an elevator building.' },
  { city: 'Seattle', zip: '98103', address: '2210 N 45th St', type: 'Apartment', rent: 2650, beds: 2, baths: 1, area: 900, lot: 0, year: 2012, days: 3, parking: 1, pets: true, tours: '3D',
    description: 'Bright 2-bedroom apartment in Seattle with mountain views, an in-unit washer and dryer and a shared rooftop deck. Cats and small dogs welcome.' },
  { city: 'Seattle', zip: '98117', address: '7012 24th Ave NW', type: 'Townhouse', rent: 3400, beds: 2, baths: 1.5, area: 1150, lot: 1400, year: 2008, days: 20, parking: 1, pets: true,
    description: '2-bedroom townhouse in Seattle with a small garden, a one-car garage and a fireplace.' },
  { city: 'Portland', zip: '97211', address: '4120 NE Going St', type: 'Single Family', rent: 2400, beds: 2, baths: 1, area: 1050, lot: 5000, year: 1924, days: 9, parking: 1, pets: true, tours: 'OpenHouse',
    description: 'Historic 2-bedroom bungalow in Portland with a big fenced yard, a vegetable garden and a detached garage. Pet friendly.' },
  { city: 'Portland', zip: '97214', address: '1535 SE Belmont St', type: 'Apartment', rent: 1650, beds: 1, baths: 1, area: 640, lot: 0, year: 2018, days: 1, parking: 0, pets: false,
    description: '1-bedroom apartment in Portland with hardwood floors and air conditioning, near the Willamette waterfront.' },
  { city: 'San Diego', zip: '92103', address: '3901 Sunset Cliffs Blvd', type: 'Single Family', sale: 1650000, beds: 3, baths: 2.5, area: 1900, lot: 6000, year: 2024, days: 2, parking: 2, pets: true, tours: 'OpenHouse',
    description: 'New 3-bedroom home in San Diego with a swimming pool, ocean views and solar panels.' },
  { city: 'Austin', zip: '78704', address: '1107 Travis Heights Blvd', type: 'Single Family', sale: 925000, beds: 3, baths: 2, area: 1850, lot: 21780, year: 1925, days: 35, parking: 2, pets: true,
    description: 'Historic 1925 bungalow in Austin with original hardwood floors, a wraparound porch and a large garden on half an acre.' }
]

function featuredListing(f: Featured, index: number, serialNumber: string, siteUrl: string): ListingFields {
  const place = CITIES.find((city) => city.city === f.city) as City
  const mls = `${place.state}${String(250000 + index).padStart(7, '0')}`
  return {
    SerialNumber: serialNumber,
    SaleType: f.rent ? 'for_rent' : 'for_sale',
    Status: 'Active',
    CurrencySymbol: '$',
    PropertyType: f.type,
    Bedrooms: f.beds,
    Bathrooms: f.baths,
    Url: `${siteUrl}/listing.html?mls=${mls}`,
    MLSNumber: mls,
    YearBuilt: f.year,
    DaysOnMarket: f.days,
    LotArea: f.lot,
    BuildingArea: f.area,
    AreaUnit: 'Square Feet',
    Images: [`${siteUrl}/assets/homes/home-${pictureOf(f.type, f.city, index)}.svg`],
    ...(f.tours && { Tours: f.tours }),
    ParkingSpots: f.parking,
    Description: f.description,
    ExtensionColumn: [{ Key: 'Pets', value: f.pets ? 'Allowed' : 'Not allowed' }],
    Location: `${place.city}, ${place.state}`,
    Address: f.address,
    City: place.city,
    State: place.state,
    ZIP: f.zip,
    Latitude: place.lat,
    Longitude: place.lng,
    ...(f.rent
      ? { RentPrice: f.rent, DepositFee: f.rent, SpaceType: 'Entire place' as const }
      : { SalePrice: f.sale as number, UnitAreaPrice: Math.round((f.sale as number) / f.area), HOAMonth: f.hoa ?? 0, ZestimatePrice: Math.round((f.sale as number) * 1.02) })
  }
}

/**
 * About fifty realistic listings across six cities, for sale and for rent; a few of the last
 * ones are the hand-written FEATURED listings.
 *
 * @example
 * demoListings(chatbotId, 'http://127.0.0.1:8787').length // 50
 */
export function demoListings(serialNumber: string, siteUrl: string, count = 50): ListingFields[] {
  const next = random(42)
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)] as T
  const generated = Array.from({ length: count }, (_, index): ListingFields => {
    const place = CITIES[index % CITIES.length] as City
    // A third of each city's listings are rentals (index % 3 alone would make whole cities rentals).
    const forRent = (index + Math.floor(index / CITIES.length)) % 3 === 2
    const type = pick(TYPES)
    const bedrooms = type === 'Apartment' || type === 'Condo' ? 1 + Math.floor(next() * 3) : 2 + Math.floor(next() * 4)
    const bathrooms = Math.max(1, bedrooms - 1) + (next() < 0.5 ? 0.5 : 0)
    const area = Math.round((500 + bedrooms * 380 + next() * 600) / 10) * 10
    const salePrice = Math.round((area * place.perFoot * (0.85 + next() * 0.3)) / 1000) * 1000
    const rentPrice = Math.round((area * place.perFoot * 0.0055) / 25) * 25
    const mls = `${place.state}${String(240000 + index * 137).padStart(7, '0')}`
    const street = `${100 + Math.floor(next() * 8900)} ${pick(STREETS)}`
    const features = [pick(FEATURES), pick(FEATURES)].filter((f, i, all) => all.indexOf(f) === i)
    return {
      SerialNumber: serialNumber,
      SaleType: forRent ? 'for_rent' : 'for_sale',
      Status: index % 11 === 10 ? 'PreOnMarket' : 'Active',
      CurrencySymbol: '$',
      PropertyType: type,
      Bedrooms: bedrooms,
      Bathrooms: bathrooms,
      Url: `${siteUrl}/listing.html?mls=${mls}`,
      MLSNumber: mls,
      YearBuilt: 1950 + Math.floor(next() * 74),
      DaysOnMarket: Math.floor(next() * 90),
      LotArea: type === 'Condo' || type === 'Apartment' ? 0 : Math.round(area * (1.5 + next() * 2)),
      BuildingArea: area,
      AreaUnit: 'Square Feet',
      Images: [`${siteUrl}/assets/homes/home-${pictureOf(type, place.city, index)}.svg`],
      Tours: index % 4 === 0 ? 'OpenHouse' : index % 4 === 1 ? '3D' : undefined,
      ParkingSpots: type === 'Apartment' ? 1 : 1 + Math.floor(next() * 2),
      Description: `${bedrooms}-bedroom ${type.toLowerCase()} in ${place.city} with ${features.join(' and ')}.`,
      ExtensionColumn: [{ Key: 'Pets', value: next() < 0.6 ? 'Allowed' : 'Not allowed' }],
      Location: `${place.city}, ${place.state}`,
      Address: street,
      City: place.city,
      State: place.state,
      ZIP: pick(place.zips),
      Latitude: Number((place.lat + (next() - 0.5) / 10).toFixed(5)),
      Longitude: Number((place.lng + (next() - 0.5) / 10).toFixed(5)),
      ...(forRent
        ? { RentPrice: rentPrice, DepositFee: rentPrice, SpaceType: 'Entire place' as const }
        : { SalePrice: salePrice, UnitAreaPrice: Math.round(salePrice / area), HOAMonth: type === 'Condo' ? 350 : 0, ZestimatePrice: Math.round(salePrice * 1.02) })
    }
  })
  // Each featured listing takes the place of the last generated one of its city, so every city keeps its count.
  FEATURED.forEach((f, i) => {
    const at = generated.findLastIndex((listing, index) => listing.City === f.city && index >= count - 12 && !listing.MLSNumber.startsWith(`${listing.State}025`))
    if (at >= 0) generated[at] = featuredListing(f, i, serialNumber, siteUrl)
  })
  return generated
}
