import { LISTING_FIELDS } from '../listing-fields.ts'
import { EXTRA, type ImportWizardModel } from '../models/import-wizard.ts'

/** The fields a column can fill: the form's, and the import's ListingKey. */
const FIELDS: [string, string][] = [['ListingKey', 'Listing key (updates by it)'], ...LISTING_FIELDS.map((spec): [string, string] => [spec.name, spec.label])]

/**
 * Each column of the file with the field it fills, as proposed from its name; the owner may
 * pick another field or leave it out. A column with no field is kept as searchable text.
 */
export function ImportMapping({ wizard }: { wizard: ImportWizardModel }) {
  const preview = wizard.preview.value!
  return (
    <div class="table-scroll" tabIndex={0} role="region" aria-label="Columns and the fields they fill">
      <table class="mapping">
        <thead>
          <tr>
            <th scope="col">Column of the file</th>
            <th scope="col">Listing field</th>
          </tr>
        </thead>
        <tbody>
          {preview.Columns.map((column, index) => {
            const field = preview.Mapping[column]
            const proposed = field !== undefined && !(column in wizard.choices.value)
            return (
              <tr key={column}>
                <th scope="row"><label for={`column-${index}`}>{column}</label></th>
                <td>
                  <select id={`column-${index}`} value={field ?? EXTRA} disabled={wizard.busy.value}
                    onChange={(event) => void wizard.map(column, event.currentTarget.value)}>
                    {(field === undefined || field === EXTRA) && <option value={EXTRA}>Extra text (searched)</option>}
                    <option value="">Leave out</option>
                    {FIELDS.map(([name, label]) => <option key={name} value={name}>{label}</option>)}
                  </select>
                  {proposed && field !== '' && <span class="hint"> proposed from the name</span>}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
