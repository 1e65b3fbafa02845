import { LANGUAGE_NAMES } from '../../../../src/shared/language-names.ts'
import { pluralIn } from './numbers.ts'
import { combine } from './combine.ts'
import type { LanguagePack } from './pack.ts'
import leads from './leads/fr.ts'

const LOCALE = 'fr-FR'
const { count: plural, word } = pluralIn(LOCALE)

/** French: everything the built-in assistant reads and writes in it. */
export default {
  locale: LOCALE,
  names: LANGUAGE_NAMES.fr,
  markers: ['comparez', 'comparer', 'puis', 'visite', 'maison', 'maisons', 'je', 'cherche', 'vendre', 'louer', 'location', 'chambre', 'chambres', 'salle', 'salles', 'bain', 'moins', 'plus', 'avec', 'piscine', 'animaux', 'appartement', 'appartements', 'bonjour', 'merci', 'où', 'quelles', 'quels', 'près', 'plage', 'cher', 'chère', 'mois', 'des', 'les', 'à', 'et', 'une', 'vous', 'avez', 'villes', 'parler', 'jardin', 'quel', 'prix', 'est', 'êtes', 'revoir', 'locations'],
  numberWords: {
    units: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf'],
    // Seventy and ninety are sixty-ten and four-twenty-ten: written out below.
    tens: ['vingt', 'trente', 'quarante', 'cinquante', 'soixante', '', 'quatre-vingt', ''],
    compound: ['{ten}-{unit}', '{ten} et {unit}'],
    hundreds: ['{unit} cents', '{unit} cent'],
    irregular: [['quatre-vingts', 80], ['cent', 100], ['soixante-dix', 70], ['soixante et onze', 71], ['soixante-douze', 72], ['soixante-treize', 73], ['soixante-quatorze', 74],
      ['soixante-quinze', 75], ['soixante-seize', 76], ['soixante-dix-sept', 77], ['soixante-dix-huit', 78], ['soixante-dix-neuf', 79], ['quatre-vingt-dix', 90], ['quatre-vingt-onze', 91],
      ['quatre-vingt-douze', 92], ['quatre-vingt-treize', 93], ['quatre-vingt-quatorze', 94], ['quatre-vingt-quinze', 95], ['quatre-vingt-seize', 96], ['quatre-vingt-dix-sept', 97],
      ['quatre-vingt-dix-huit', 98], ['quatre-vingt-dix-neuf', 99],
      ...['vingt', 'trente', 'quarante', 'cinquante', 'soixante'].map((ten, i): [string, number] => [`${ten} et une`, 21 + i * 10])],
    hundredJoin: [' '],
    thousandGlued: []
  },
  deals: {
    forSale: ['à vendre', 'en vente'], forRent: ['à louer', 'en location'], sale: [], rent: ['location', 'louer'], rentals: ['locations'], buy: ['acheter']
  },
  homes: {
    home: ['maison'], homes: ['maisons'], apartment: ['appartement'], apartments: ['appartements'], condo: ['copropriété'], condos: ['copropriétés'], townhouse: ['maison de ville'], townhouses: ['maisons de ville'], studio: []
  },
  rooms: {
    bedroom: ['chambre'], bedrooms: ['chambres'], bathroom: ['salle de bains', 'salle de bain'], bathrooms: ['salles de bains', 'salles de bain']
  },
  orders: {
    cheapest: ['les moins chères', 'les moins chers', 'la moins chère', 'le moins cher', 'moins chères', 'moins chers', 'moins chère', 'moins cher'], mostExpensive: ['les plus chères', 'les plus chers', 'la plus chère', 'le plus cher'], biggest: ['la plus grande', 'le plus grand', 'les plus grandes'], newest: ['les plus récentes', 'les plus récents', 'la plus récente', 'le plus récent'], smallest: ['la plus petite', 'le plus petit', 'les plus petites', 'les plus petits'], biggestLot: [], lowToHigh: ['du moins cher au plus cher', 'prix croissant'], highToLow: ['du plus cher au moins cher', 'prix decroissant'], lowestFirst: ['les moins chers d\'abord'], highestFirst: ['les plus chers d\'abord']
  },
  relative: {
    cheaper: [], moreExpensive: [], bigger: [], smaller: [], cheaperThan: ['moins chères que', 'moins chers que', 'moins chère que', 'moins cher que'], moreExpensiveThan: ['plus chère que', 'plus cher que'], biggerThan: ['plus grande que', 'plus grand que']
  },
  undo: {
    forget: ['oubliez', 'oublie', 'enlève', 'enlevez', 'retire', 'retirez', 'supprime'], neverMind: ['peu importe'], anyPrice: ['n\'importe quel prix'], anyType: ['n\'importe quel type', 'peu importe le type'], anyArea: []
  },
  links: {
    in: ['à', 'au'], with: ['avec'], near: ['près de']
  },
  asking: {
    which: ['quelle', 'quel'], whichOfThem: [], price: ['prix'], prices: [], budget: []
  },
  traits: {
    newConstruction: ['construction neuve', 'constructions neuves', 'neuve', 'neuves', 'programme neuf'],
    historic: ['historique', 'historiques', 'ancienne', 'anciennes', 'de caractère', 'à l\'ancienne'],
    comingSoon: ['bientôt disponible', 'bientôt disponibles', 'bientôt en vente', 'prochainement'],
    sold: ['récemment vendue', 'récemment vendues', 'récemment vendu', 'récemment vendus', 'vendues', 'vendus', 'vendue', 'vendu'], active: ['annonces actives', 'annonce active'],
    openHouse: ['portes ouvertes', 'journée portes ouvertes', 'journées portes ouvertes'],
    virtualTour: ['visite virtuelle', 'visites virtuelles', 'visite 3d', 'visites 3d', 'visite en 3d', 'visite vidéo'],
    anyTour: ['avec visite', 'avec visites'],
    privateRoom: ['chambre privée', 'chambres privées', 'chambre chez l\'habitant', 'colocation', 'chambre en colocation', 'chambres en colocation'],
    entirePlace: ['logement entier', 'logements entiers', 'maison entière', 'appartement entier', 'logement complet']
  },
  parking: {
    parking: ['parking', 'parkings', 'place de parking', 'places de parking', 'place de stationnement', 'places de stationnement', 'stationnement', 'garage pour'],
    cars: ['voitures', 'voiture', 'véhicules', 'véhicule']
  },
  market: {
    listed: ['publiée', 'publié', 'publiées', 'publiés', 'mise en ligne', 'mises en ligne', 'sur le marché'],
    justListed: ['tout juste publiée', 'tout juste publié', 'récemment publiée', 'récemment publié', 'récemment publiées', 'récemment publiés', 'nouveau sur le marché', 'nouvelle sur le marché', 'nouveautés', 'nouvelles annonces'],
    thisWeek: ['cette semaine', 'la semaine dernière', 'la dernière semaine'], thisMonth: ['ce mois-ci', 'ce mois ci', 'ce mois', 'le mois dernier', 'le dernier mois'],
    last: ['les derniers', 'les dernières', 'ces derniers', 'ces dernières', 'depuis moins de', 'il y a moins de'],
    days: ['jours', 'jour']
  },
  comparisons: { atLeast: ['au moins', 'minimum', 'd\'au moins'], moreThan: ['plus de'], orMore: ['ou plus'] },
  money: {
    under: ['moins de', 'moins d\'', 'en dessous de', 'au-dessous de', 'jusqu\'à', 'pas plus de', 'pas plus d\''], over: ['à partir de', 'au-dessus de', 'dès'], around: ['environ', 'autour de', 'aux alentours de'],
    between: ['entre'], and: ['et'], from: ['de'], to: ['à'], orLess: ['ou moins'], orMore: ['et plus'], max: ['au maximum', 'maximum', 'au plus', 'max'], min: [],
    thousand: ['mille'], million: ['millions', 'million'], half: ['demi'], quarter: ['quart'], one: ['un', 'une'], point: ['virgule'],
    dollars: ['dollars', 'dollar'], monthly: ['par mois', 'au mois', 'mensuels', 'mensuel', 'mensuelle']
  },
  ordinals: {
    first: ['premier', 'première', 'premiers', 'premières'], second: ['deuxième', 'seconde'], third: ['troisième'], fourth: ['quatrième'], fifth: ['cinquième'],
    sixth: ['sixième'], seventh: ['septième'], eighth: ['huitième'], ninth: ['neuvième'], tenth: ['dixième'], last: ['dernier', 'dernière']
  },
  // "2e", "2ème", "1er", "1re", "2nd": a number with an ordinal ending
  numberedOrdinal: /(?<![\p{L}\d.,])(\d{1,3})(?:e|eme|ieme|er|ere|re|nd|nde)(?![\p{L}\d])/giu,
  aboutIt: /(^|[^\p{L}])(?:(?:a|accepte)-t-(?:elle|il)|est-ce\s+qu'(?:elle|il)\s+(?:a|accepte)|(?:elle|il)\s+accepte)(?![\p{L}])/iu,
  features: {
    waterfront: 'bord de l\'eau',
    'dogs allowed': 'chiens acceptés',
    'a walk to downtown': 'centre-ville à pied',
    'a pool': 'piscine',
    'the beach or water nearby': 'plage ou eau à proximité',
    'a view': 'vue',
    'a yard or garden': 'jardin',
    'a garage': 'garage',
    'pets allowed': 'animaux acceptés',
    'a fireplace': 'cheminée',
    'a balcony, deck or patio': 'balcon, terrasse ou patio',
    'a rooftop': 'toit-terrasse',
    'an updated home': 'rénovation récente',
    'furnished': 'meubles',
    'a home office': 'bureau',
    'hardwood floors': 'parquet',
    'laundry': 'buanderie',
    'air conditioning': 'climatisation',
    'a gym': 'salle de sport',
    'an elevator': 'ascenseur',
    'step-free access': 'accès de plain-pied',
    'solar panels': 'panneaux solaires',
    'a basement': 'sous-sol',
    'walk-in closets': 'dressing',
    'mountain views': 'vue sur la montagne',
    'one-level living': 'un seul niveau',
    'an in-law suite or guest house': 'logement indépendant',
    'fixer-upper potential': 'travaux à prévoir'
  },
  featureWords: {
    'a pool': ['piscine', 'piscines'],
    waterfront: ['bord de mer', "bord de l'eau", 'front de mer', "pieds dans l'eau", 'au bord du lac'],
    'the beach or water nearby': ['plage', 'plages', 'mer', 'cote', 'ocean', 'littoral'],
    'a view': ['vue', 'vues'],
    'a yard or garden': ['jardin', 'jardins', 'pelouse'],
    'a garage': ['garage', 'garages'],
    'dogs allowed': ['chien', 'chiens'],
    'pets allowed': ['animal', 'animaux', 'animaux de compagnie', 'chats', 'mon chat', 'notre chat'],
    'a fireplace': ['cheminee', 'cheminees'],
    'a balcony, deck or patio': ['balcon', 'balcons', 'terrasse', 'terrasses', 'patio'],
    'a rooftop': ['toit terrasse', 'rooftop'],
    'an updated home': ['renove', 'renovee', 'renoves', 'renovees', 'refait a neuf', 'refaite a neuf'],
    furnished: ['meuble', 'meublee', 'meubles', 'meublees'],
    'a home office': ['bureau'],
    'hardwood floors': ['parquet', 'parquets'],
    laundry: ['lave linge', 'buanderie'],
    'air conditioning': ['climatisation', 'climatise', 'climatisee'],
    'a gym': ['salle de sport', 'salle de gym', 'salle de fitness'],
    'an elevator': ['ascenseur'],
    'step-free access': ['accessible', 'accessibles', 'fauteuil roulant', 'acces de plain pied', 'entree de plain pied'],
    'solar panels': ['panneaux solaires', 'solaire'],
    'a basement': ['sous sol', 'cave'],
    'walk-in closets': ['dressing'],
    'a walk to downtown': ['centre ville', 'centre', 'pres du centre'],
    'mountain views': ['montagne', 'montagnes'],
    'one-level living': ['plain pied', 'un seul niveau', 'un niveau'],
    'an in-law suite or guest house': ['logement independant', 'studio independant', 'appartement independant', 'maison d\'amis', 'maison d\'invites'],
    'fixer-upper potential': ['a renover', 'travaux a prevoir', 'a rafraichir', 'a restaurer']
  },
  negations: ['pas d\'', 'sans', 'sans une', 'pas de', 'aucun', 'aucune', ...combine(['loin', 'pas pres'], ['de', 'du', 'de la', 'des'])],
  intents: {
    greeting: [],
    thanks: ['merci', 'merci beaucoup', 'je vous remercie'],
    goodbye: ['au revoir', 'a bientot', 'bonne journee', 'bonne soiree', 'adieu'],
    identity: ['qui etes vous', 'qui es tu', ...combine(['etes vous', 'es tu', 'tu es', 'vous etes'], ['un', 'une', ''], ['robot', 'bot', 'humain', 'humaine', 'personne', 'personne reelle', 'ia', 'machine'])],
    human: ['vraie personne', 'agent humain', 'conseiller humain',
      ...combine(['parler', 'discuter'], ['a', 'avec'], ['une personne', 'un agent', 'un humain', "quelqu'un", 'un conseiller', 'un agent immobilier', 'une vraie personne'])],
    coverage: [...combine(['quelles', 'quels', 'dans quelles', 'dans quels'], ['villes', 'zones', 'quartiers', 'secteurs', 'regions']), 'ou etes vous', 'ou intervenez vous'],
    contact: [...combine(['organiser', 'planifier', 'reserver', 'prendre', 'programmer', 'demander'], ['une', ''], ['visite', 'rendez vous']), 'visite', 'visiter', 'contact', 'contacter',
      'appelez moi', 'telephone', 'numero de telephone', 'adresse e mail', 'courriel', 'horaires', 'politique', 'hypotheque', 'pret immobilier', 'credit immobilier', "taux d'interet",
      'avocat', 'notaire', 'conseil juridique', 'conseil fiscal', 'faire une offre', 'negocier', 'negociable',
      'taxe fonciere', 'impots', 'bon investissement', 'louer ou acheter', 'acheter ou louer', 'frais de notaire', 'assurance habitation'],
    offTopic: ['meteo', 'blague', 'blagues', 'poeme', 'recette', 'recettes', 'pizza', 'restaurant', 'restaurants', 'bar', 'bars', 'sport', 'sports', 'football', 'actualites', 'bourse',
      'bitcoin', 'crypto', 'film', 'films', 'chanson', 'chansons', 'traduire', 'devoirs', 'programmation', 'mathematiques', 'election', 'president', 'hotel', 'hotels'],
    fairHousing: ['crime', 'crimes', 'criminel', 'criminels', 'delinquants', 'securite', 'securise', 'securisee', 'quartier sur', 'quartier sure', 'en securite', 'criminalite', 'delinquance', 'dangereux', 'dangereuse', 'ecole', 'ecoles', 'familles',
      'familial', 'familiale', 'enfants', 'voisins', 'voisinage', 'religion', 'religieux', 'immigres', 'immigrants', 'demographie', 'retraites', 'personnes agees', 'couples', 'bon quartier'],
    more: ['plus de resultats', "plus d'options", 'autres options', 'page suivante']
  },
  opening: {
    greeting: ['bonjour', 'salut', 'bonsoir', 'coucou'],
    more: ['encore plus', 'montrez moi plus', 'montre moi plus', 'voir plus', 'la suite', 'suivants', "d'autres"],
    continues: ['et', 'aussi', 'seulement', 'juste', 'mais', 'maintenant', 'alors', 'avec', 'sans', 'moins cheres', 'moins chers', 'plus grandes', 'plus grands', 'parmi', 'lesquelles', 'lesquels']
  },
  built: {
    built: ['construit', 'construite', 'construits', 'construites', 'bati', 'batie', 'batis', 'baties'], after: ['apres', 'apres le'], since: ['depuis', 'a partir de'],
    before: ['avant', 'avant le'], in: ['en', 'dans les'], orLater: ['ou plus tard', 'ou apres'], orEarlier: ['ou avant'], newerThan: [], olderThan: [], decade: ['annees']
  },
  facts: {
    hoa: ['hoa', 'charges', 'charges de copropriete', 'frais de copropriete', 'charges mensuelles'],
    deposit: ['depot de garantie', 'caution', 'depot'],
    pricePerArea: ['prix au metre carre', 'prix au m2', 'prix par metre carre', 'prix au pied carre'],
    yearBuilt: ['annee de construction', 'construite quand', 'construit quand', 'de quand date', 'quand a t elle ete construite', 'quand a t il ete construit', 'construite en quelle annee', 'construit en quelle annee', 'date de construction'],
    lotSize: ['taille du terrain', 'surface du terrain', 'superficie du terrain', 'le terrain fait combien']
  },
  cues: {
    listing: ['maison', 'maisons', 'appartement', 'appartements', 'logement', 'logements', 'propriete', 'proprietes', 'annonce', 'annonces', 'location', 'locations', 'louer', 'acheter', 'vente'],
    search: ['montrez', 'montre', 'montrer', 'avez', 'cherche', 'chercher', 'recherche', 'trouver', 'voir', 'quel', 'quelle', 'quels', 'quelles', 'disponible', 'disponibles', 'veux',
      'voudrais', 'besoin', 'acheter', 'louer', 'vente', 'y a t il'],
    noun: ['maison', 'maisons', 'appartement', 'appartements', 'logement', 'logements', 'propriete', 'proprietes', 'annonce', 'annonces', 'studio', 'studios', 'terrain', 'terrains',
      'villa', 'villas', 'loft', 'lofts', 'duplex', 'copropriete', 'coproprietes', 'locations'],
    continues: ['parmi elles', 'parmi eux', 'celles ci', 'ceux ci', 'celles la', 'ceux la'],
    superlative: ['quelle', 'quel', 'laquelle', 'lequel', 'quelle est', 'quel est'],
    several: ['quelles maisons', 'quels appartements', 'quels logements'],
    anyPlace: ["n'importe ou", 'partout', 'toutes les villes', "n'importe quelle ville"],
    or: ['ou', 'ni', 'ni de', "ni d'"]
  },
  types: { condo: 'appartement en copropriété', town: 'maison de ville', single: 'maison individuelle', apartment: 'appartement', multi: 'immeuble plurifamilial', land: 'terrain' },
  ofType: (t) => `de type ${t}`,
  join: { with: (n) => `avec ${n.join(' et ')}`, without: (n) => `sans ${n.join(' ni ')}`, rest: 'avec les autres critères demandés' },
  phrases: {
    homes: 'logements', forSale: 'à vendre', forRent: 'à louer', inPlace: (p) => `à ${p}`, or: 'ou',
    withBedrooms: (n) => `avec ${plural(n, 'chambre', 'chambres')}`, atLeastBedrooms: (n) => `avec au moins ${plural(n, 'chambre', 'chambres')}`,
    bedroomsBetween: (l, h) => `avec ${l} à ${plural(h, 'chambre', 'chambres')}`, atMostBedrooms: (n) => `avec au plus ${plural(n, 'chambre', 'chambres')}`,
    upTo: (m) => `jusqu'à ${m}`, below: (m) => `à moins de ${m}`, above: (m) => `à plus de ${m}`, from: (m) => `à partir de ${m}`, between: (a, b) => `entre ${a} et ${b}`, perMonth: '/mois', bd: 'ch.', ba: 'sdb',
    found: (total, what) => `J'ai trouvé **${total} ${what}**`,
    priced: (a, b) => ` (de ${a} à ${b})`,
    foundOne: (what) => `J'ai trouvé une annonce pour **${what}** :`,
    firstOf: (shown, order) => `. Voici les ${shown} premiers${order} :`,
    page: (what, from, to, total, order) => `Voici ${what} ${from} à ${to} sur ${total}${order} :`,
    order: { price_asc: ', du moins cher au plus cher', price_desc: ', du plus cher au moins cher', largest: ', du plus grand au plus petit', newest: ', les plus récents d\'abord', smallest: ', du plus petit au plus grand', built: ', les plus récemment construits d\'abord', lot_desc: ', du plus grand terrain au plus petit' },
    standsOut: { price_asc: (h) => `Le moins cher est ${h}.`, price_desc: (h) => `Le plus cher est ${h}.`, largest: (h) => `Le plus grand est ${h}.`, smallest: (h) => `Le plus petit est ${h}.`, newest: (h) => `Le plus récent sur le marché est ${h}.`, built: (h) => `Le plus récemment construit est ${h}.`, lot_desc: (h) => `Le plus grand terrain est celui de ${h}.` },
    showMore: (next) => `Écrivez **« voir plus »** pour voir les ${next} suivants, ou précisez le prix ou le nombre de chambres.`,
    askByMls: 'Demandez-moi n\'importe lequel par son numéro MLS pour tous les détails.',
    allShown: (total, what) => (total === 1 ? `C'est tout : je vous ai montré la seule annonce de ${what}.` : `C'est tout : je vous ai montré les ${total} ${what}.`),
    none: (what) => `Je n'ai trouvé aucun résultat pour ${what} pour le moment.`,
    closest: (what, total) => `Les plus proches sont ${what} (${total} au total) ; les plus abordables :`,
    closestMore: (from, to, total) => `D'autres résultats proches, ${from} à ${to} sur ${total} :`,
    placesAre: (places) => `Les logements proposés ici se trouvent à ${places}.`,
    noPlace: (place) => `Je n'ai aucune annonce à ${place}.`,
    notFound: (named) => `Je n'ai trouvé aucune annonce avec ${named}. Vérifiez-le, ou demandez-moi une recherche par ville, prix ou chambres.`,
    gone: "Cette annonce n'est plus en ligne ici. Demandez-moi d'en chercher d'autres par ville, prix ou chambres.",
    fairHousing: 'Je peux seulement vous dire ce que chaque annonce dit du logement, pas qui vit dans un quartier, ses écoles ni sa sécurité. Pour cela, les sources officielles comme le district scolaire et les autorités locales peuvent vous aider.',
    cannot: 'Je suis un assistant automatique : je ne peux pas organiser de visites ni répondre pour l\'agence sur des conditions que les annonces n\'indiquent pas.',
    pointer: (person) => person
      ? 'Utilisez le bouton **Parler à une personne** de ce chat et un membre de l\'équipe vous répondra par e-mail.'
      : 'Contactez l\'agence via ce site, sur sa page de contact.',
    fallback: 'Désolé, je ne peux pas vous aider pour cela. Je suis un assistant automatique qui ne connaît que les logements proposés ici : je peux les chercher par ville, prix, chambres, type, équipements, à vendre ou à louer.',
    whichOne: (n) => `Duquel des ${n} logements parlez-vous ? Dites « le premier », « le deuxième »… ou donnez-moi son numéro MLS.`,
    mentions: (n) => `**Oui**, cette annonce mentionne : ${n.join(' et ')}.`, mentionsNone: (n) => `Cette annonce ne mentionne pas : ${n.join(' ni ')}.`,
    notStated: (l) => `**${l} :** non indiqué dans cette annonce.`,
    sideBySide: (n) => `Voici les ${n} logements côte à côte :`,
    hello: 'Bonjour ! ', thanks: 'Avec plaisir ! Dites-moi si vous voulez voir d\'autres logements.', goodbye: 'Au revoir, et bonne recherche !'
  },
  labels: {
    colon: ' :', price: 'Prix', listed: 'Offre', status: 'Statut', statuses: { Active: 'Disponible', PreOnMarket: 'Bientôt disponible (avant sa mise en vente)', Sold: 'Vendu' },
    type: 'Type', bedrooms: 'Chambres', bathrooms: 'Salles de bain',
    countBedrooms: (count, n) => `${count} ${word(n, 'chambre', 'chambres')}`, countBathrooms: (count, n) => `${count} ${word(n, 'salle de bain', 'salles de bain')}`,
    size: 'Surface', pricePerArea: 'Prix par surface', lot: 'terrain', lotSize: 'Taille du terrain', yearBuilt: 'Année de construction', parking: 'Stationnement', countSpots: (n) => plural(n, 'place', 'places'),
    daysOnMarket: 'Jours sur le marché', hoa: 'Charges HOA', deposit: 'Dépôt de garantie', tours: 'Visites', openHouse: 'portes ouvertes', tour3d: 'visite 3D',
    seeAll: 'Voir les photos et tous les détails'
  },
  leads,
  measures: {
    squareFeet: ['pieds carrés', 'pied carré', 'pi2', 'pi²'], squareMeters: ['mètres carrés', 'mètre carré', 'm2', 'm²'],
    acre: ['acre', 'acres'], hectare: ['hectare', 'hectares'], lot: ['terrain', 'terrains', 'parcelle', 'parcelles', 'terrain de', 'parcelle de'], per: ['par', 'le', 'au'],
    free: [], big: ['grand', 'grande', 'grands', 'grandes', 'vaste', 'vastes', 'immense', 'immenses']
  }
} satisfies LanguagePack
