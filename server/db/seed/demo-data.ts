// Demo content of a first start (issue 3, item 9): realistic texts in French, English and
// Italian over the four sectors, so that a newcomer's `npm start` shows a living site.
import type { Localized, SectorCode } from "../../../domain/constants.ts";

export interface DemoProject {
  secteur: SectorCode;
  annee: number;
  statutLivraison: "en cours" | "livré";
  monthsAgo: number;
  titre: Localized;
  description: Localized;
  contenu: Localized;
  motsCles: Localized;
}

export interface DemoArticle {
  categories: SectorCode[];
  monthsAgo: number;
  titre: Localized;
  resume: Localized;
  contenu: Localized;
  motsCles: Localized;
}

export interface DemoOpportunity {
  secteur: SectorCode;
  categorie: string;
  pays: string;
  contact: string;
  quantiteDisponible: string;
  titre: Localized;
  description: Localized;
  contenu: Localized;
  motsCles: Localized;
}

export const DEMO_PROJECTS: DemoProject[] = [
  {
    secteur: "immobilier",
    annee: 2024,
    statutLivraison: "livré",
    monthsAgo: 10,
    titre: {
      fr: "Résidence Les Almadies à Dakar",
      en: "Les Almadies residence in Dakar",
      it: "Residenza Les Almadies a Dakar",
    },
    description: {
      fr: "Quarante-huit appartements de standing face à l'océan, livrés avec neuf mois d'avance.",
      en: "Forty-eight high-end flats facing the ocean, delivered nine months ahead of schedule.",
      it: "Quarantotto appartamenti di pregio sull'oceano, consegnati con nove mesi di anticipo.",
    },
    contenu: {
      fr: "La résidence compte quatre bâtiments de six niveaux, une piscine, un parking souterrain et des panneaux solaires qui couvrent 40 % des besoins des parties communes. Le chantier a employé 320 personnes de la région.",
      en: "The residence has four six-storey buildings, a pool, underground parking and solar panels covering 40% of the shared areas' needs. The site employed 320 people from the region.",
      it: "La residenza comprende quattro edifici di sei piani, una piscina, un parcheggio sotterraneo e pannelli solari che coprono il 40% dei consumi delle parti comuni. Il cantiere ha impiegato 320 persone della zona.",
    },
    motsCles: {
      fr: "résidentiel, Dakar, solaire",
      en: "residential, Dakar, solar",
      it: "residenziale, Dakar, solare",
    },
  },
  {
    secteur: "immobilier",
    annee: 2026,
    statutLivraison: "en cours",
    monthsAgo: 2,
    titre: {
      fr: "Centre d'affaires du Plateau à Abidjan",
      en: "Plateau business centre in Abidjan",
      it: "Centro direzionale del Plateau ad Abidjan",
    },
    description: {
      fr: "Une tour de bureaux certifiée HQE de 18 000 m² au cœur du quartier des affaires.",
      en: "An 18,000 m² HQE-certified office tower in the heart of the business district.",
      it: "Una torre per uffici certificata HQE di 18.000 m² nel cuore del quartiere degli affari.",
    },
    contenu: {
      fr: "Les plateaux modulables accueilleront banques, cabinets et start-up. La livraison du gros œuvre est prévue pour la fin de l'année, l'ouverture au premier semestre suivant.",
      en: "The flexible floors will house banks, firms and start-ups. The structural work is due by the end of the year, with opening in the following first half.",
      it: "I piani modulabili ospiteranno banche, studi professionali e start-up. La struttura sarà completata entro fine anno, l'apertura nel primo semestre successivo.",
    },
    motsCles: {
      fr: "bureaux, Abidjan, HQE",
      en: "offices, Abidjan, HQE",
      it: "uffici, Abidjan, HQE",
    },
  },
  {
    secteur: "aviation",
    annee: 2025,
    statutLivraison: "livré",
    monthsAgo: 7,
    titre: {
      fr: "Ligne cargo Dakar – Bamako – Ouagadougou",
      en: "Dakar – Bamako – Ouagadougou cargo route",
      it: "Linea cargo Dakar – Bamako – Ouagadougou",
    },
    description: {
      fr: "Trois rotations hebdomadaires pour le fret express, les produits frais et les pièces industrielles.",
      en: "Three weekly rotations for express freight, fresh produce and industrial parts.",
      it: "Tre rotazioni settimanali per merci espresse, prodotti freschi e ricambi industriali.",
    },
    contenu: {
      fr: "Depuis son ouverture, la ligne a transporté plus de 2 400 tonnes avec un taux de ponctualité de 97 %. Les créneaux sont réservables 24 h à l'avance.",
      en: "Since opening, the route has carried over 2,400 tonnes with 97% on-time performance. Slots can be booked 24 hours ahead.",
      it: "Dall'apertura la linea ha trasportato oltre 2.400 tonnellate con una puntualità del 97%. Gli slot sono prenotabili con 24 ore di anticipo.",
    },
    motsCles: { fr: "fret aérien, Sahel", en: "air freight, Sahel", it: "cargo aereo, Sahel" },
  },
  {
    secteur: "aviation",
    annee: 2026,
    statutLivraison: "en cours",
    monthsAgo: 1,
    titre: {
      fr: "Hangar de maintenance à Lomé",
      en: "Maintenance hangar in Lomé",
      it: "Hangar di manutenzione a Lomé",
    },
    description: {
      fr: "Un hangar de 6 000 m² pour la maintenance en ligne et les visites de type C des appareils régionaux.",
      en: "A 6,000 m² hangar for line maintenance and C-checks of regional aircraft.",
      it: "Un hangar di 6.000 m² per la manutenzione di linea e i controlli C degli aerei regionali.",
    },
    contenu: {
      fr: "Le hangar pourra accueillir deux ATR 72 simultanément. Un atelier de formation certifiera quarante techniciens par an.",
      en: "The hangar will hold two ATR 72s at once. A training workshop will certify forty technicians a year.",
      it: "L'hangar potrà ospitare due ATR 72 contemporaneamente. Un laboratorio formerà e certificherà quaranta tecnici l'anno.",
    },
    motsCles: { fr: "maintenance, Lomé", en: "maintenance, Lomé", it: "manutenzione, Lomé" },
  },
  {
    secteur: "mines",
    annee: 2025,
    statutLivraison: "livré",
    monthsAgo: 5,
    titre: {
      fr: "Exploration aurifère dans la région de Kédougou",
      en: "Gold exploration in the Kédougou region",
      it: "Esplorazione aurifera nella regione di Kédougou",
    },
    description: {
      fr: "Campagne de forage de 12 000 mètres et étude d'impact environnemental complète.",
      en: "A 12,000-metre drilling campaign and a full environmental impact study.",
      it: "Campagna di perforazione di 12.000 metri e studio completo di impatto ambientale.",
    },
    contenu: {
      fr: "Les résultats confirment un gisement exploitable à ciel ouvert. Un plan de réhabilitation des sols et un programme d'emploi local accompagnent le projet.",
      en: "The results confirm a deposit that can be mined as an open pit. A land rehabilitation plan and a local hiring programme come with the project.",
      it: "I risultati confermano un giacimento sfruttabile a cielo aperto. Il progetto prevede un piano di ripristino dei suoli e un programma di assunzioni locali.",
    },
    motsCles: {
      fr: "or, forage, Sénégal",
      en: "gold, drilling, Senegal",
      it: "oro, perforazione, Senegal",
    },
  },
  {
    secteur: "mines",
    annee: 2026,
    statutLivraison: "en cours",
    monthsAgo: 3,
    titre: {
      fr: "Conseil pour une carrière de granite en Guinée",
      en: "Advisory for a granite quarry in Guinea",
      it: "Consulenza per una cava di granito in Guinea",
    },
    description: {
      fr: "Accompagnement technique, juridique et environnemental d'un exploitant de granulats.",
      en: "Technical, legal and environmental support for an aggregates producer.",
      it: "Assistenza tecnica, legale e ambientale a un produttore di inerti.",
    },
    contenu: {
      fr: "Nos ingénieurs optimisent le plan de tir, la sécurité du site et la logistique d'évacuation vers le port de Conakry.",
      en: "Our engineers optimise the blasting plan, site safety and haulage to the port of Conakry.",
      it: "I nostri ingegneri ottimizzano il piano di brillamento, la sicurezza del sito e il trasporto verso il porto di Conakry.",
    },
    motsCles: { fr: "carrière, Guinée", en: "quarry, Guinea", it: "cava, Guinea" },
  },
  {
    secteur: "logistique",
    annee: 2025,
    statutLivraison: "livré",
    monthsAgo: 6,
    titre: {
      fr: "Plateforme logistique de Diamniadio",
      en: "Diamniadio logistics hub",
      it: "Piattaforma logistica di Diamniadio",
    },
    description: {
      fr: "Un entrepôt sous douane de 25 000 m² relié au port de Dakar et à l'aéroport AIBD.",
      en: "A 25,000 m² bonded warehouse linked to the port of Dakar and AIBD airport.",
      it: "Un magazzino doganale di 25.000 m² collegato al porto di Dakar e all'aeroporto AIBD.",
    },
    contenu: {
      fr: "Chambres froides, zone de cross-docking et système de gestion d'entrepôt en temps réel : la plateforme traite 400 commandes par jour.",
      en: "Cold rooms, a cross-docking area and a real-time warehouse management system: the hub handles 400 orders a day.",
      it: "Celle frigorifere, area di cross-docking e gestione del magazzino in tempo reale: la piattaforma evade 400 ordini al giorno.",
    },
    motsCles: {
      fr: "entrepôt, douane, Dakar",
      en: "warehouse, customs, Dakar",
      it: "magazzino, dogana, Dakar",
    },
  },
  {
    secteur: "logistique",
    annee: 2026,
    statutLivraison: "en cours",
    monthsAgo: 0,
    titre: {
      fr: "Corridor routier Abidjan – Ouagadougou",
      en: "Abidjan – Ouagadougou road corridor",
      it: "Corridoio stradale Abidjan – Ouagadougou",
    },
    description: {
      fr: "Une flotte de 60 camions suivis par GPS pour la distribution express en 24 à 48 h.",
      en: "A fleet of 60 GPS-tracked trucks for express distribution within 24 to 48 hours.",
      it: "Una flotta di 60 camion tracciati via GPS per la distribuzione espressa in 24–48 ore.",
    },
    contenu: {
      fr: "Le corridor relie les entrepôts côtiers aux centres de distribution du Burkina Faso, avec un suivi en ligne de chaque expédition.",
      en: "The corridor links coastal warehouses to distribution centres in Burkina Faso, with online tracking of every shipment.",
      it: "Il corridoio collega i magazzini costieri ai centri di distribuzione del Burkina Faso, con tracciamento online di ogni spedizione.",
    },
    motsCles: {
      fr: "transport, distribution",
      en: "transport, distribution",
      it: "trasporto, distribuzione",
    },
  },
];

