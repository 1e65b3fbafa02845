import type { Lang } from './language.ts'
import { plural } from './phrases.ts'

/** The words of one listing's details and of a comparison table, in one language. */
export interface ListingLabels {
  /** after a label: ":" (" :" in French) */
  colon: string
  price: string
  /** the row that says for sale or for rent */
  listed: string
  status: string
  statuses: Record<'Active' | 'PreOnMarket' | 'Sold', string>
  type: string
  bedrooms: string
  bathrooms: string
  countBedrooms: (count: string, n: number) => string
  countBathrooms: (count: string, n: number) => string
  size: string
  lot: string
  yearBuilt: string
  parking: string
  countSpots: (n: number) => string
  daysOnMarket: string
  hoa: string
  deposit: string
  tours: string
  openHouse: string
  tour3d: string
  seeAll: string
}

/**
 * The labels per language the built-in assistant answers in. The listing's own values (its
 * property type, its feed's extra facts, its description) are shown as the feed has them.
 */
export const LISTING_LABELS: Record<Lang, ListingLabels> = {
  en: {
    colon: ':', price: 'Price', listed: 'Listed', status: 'Status', statuses: { Active: 'Active', PreOnMarket: 'Coming soon (pre-market)', Sold: 'Sold' },
    type: 'Type', bedrooms: 'Bedrooms', bathrooms: 'Bathrooms',
    countBedrooms: (count, n) => `${count} ${n === 1 ? 'bedroom' : 'bedrooms'}`, countBathrooms: (count, n) => `${count} ${n === 1 ? 'bathroom' : 'bathrooms'}`,
    size: 'Size', lot: 'lot', yearBuilt: 'Year built', parking: 'Parking', countSpots: (n) => plural(n, 'spot', 'spots'),
    daysOnMarket: 'Days on market', hoa: 'HOA', deposit: 'Deposit', tours: 'Tours', openHouse: 'open house', tour3d: '3D tour',
    seeAll: 'See photos and full details'
  },
  es: {
    colon: ':', price: 'Precio', listed: 'Oferta', status: 'Estado', statuses: { Active: 'Disponible', PreOnMarket: 'Próximamente (antes de salir al mercado)', Sold: 'Vendida' },
    type: 'Tipo', bedrooms: 'Habitaciones', bathrooms: 'Baños',
    countBedrooms: (count, n) => `${count} ${n === 1 ? 'habitación' : 'habitaciones'}`, countBathrooms: (count, n) => `${count} ${n === 1 ? 'baño' : 'baños'}`,
    size: 'Superficie', lot: 'terreno', yearBuilt: 'Año de construcción', parking: 'Estacionamiento', countSpots: (n) => plural(n, 'plaza', 'plazas'),
    daysOnMarket: 'Días en el mercado', hoa: 'Cuota HOA', deposit: 'Depósito', tours: 'Visitas', openHouse: 'puertas abiertas', tour3d: 'recorrido 3D',
    seeAll: 'Ver fotos y todos los detalles'
  },
  fr: {
    colon: ' :', price: 'Prix', listed: 'Offre', status: 'Statut', statuses: { Active: 'Disponible', PreOnMarket: 'Bientôt disponible (avant sa mise en vente)', Sold: 'Vendu' },
    type: 'Type', bedrooms: 'Chambres', bathrooms: 'Salles de bain',
    countBedrooms: (count, n) => `${count} ${n === 1 ? 'chambre' : 'chambres'}`, countBathrooms: (count, n) => `${count} ${n === 1 ? 'salle de bain' : 'salles de bain'}`,
    size: 'Surface', lot: 'terrain', yearBuilt: 'Année de construction', parking: 'Stationnement', countSpots: (n) => plural(n, 'place', 'places'),
    daysOnMarket: 'Jours sur le marché', hoa: 'Charges HOA', deposit: 'Dépôt de garantie', tours: 'Visites', openHouse: 'portes ouvertes', tour3d: 'visite 3D',
    seeAll: 'Voir les photos et tous les détails'
  },
  de: {
    colon: ':', price: 'Preis', listed: 'Angebot', status: 'Status', statuses: { Active: 'Verfügbar', PreOnMarket: 'Demnächst (vor dem Marktstart)', Sold: 'Verkauft' },
    type: 'Art', bedrooms: 'Schlafzimmer', bathrooms: 'Badezimmer',
    countBedrooms: (count) => `${count} Schlafzimmer`, countBathrooms: (count) => `${count} Badezimmer`,
    size: 'Wohnfläche', lot: 'Grundstück', yearBuilt: 'Baujahr', parking: 'Parken', countSpots: (n) => plural(n, 'Stellplatz', 'Stellplätze'),
    daysOnMarket: 'Tage auf dem Markt', hoa: 'HOA-Gebühr', deposit: 'Kaution', tours: 'Besichtigung', openHouse: 'Tag der offenen Tür', tour3d: '3D-Rundgang',
    seeAll: 'Fotos und alle Details ansehen'
  },
  pt: {
    colon: ':', price: 'Preço', listed: 'Oferta', status: 'Situação', statuses: { Active: 'Disponível', PreOnMarket: 'Em breve (antes de chegar ao mercado)', Sold: 'Vendido' },
    type: 'Tipo', bedrooms: 'Quartos', bathrooms: 'Banheiros',
    countBedrooms: (count, n) => `${count} ${n === 1 ? 'quarto' : 'quartos'}`, countBathrooms: (count, n) => `${count} ${n === 1 ? 'banheiro' : 'banheiros'}`,
    size: 'Área', lot: 'terreno', yearBuilt: 'Ano de construção', parking: 'Estacionamento', countSpots: (n) => plural(n, 'vaga', 'vagas'),
    daysOnMarket: 'Dias no mercado', hoa: 'Taxa HOA', deposit: 'Depósito', tours: 'Visitas', openHouse: 'casa aberta', tour3d: 'tour 3D',
    seeAll: 'Ver fotos e todos os detalhes'
  }
}
