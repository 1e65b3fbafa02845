/** The header of a generated spreadsheet export: RESO names, spreadsheet headings, and a column no field takes (Pool). */
export const HEADER = 'ListingId,StandardStatus,Transaction Type,PropertySubType,Beds,Baths,List Price,Living Area,Lot Size,Year Built,DOM,Parking,City,State,Zip,Public Remarks,Photos,Pool'
/** The cities of the rows, in turn. */
export const CITIES = ['Austin', 'Denver', 'Miami', 'Seattle']

/** Row `index` of the generated spreadsheet export (its line is index + 2: the header is line 1). */
export function csvLine(index: number): string {
  const city = CITIES[index % CITIES.length]!
  const rent = index % 5 === 0
  const remarks = index % 100 === 1 ? `"Corner lot, ""quiet"" street with a saltwater lagoon"` : 'Bright home near the park'
  return [`MLS${index}`, index % 50 === 0 ? 'Closed' : 'Active', rent ? 'For Rent' : 'For Sale', 'Single Family Residence', 3, 2.5,
    rent ? '"$2,400"' : '"$450,000"', '"1,850"', 6000, 1998, 12, 2, city, 'TX', '78704', remarks,
    `https://img.example/${index}-1.jpg|https://img.example/${index}-2.jpg`, index % 3 === 0 ? 'Yes' : ''].join(',')
}