const LONG_FR =
  " Nos équipes restent joignables 24 h sur 24 et 7 jours sur 7, et chaque demande reçoit une réponse sous 24 heures ouvrées.";
const LONG_EN =
  " Our teams can be reached 24/7, and every request receives an answer within 24 business hours.";
const LONG_IT =
  " I nostri team sono raggiungibili 24 ore su 24, 7 giorni su 7, e ogni richiesta riceve risposta entro 24 ore lavorative.";

const article = (
  categories: SectorCode[],
  monthsAgo: number,
  titre: Localized,
  resume: Localized,
  corps: Localized,
  motsCles: Localized,
): DemoArticle => ({
  categories,
  monthsAgo,
  titre,
  resume,
  contenu: { fr: corps.fr + LONG_FR, en: corps.en + LONG_EN, it: corps.it + LONG_IT },
  motsCles,
});

export const DEMO_ARTICLES: DemoArticle[] = [
  article(
    ["immobilier"],
    0,
    {
      fr: "Le logement abordable, priorité de nos chantiers 2026",
      en: "Affordable housing, the priority of our 2026 projects",
      it: "Alloggi accessibili, priorità dei nostri cantieri 2026",
    },
    {
      fr: "Mille logements sociaux lancés au Sénégal et en Côte d'Ivoire.",
      en: "A thousand social housing units launched in Senegal and Côte d'Ivoire.",
      it: "Mille alloggi sociali avviati in Senegal e Costa d'Avorio.",
    },
    {
      fr: "Avec nos partenaires publics, nous lançons cette année mille logements sociaux, construits avec des matériaux locaux et des toitures solaires.",
      en: "With our public partners, we are launching a thousand social housing units this year, built with local materials and solar roofs.",
      it: "Con i nostri partner pubblici avviamo quest'anno mille alloggi sociali, costruiti con materiali locali e tetti solari.",
    },
    { fr: "logement, social", en: "housing, social", it: "alloggi, sociale" },
  ),
  article(
    ["aviation", "logistique"],
    1,
    {
      fr: "Fret aérien : des créneaux garantis vers quinze pays",
      en: "Air freight: guaranteed slots to fifteen countries",
      it: "Cargo aereo: slot garantiti verso quindici paesi",
    },
    {
      fr: "Notre réseau couvre désormais quinze pays d'Afrique de l'Ouest.",
      en: "Our network now covers fifteen West African countries.",
      it: "La nostra rete copre ora quindici paesi dell'Africa occidentale.",
    },
    {
      fr: "Grâce à de nouveaux accords avec les compagnies régionales, nos clients réservent des créneaux garantis vers quinze pays, avec une réponse sous deux heures ouvrées.",
      en: "Thanks to new agreements with regional airlines, our clients book guaranteed slots to fifteen countries, with an answer within two business hours.",
      it: "Grazie a nuovi accordi con le compagnie regionali, i nostri clienti prenotano slot garantiti verso quindici paesi, con risposta entro due ore lavorative.",
    },
    { fr: "fret, aérien", en: "freight, air", it: "cargo, aereo" },
  ),
  article(
    ["mines"],
    2,
    {
      fr: "Mines responsables : notre charte environnementale",
      en: "Responsible mining: our environmental charter",
      it: "Miniere responsabili: la nostra carta ambientale",
    },
    {
      fr: "Réhabilitation des sites, gestion de l'eau et emploi local.",
      en: "Site rehabilitation, water management and local employment.",
      it: "Ripristino dei siti, gestione dell'acqua e occupazione locale.",
    },
    {
      fr: "Sur plus de 200 sites exploitables étudiés dans dix pays, nous appliquons la même charte : eau recyclée, sols réhabilités et emplois locaux.",
      en: "Across more than 200 workable sites studied in ten countries, we apply the same charter: recycled water, rehabilitated land and local jobs.",
      it: "Su oltre 200 siti sfruttabili studiati in dieci paesi applichiamo la stessa carta: acqua riciclata, suoli ripristinati e lavoro locale.",
    },
    { fr: "environnement, mines", en: "environment, mining", it: "ambiente, miniere" },
  ),
  article(
    ["logistique"],
    3,
    {
      fr: "Livraison express en 24 à 48 heures dans la sous-région",
      en: "Express delivery within 24 to 48 hours across the region",
      it: "Consegna espressa in 24-48 ore in tutta la regione",
    },
    {
      fr: "Notre offre express couvre désormais trois capitales de plus.",
      en: "Our express offer now reaches three more capitals.",
      it: "La nostra offerta espressa raggiunge ora altre tre capitali.",
    },
    {
      fr: "Entrepôts reliés, camions suivis par GPS et dédouanement anticipé : nos délais de livraison express tombent à 24 à 48 heures.",
      en: "Connected warehouses, GPS-tracked trucks and early customs clearance: our express delivery times drop to 24 to 48 hours.",
      it: "Magazzini collegati, camion tracciati via GPS e sdoganamento anticipato: i tempi di consegna espressa scendono a 24-48 ore.",
    },
    { fr: "express, livraison", en: "express, delivery", it: "espresso, consegna" },
  ),
  article(
    ["immobilier", "logistique"],
    4,
    {
      fr: "Nos bureaux de Dakar, Abidjan et Lomé s'agrandissent",
      en: "Our Dakar, Abidjan and Lomé offices are growing",
      it: "I nostri uffici di Dakar, Abidjan e Lomé crescono",
    },
    {
      fr: "Trois implantations pour être au plus près de nos clients.",
      en: "Three locations to stay close to our clients.",
      it: "Tre sedi per essere più vicini ai nostri clienti.",
    },
    {
      fr: "Pour accompagner notre croissance, nos trois bureaux régionaux accueillent de nouvelles équipes commerciales et techniques.",
      en: "To support our growth, our three regional offices are welcoming new sales and technical teams.",
      it: "Per sostenere la nostra crescita, i tre uffici regionali accolgono nuovi team commerciali e tecnici.",
    },
    { fr: "entreprise, recrutement", en: "company, hiring", it: "azienda, assunzioni" },
  ),
  article(
    ["aviation"],
    5,
    {
      fr: "Trente ans d'expérience au service du transport aérien",
      en: "Thirty years of experience serving air transport",
      it: "Trent'anni di esperienza al servizio del trasporto aereo",
    },
    {
      fr: "Transport de passagers, cargo et maintenance : retour sur trois décennies.",
      en: "Passengers, cargo and maintenance: three decades in review.",
      it: "Passeggeri, cargo e manutenzione: tre decenni in rassegna.",
    },
    {
      fr: "Depuis trente ans, nos équipes assurent le transport, le cargo et la maintenance pour des compagnies de toute l'Afrique de l'Ouest.",
      en: "For thirty years, our teams have provided transport, cargo and maintenance for airlines across West Africa.",
      it: "Da trent'anni i nostri team garantiscono trasporto, cargo e manutenzione per compagnie di tutta l'Africa occidentale.",
    },
    { fr: "aviation, histoire", en: "aviation, history", it: "aviazione, storia" },
  ),
];

