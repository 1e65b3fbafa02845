/** A complete, valid RealEstateCreate body; override any field. */
export function listingInput(serialNumber: string, overrides: Record<string, unknown> = {}) {
  return {
    SerialNumber: serialNumber,
    SaleType: 'for_sale',
    Status: 'Active',
    CurrencySymbol: '$',
    PropertyType: 'Single Family',
    Bedrooms: 3,
    Bathrooms: 2.5,
    Url: 'https://homes.example.com/listing/100',
    MLSNumber: 'MLS-100',
    YearBuilt: 1998,
    DaysOnMarket: 12,
    LotArea: 6000,
    BuildingArea: 2500,
    AreaUnit: 'Square Feet',
    ParkingSpots: 2,
    City: 'Austin',
    State: 'TX',
    ZIP: '78704',
    Address: '12 Oak St',
    SalePrice: 725000,
    ...overrides
  }
}

/** The fields RealEstateCreate requires, per the contract (docs/api.md). */
export const REQUIRED_LISTING_FIELDS = [
  'SerialNumber', 'SaleType', 'Status', 'CurrencySymbol', 'PropertyType', 'Bedrooms', 'Bathrooms', 'Url',
  'MLSNumber', 'YearBuilt', 'DaysOnMarket', 'LotArea', 'BuildingArea', 'AreaUnit', 'ParkingSpots'
] as const

/** A 1x1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
)

/** A minimal valid WAV: 16 kHz mono 16-bit PCM with `samples` zero samples. */
export function wavFile(samples = 1600): Buffer {
  const data = samples * 2
  const buffer = Buffer.alloc(44 + data)
  buffer.write('RIFF', 0)
  buffer.writeUInt32LE(36 + data, 4)
  buffer.write('WAVE', 8)
  buffer.write('fmt ', 12)
  buffer.writeUInt32LE(16, 16)
  buffer.writeUInt16LE(1, 20)
  buffer.writeUInt16LE(1, 22)
  buffer.writeUInt32LE(16000, 24)
  buffer.writeUInt32LE(32000, 28)
  buffer.writeUInt16LE(2, 32)
  buffer.writeUInt16LE(16, 34)
  buffer.write('data', 36)
  buffer.writeUInt32LE(data, 40)
  return buffer
}

/** A GIF with two frames (animated). */
export const ANIMATED_GIF = Buffer.from(
  'R0lGODlhAQABAPAAAP///wAAACH/C05FVFNDQVBFMi4wAwEAAAAh+QQACgAAACwAAAAAAQABAAACAkQBACH5BAAKAAAALAAAAAABAAEAAAICRAEAOw==',
  'base64'
)
