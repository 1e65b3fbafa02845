import type { ImportPreviewReply } from '../../../server/schemas/listing-import.ts'

const money = (value: number | undefined, symbol = '$') => (value === undefined ? '' : `${symbol}${value.toLocaleString('en')}`)

/** The file's first rows as the listings they become, or the field and rule a row breaks. */
export function ImportPreviewRows({ rows }: { rows: ImportPreviewReply['Rows'] }) {
  return (
    <div class="table-scroll" tabIndex={0} role="region" aria-label="The first rows as listings">
      <table class="preview-rows">
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">MLS number</th>
            <th scope="col">Address</th>
            <th scope="col">City</th>
            <th scope="col">Sale type</th>
            <th scope="col" class="number">Price</th>
            <th scope="col" class="number">Beds</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ Row, Listing, Error }) => (
            <tr key={Row} class={Error ? 'invalid' : undefined}>
              <th scope="row">{Row}</th>
              {Listing ? (
                <>
                  <td>{Listing.MLSNumber}</td>
                  <td>{Listing.Address}</td>
                  <td>{Listing.City}</td>
                  <td>{Listing.SaleType === 'for_rent' ? 'For rent' : 'For sale'}</td>
                  <td class="number">{money(Listing.SaleType === 'for_rent' ? Listing.RentPrice : Listing.SalePrice, Listing.CurrencySymbol)}</td>
                  <td class="number">{Listing.Bedrooms}</td>
                </>
              ) : (
                <td colSpan={6} class="error">Not a listing: {Error?.Rule}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