export const DEMO_OPPORTUNITIES: DemoOpportunity[] = [
  {
    secteur: "mines",
    categorie: "Minerais",
    pays: "Guinée",
    contact: "mines@example.com",
    quantiteDisponible: "5 000 tonnes de bauxite par mois",
    titre: {
      fr: "Bauxite en vrac disponible",
      en: "Bulk bauxite available",
      it: "Bauxite sfusa disponibile",
    },
    description: {
      fr: "Lots mensuels de bauxite de qualité métallurgique, chargés au port de Kamsar.",
      en: "Monthly lots of metallurgical-grade bauxite, loaded at the port of Kamsar.",
      it: "Lotti mensili di bauxite di grado metallurgico, caricati al porto di Kamsar.",
    },
    contenu: {
      fr: "Analyses de laboratoire fournies pour chaque lot. Contrats annuels possibles.",
      en: "Laboratory analyses supplied for each lot. Annual contracts available.",
      it: "Analisi di laboratorio fornite per ogni lotto. Possibili contratti annuali.",
    },
    motsCles: { fr: "bauxite, export", en: "bauxite, export", it: "bauxite, export" },
  },
  {
    secteur: "immobilier",
    categorie: "Terrains",
    pays: "Sénégal",
    contact: "+221 77 123 45 67",
    quantiteDisponible: "12 parcelles de 500 m²",
    titre: {
      fr: "Parcelles viabilisées à Diamniadio",
      en: "Serviced plots in Diamniadio",
      it: "Lotti urbanizzati a Diamniadio",
    },
    description: {
      fr: "Terrains titrés, raccordés à l'eau et à l'électricité, proches de l'autoroute à péage.",
      en: "Titled plots connected to water and power, close to the toll motorway.",
      it: "Terreni con titolo, allacciati ad acqua ed elettricità, vicino all'autostrada.",
    },
    contenu: {
      fr: "Idéal pour logements ou petits commerces. Visites sur rendez-vous.",
      en: "Ideal for housing or small shops. Visits by appointment.",
      it: "Ideale per abitazioni o piccoli negozi. Visite su appuntamento.",
    },
    motsCles: {
      fr: "terrain, investissement",
      en: "land, investment",
      it: "terreno, investimento",
    },
  },
  {
    secteur: "logistique",
    categorie: "Entreposage",
    pays: "Côte d'Ivoire",
    contact: "logistique@example.com",
    quantiteDisponible: "3 000 m² d'entrepôt",
    titre: {
      fr: "Espace d'entrepôt sous douane à Abidjan",
      en: "Bonded warehouse space in Abidjan",
      it: "Spazio in magazzino doganale ad Abidjan",
    },
    description: {
      fr: "Surface disponible immédiatement, avec gestion des stocks et préparation de commandes.",
      en: "Space available now, with inventory management and order picking.",
      it: "Superficie disponibile subito, con gestione scorte e preparazione ordini.",
    },
    contenu: {
      fr: "Sécurité 24/7, quais de chargement et accès direct au port autonome.",
      en: "24/7 security, loading docks and direct access to the autonomous port.",
      it: "Sicurezza 24/7, banchine di carico e accesso diretto al porto autonomo.",
    },
    motsCles: { fr: "entrepôt, douane", en: "warehouse, customs", it: "magazzino, dogana" },
  },
  {
    secteur: "aviation",
    categorie: "Affrètement",
    pays: "Togo",
    contact: "aviation@example.com",
    quantiteDisponible: "Un ATR 72 cargo, 8 tonnes",
    titre: {
      fr: "Avion cargo disponible à l'affrètement",
      en: "Cargo aircraft available for charter",
      it: "Aereo cargo disponibile a noleggio",
    },
    description: {
      fr: "Affrètement ponctuel ou régulier au départ de Lomé vers toute la sous-région.",
      en: "One-off or regular charters from Lomé to the whole region.",
      it: "Noleggi singoli o regolari da Lomé verso tutta la regione.",
    },
    contenu: {
      fr: "Réponse sous deux heures ouvrées. Équipage et assurance inclus.",
      en: "Answer within two business hours. Crew and insurance included.",
      it: "Risposta entro due ore lavorative. Equipaggio e assicurazione inclusi.",
    },
    motsCles: { fr: "affrètement, cargo", en: "charter, cargo", it: "noleggio, cargo" },
  },
  {
    secteur: "mines",
    categorie: "Équipement",
    pays: "Mali",
    contact: "+223 20 22 33 44",
    quantiteDisponible: "4 tombereaux et 2 foreuses",
    titre: {
      fr: "Engins miniers en location",
      en: "Mining equipment for hire",
      it: "Mezzi minerari a noleggio",
    },
    description: {
      fr: "Tombereaux et foreuses révisés, disponibles avec ou sans opérateur.",
      en: "Serviced dump trucks and drills, available with or without operator.",
      it: "Dumper e perforatrici revisionati, disponibili con o senza operatore.",
    },
    contenu: {
      fr: "Maintenance sur site assurée par nos techniciens. Location au mois.",
      en: "On-site maintenance by our technicians. Monthly hire.",
      it: "Manutenzione in sito a cura dei nostri tecnici. Noleggio mensile.",
    },
    motsCles: { fr: "location, engins", en: "hire, equipment", it: "noleggio, mezzi" },
  },
  {
    secteur: "logistique",
    categorie: "Transport",
    pays: "Burkina Faso",
    contact: "transport@example.com",
    quantiteDisponible: "20 camions par semaine",
    titre: {
      fr: "Capacité de transport retour vers la côte",
      en: "Return haulage capacity to the coast",
      it: "Capacità di trasporto di ritorno verso la costa",
    },
    description: {
      fr: "Camions disponibles au retour de Ouagadougou vers Abidjan et Lomé à tarif réduit.",
      en: "Trucks available on the return trip from Ouagadougou to Abidjan and Lomé at a reduced rate.",
      it: "Camion disponibili al ritorno da Ouagadougou verso Abidjan e Lomé a tariffa ridotta.",
    },
    contenu: {
      fr: "Idéal pour l'export de coton, de karité et de produits agricoles.",
      en: "Ideal for exporting cotton, shea and farm produce.",
      it: "Ideale per l'export di cotone, karité e prodotti agricoli.",
    },
    motsCles: { fr: "transport, export", en: "haulage, export", it: "trasporto, export" },
  },
];
