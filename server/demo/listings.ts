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

/**
 * About fifty realistic listings across six cities, for sale and for rent.
 *
 * @example
 * demoListings(chatbotId, 'http://127.0.0.1:8787').length // 50
 */
export function demoListings(serialNumber: string, siteUrl: string, count = 50): ListingFields[] {
  const next = random(42)
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)] as T
  return Array.from({ length: count }, (_, index) => {
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
}
