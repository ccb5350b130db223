// Demo content of a first start (issue 3, item 9): realistic texts in French, English and
// Italian over the four sectors, so that a newcomer's `npm start` shows a living site.

import type { Localized, SectorCode } from "../../../domain/constants.ts";
import type { LegalNotice } from "../../../domain/legal-notice.ts";

export interface DemoProject {
  secteur: SectorCode;
  annee: number;
  statutLivraison: "en cours" | "livré";
  monthsAgo: number;
  titre: Localized;
  description: Localized;
  contenu: Localized;
  motsCles: Localized;
  /** The project's owner (one text for every language). */
  client?: string;
  lieu?: Localized;
  /** Its key figures: a short value and what it measures, in each language. */
  chiffresCles?: { valeur: string; libelle: Localized }[];
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
  /** The French label of one of DEMO_CATEGORIES. */
  categorie: string;
  /** ISO 3166-1 alpha-2. */
  codePays: string;
  contact: string;
  /** Figures and units only: the field has one text for the three languages. */
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
      fr: "La résidence a été livrée **neuf mois avant la date prévue**, sans dépassement du budget.\n\n## Ce que compte la résidence\n\n- quatre bâtiments de six niveaux\n- une piscine et un parking souterrain\n- des panneaux solaires qui couvrent 40 % des besoins des parties communes\n\n## Un chantier local\n\nLe chantier a employé 320 personnes de la région, dont une *école de chantier* de quarante apprentis. Visites sur rendez-vous : [contactez-nous](/contact).",
      en: "The residence was delivered **nine months ahead of schedule**, within budget.\n\n## What the residence offers\n\n- four six-storey buildings\n- a pool and underground parking\n- solar panels covering 40% of the shared areas' needs\n\n## A local building site\n\nThe site employed 320 people from the region, including a *site school* of forty apprentices. Visits by appointment: [contact us](/en/contact).",
      it: "La residenza è stata consegnata **nove mesi prima del previsto**, nel rispetto del budget.\n\n## Cosa offre la residenza\n\n- quattro edifici di sei piani\n- una piscina e un parcheggio sotterraneo\n- pannelli solari che coprono il 40% dei consumi delle parti comuni\n\n## Un cantiere locale\n\nIl cantiere ha impiegato 320 persone della zona, tra cui una *scuola di cantiere* di quaranta apprendisti. Visite su appuntamento: [contattateci](/it/contatti).",
    },
    motsCles: {
      fr: "résidentiel, Dakar, solaire",
      en: "residential, Dakar, solar",
      it: "residenziale, Dakar, solare",
    },
    client: "SCI Almadies Océan",
    lieu: { fr: "Dakar, Sénégal", en: "Dakar, Senegal", it: "Dakar, Senegal" },
    chiffresCles: [
      {
        valeur: "48",
        libelle: {
          fr: "appartements livrés",
          en: "flats delivered",
          it: "appartamenti consegnati",
        },
      },
      {
        valeur: "12 000 m²",
        libelle: { fr: "surface bâtie", en: "built floor area", it: "superficie costruita" },
      },
      {
        valeur: "320",
        libelle: { fr: "emplois locaux", en: "local jobs", it: "posti di lavoro locali" },
      },
      {
        valeur: "9 mois",
        libelle: { fr: "d'avance sur le planning", en: "ahead of schedule", it: "di anticipo" },
      },
    ],
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
    client: "Banque Ouest-Africaine de l'Habitat",
    lieu: {
      fr: "Le Plateau, Abidjan, Côte d'Ivoire",
      en: "Le Plateau, Abidjan, Côte d'Ivoire",
      it: "Le Plateau, Abidjan, Costa d'Avorio",
    },
    chiffresCles: [
      {
        valeur: "18 000 m²",
        libelle: { fr: "de bureaux", en: "of office space", it: "di uffici" },
      },
      { valeur: "22", libelle: { fr: "étages", en: "storeys", it: "piani" } },
      {
        valeur: "350",
        libelle: { fr: "emplois créés", en: "jobs created", it: "posti di lavoro creati" },
      },
    ],
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
      fr: "Depuis son ouverture, la ligne a transporté plus de **2 400 tonnes** avec un taux de ponctualité de 97 %.\n\n## Réserver un créneau\n\n1. Envoyez le poids, le volume et la nature de la marchandise.\n2. Recevez une cotation sous deux heures ouvrées.\n3. Déposez le fret au terminal 24 h avant le vol.\n\n> Les produits frais voyagent en soute réfrigérée, de bout en bout.",
      en: "Since opening, the route has carried over **2,400 tonnes** with 97% on-time performance.\n\n## Booking a slot\n\n1. Send the weight, volume and nature of the goods.\n2. Receive a quote within two business hours.\n3. Drop the freight at the terminal 24 hours before the flight.\n\n> Fresh produce travels in a refrigerated hold, end to end.",
      it: "Dall'apertura la linea ha trasportato oltre **2.400 tonnellate** con una puntualità del 97%.\n\n## Prenotare uno slot\n\n1. Inviate peso, volume e natura della merce.\n2. Ricevete un preventivo entro due ore lavorative.\n3. Consegnate la merce al terminal 24 ore prima del volo.\n\n> I prodotti freschi viaggiano in stiva refrigerata, dall'inizio alla fine.",
    },
    motsCles: { fr: "fret aérien, Sahel", en: "air freight, Sahel", it: "cargo aereo, Sahel" },
    client: "Consortium des chargeurs du Sahel",
    lieu: {
      fr: "Dakar, Bamako et Ouagadougou",
      en: "Dakar, Bamako and Ouagadougou",
      it: "Dakar, Bamako e Ouagadougou",
    },
    chiffresCles: [
      {
        valeur: "2 400 t",
        libelle: { fr: "de fret transporté", en: "of freight carried", it: "di merci trasportate" },
      },
      {
        valeur: "97 %",
        libelle: { fr: "de vols à l'heure", en: "of flights on time", it: "di voli puntuali" },
      },
      {
        valeur: "3",
        libelle: {
          fr: "rotations par semaine",
          en: "rotations a week",
          it: "rotazioni a settimana",
        },
      },
    ],
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
  {
    secteur: "aviation",
    annee: 2026,
    statutLivraison: "livré",
    monthsAgo: 4,
    titre: {
      fr: "Terminal de fret de l'aéroport de Niamey",
      en: "Niamey airport cargo terminal",
      it: "Terminal merci dell'aeroporto di Niamey",
    },
    description: {
      fr: "Un terminal de 4 500 m² avec chambres froides et scanners pour le fret express, les médicaments et les produits frais.",
      en: "A 4,500 m² terminal with cold rooms and scanners for express freight, medicines and fresh produce.",
      it: "Un terminal di 4.500 m² con celle frigorifere e scanner per merci espresse, farmaci e prodotti freschi.",
    },
    contenu: {
      fr: "Le terminal traite jusqu'à 60 tonnes par jour et ramène à moins de quatre heures le délai entre l'atterrissage et la remise au destinataire. Une zone sous douane et un guichet unique partagé avec les services de l'État simplifient les formalités des importateurs nigériens.",
      en: "The terminal handles up to 60 tonnes a day and cuts the time from landing to delivery to under four hours. A bonded area and a one-stop counter shared with government services simplify formalities for importers in Niger.",
      it: "Il terminal gestisce fino a 60 tonnellate al giorno e riduce a meno di quattro ore il tempo tra l'atterraggio e la consegna al destinatario. Un'area doganale e uno sportello unico condiviso con i servizi statali semplificano le formalità per gli importatori nigerini.",
    },
    motsCles: {
      fr: "fret aérien, Niamey, chaîne du froid",
      en: "air cargo, Niamey, cold chain",
      it: "cargo aereo, Niamey, catena del freddo",
    },
  },
  {
    secteur: "mines",
    annee: 2025,
    statutLivraison: "livré",
    monthsAgo: 8,
    titre: {
      fr: "Audit environnemental d'une mine d'or dans la région de Kayes",
      en: "Environmental audit of a gold mine in the Kayes region",
      it: "Audit ambientale di una miniera d'oro nella regione di Kayes",
    },
    description: {
      fr: "Diagnostic complet de l'eau, des sols et du parc à résidus d'une mine en activité, assorti d'un plan d'action sur cinq ans.",
      en: "A full assessment of the water, soil and tailings facility of an operating mine, with a five-year action plan.",
      it: "Diagnosi completa di acque, suoli e bacino degli sterili di una miniera in attività, con un piano d'azione quinquennale.",
    },
    contenu: {
      fr: "Quatorze piézomètres installés, 380 échantillons analysés et une inspection de la digue à résidus ont permis de hiérarchiser les risques. L'exploitant a adopté nos recommandations : recyclage de 70 % de l'eau de procédé, revégétalisation de 45 hectares et comité de suivi avec les villages riverains.",
      en: "Fourteen monitoring wells, 380 samples analysed and an inspection of the tailings dam made it possible to rank the risks. The operator adopted our recommendations: recycling 70% of process water, replanting 45 hectares and a monitoring committee with neighbouring villages.",
      it: "Quattordici piezometri installati, 380 campioni analizzati e un'ispezione della diga degli sterili hanno permesso di classificare i rischi. L'operatore ha adottato le nostre raccomandazioni: riciclo del 70% dell'acqua di processo, rinverdimento di 45 ettari e un comitato di monitoraggio con i villaggi vicini.",
    },
    motsCles: {
      fr: "audit, environnement, Mali",
      en: "audit, environment, Mali",
      it: "audit, ambiente, Mali",
    },
  },
  {
    secteur: "mines",
    annee: 2027,
    statutLivraison: "en cours",
    monthsAgo: 11,
    titre: {
      fr: "Étude de faisabilité d'un gisement de lithium près de Bougouni",
      en: "Feasibility study for a lithium deposit near Bougouni",
      it: "Studio di fattibilità per un giacimento di litio vicino a Bougouni",
    },
    description: {
      fr: "Forages de confirmation, essais métallurgiques et étude d'impact pour un gisement de pegmatites à spodumène dans le sud du Mali.",
      en: "Confirmation drilling, metallurgical testing and an impact study for a spodumene pegmatite deposit in southern Mali.",
      it: "Sondaggi di conferma, prove metallurgiche e studio d'impatto per un giacimento di pegmatiti a spodumene nel sud del Mali.",
    },
    contenu: {
      fr: "Le programme prévoit 18 000 mètres de forage, des essais de concentration en laboratoire et un schéma d'évacuation du concentré par la route jusqu'au port d'Abidjan. L'étude de faisabilité définitive sera remise aux investisseurs en 2027, avec un plan de réinstallation et de formation pour les communautés locales.",
      en: "The programme includes 18,000 metres of drilling, laboratory concentration tests and a plan to truck the concentrate to the port of Abidjan. The definitive feasibility study is due to investors in 2027, together with a resettlement and training plan for local communities.",
      it: "Il programma prevede 18.000 metri di sondaggi, prove di arricchimento in laboratorio e uno schema di trasporto su strada del concentrato fino al porto di Abidjan. Lo studio di fattibilità definitivo sarà consegnato agli investitori nel 2027, insieme a un piano di reinsediamento e formazione per le comunità locali.",
    },
    motsCles: {
      fr: "lithium, faisabilité, Mali",
      en: "lithium, feasibility, Mali",
      it: "litio, fattibilità, Mali",
    },
  },
  {
    secteur: "logistique",
    annee: 2024,
    statutLivraison: "livré",
    monthsAgo: 12,
    titre: {
      fr: "Entrepôt frigorifique du port de Tema",
      en: "Port of Tema cold store",
      it: "Magazzino frigorifero del porto di Tema",
    },
    description: {
      fr: "8 000 m² sous température dirigée, de -25 °C à +8 °C, à dix minutes des quais du premier port du Ghana.",
      en: "8,000 m² of temperature-controlled storage, from -25 °C to +8 °C, ten minutes from the quays of Ghana's main port.",
      it: "8.000 m² a temperatura controllata, da -25 °C a +8 °C, a dieci minuti dalle banchine del principale porto del Ghana.",
    },
    contenu: {
      fr: "L'entrepôt sert les importateurs de produits de la mer, les exportateurs d'ananas et de mangues et les distributeurs pharmaceutiques d'Accra. Des camions frigorifiques assurent ensuite la livraison express en 24 à 48 h vers Lomé, Ouagadougou et Abidjan, avec un relevé de température consultable en ligne.",
      en: "The warehouse serves seafood importers, pineapple and mango exporters and pharmaceutical distributors in Accra. Refrigerated trucks then provide express delivery within 24 to 48 hours to Lomé, Ouagadougou and Abidjan, with temperature logs available online.",
      it: "Il magazzino serve gli importatori di prodotti ittici, gli esportatori di ananas e mango e i distributori farmaceutici di Accra. Camion frigoriferi garantiscono poi la consegna espressa in 24-48 ore verso Lomé, Ouagadougou e Abidjan, con registrazione delle temperature consultabile online.",
    },
    motsCles: {
      fr: "chaîne du froid, Ghana, entrepôt",
      en: "cold chain, Ghana, warehouse",
      it: "catena del freddo, Ghana, magazzino",
    },
  },
  {
    secteur: "immobilier",
    annee: 2025,
    statutLivraison: "livré",
    monthsAgo: 13,
    titre: {
      fr: "Logements économiques en terre compressée à Ouagadougou",
      en: "Compressed-earth affordable homes in Ouagadougou",
      it: "Alloggi economici in terra compressa a Ouagadougou",
    },
    description: {
      fr: "Deux cent quarante maisons en briques de terre compressée, raccordées à l'eau, à l'électricité et à un réseau d'assainissement autonome.",
      en: "Two hundred and forty homes built from compressed earth bricks, connected to water, power and a self-contained sewage network.",
      it: "Duecentoquaranta abitazioni in blocchi di terra compressa, allacciate ad acqua, elettricità e a una rete fognaria autonoma.",
    },
    contenu: {
      fr: "Les briques, produites sur place par une coopérative de 60 artisans, réduisent de 30 % l'énergie grise du chantier et gardent les intérieurs frais sans climatisation. Chaque maison de trois pièces dispose d'un chauffe-eau solaire ; la cité comprend une école primaire, un centre de santé et deux hectares d'espaces verts. Les clés ont été remises aux 240 familles après quatorze mois de travaux.",
      en: "The bricks, made on site by a cooperative of 60 craftsmen, cut the project's embodied energy by 30% and keep interiors cool without air conditioning. Each three-room house has a solar water heater; the estate includes a primary school, a health centre and two hectares of green space. The keys were handed to the 240 families after fourteen months of work.",
      it: "I blocchi, prodotti in loco da una cooperativa di 60 artigiani, riducono del 30% l'energia grigia del cantiere e mantengono gli interni freschi senza aria condizionata. Ogni casa di tre vani dispone di uno scaldacqua solare; il complesso comprende una scuola primaria, un centro sanitario e due ettari di verde. Le chiavi sono state consegnate alle 240 famiglie dopo quattordici mesi di lavori.",
    },
    motsCles: {
      fr: "logement social, Ouagadougou",
      en: "social housing, Ouagadougou",
      it: "edilizia sociale, Ouagadougou",
    },
  },
  {
    secteur: "mines",
    annee: 2025,
    statutLivraison: "livré",
    monthsAgo: 14,
    titre: {
      fr: "Atlas des sites miniers dans onze pays d'Afrique de l'Ouest",
      en: "Atlas of mining sites in eleven West African countries",
      it: "Atlante dei siti minerari in undici paesi dell'Africa occidentale",
    },
    description: {
      fr: "Une base cartographique de plus de 200 sites exploitables, des gisements d'or aux carrières de granulats, mise à la disposition de nos clients.",
      en: "A mapped database of more than 200 workable sites, from gold deposits to aggregate quarries, made available to our clients.",
      it: "Una banca dati cartografica di oltre 200 siti sfruttabili, dai giacimenti d'oro alle cave di inerti, a disposizione dei nostri clienti.",
    },
    contenu: {
      fr: "Chaque fiche réunit la géologie, le statut des permis, l'accès à l'eau et à l'énergie, les distances aux routes et aux ports ainsi que les enjeux sociaux et environnementaux. Compilé en trois ans par nos géologues au Sénégal, au Mali, en Guinée, au Burkina Faso, en Côte d'Ivoire, au Ghana, au Niger et dans quatre autres pays, l'atlas est mis à jour chaque trimestre.",
      en: "Each record brings together the geology, permit status, access to water and energy, distances to roads and ports, and the social and environmental issues. Compiled over three years by our geologists in Senegal, Mali, Guinea, Burkina Faso, Côte d'Ivoire, Ghana, Niger and four other countries, the atlas is updated every quarter.",
      it: "Ogni scheda riunisce geologia, stato dei permessi, accesso ad acqua ed energia, distanze da strade e porti e aspetti sociali e ambientali. Compilato in tre anni dai nostri geologi in Senegal, Mali, Guinea, Burkina Faso, Costa d'Avorio, Ghana, Niger e altri quattro paesi, l'atlante viene aggiornato ogni trimestre.",
    },
    motsCles: {
      fr: "cartographie, géologie",
      en: "mapping, geology",
      it: "cartografia, geologia",
    },
  },
];

const LONG_FR =
  "Nos équipes restent joignables 24 h sur 24 et 7 jours sur 7, et chaque demande reçoit une réponse sous 24 heures ouvrées.";
const LONG_EN =
  "Our teams can be reached 24/7, and every request receives an answer within 24 business hours.";
const LONG_IT =
  "I nostri team sono raggiungibili 24 ore su 24, 7 giorni su 7, e ogni richiesta riceve risposta entro 24 ore lavorative.";

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
  contenu: {
    fr: `${corps.fr}\n\n${LONG_FR}`,
    en: `${corps.en}\n\n${LONG_EN}`,
    it: `${corps.it}\n\n${LONG_IT}`,
  },
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
      fr: "Avec nos partenaires publics, nous lançons cette année **mille logements sociaux** au Sénégal et en Côte d'Ivoire.\n\n## Des logements pensés pour durer\n\n- des matériaux locaux : brique de terre compressée et bois certifié\n- des toitures solaires qui alimentent l'éclairage des parties communes\n- des loyers plafonnés pendant quinze ans\n\n### Calendrier\n\nLes premières clés seront remises *au dernier trimestre*. Le programme complet est décrit sur notre page [immobilier](/immobilier).",
      en: "With our public partners, we are launching **a thousand social housing units** in Senegal and Côte d'Ivoire this year.\n\n## Homes built to last\n\n- local materials: compressed earth brick and certified timber\n- solar roofs powering the lighting of shared areas\n- rents capped for fifteen years\n\n### Timetable\n\nThe first keys will be handed over *in the last quarter*. The full programme is described on our [real estate](/en/real-estate) page.",
      it: "Con i nostri partner pubblici avviamo quest'anno **mille alloggi sociali** in Senegal e in Costa d'Avorio.\n\n## Alloggi pensati per durare\n\n- materiali locali: mattoni in terra compressa e legno certificato\n- tetti solari che alimentano l'illuminazione delle parti comuni\n- affitti calmierati per quindici anni\n\n### Calendario\n\nLe prime chiavi saranno consegnate *nell'ultimo trimestre*. Il programma completo è descritto nella nostra pagina [immobiliare](/it/immobiliare).",
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
      fr: "Grâce à de nouveaux accords avec les compagnies régionales, nos clients réservent des **créneaux garantis vers quinze pays**.\n\n## Ce qui change pour vous\n\n1. une réponse sous deux heures ouvrées\n2. un suivi de chaque colis jusqu'à sa livraison\n3. un interlocuteur unique, du dépôt à la remise\n\n> « Nos clients savent enfin quand leur marchandise partira. » — la direction de l'aviation",
      en: 'Thanks to new agreements with regional airlines, our clients book **guaranteed slots to fifteen countries**.\n\n## What changes for you\n\n1. an answer within two business hours\n2. tracking of every parcel until delivery\n3. a single contact, from drop-off to hand-over\n\n> "Our clients finally know when their goods will leave." — our aviation management',
      it: "Grazie a nuovi accordi con le compagnie regionali, i nostri clienti prenotano **slot garantiti verso quindici paesi**.\n\n## Cosa cambia per voi\n\n1. una risposta entro due ore lavorative\n2. il tracciamento di ogni collo fino alla consegna\n3. un unico interlocutore, dal deposito alla consegna\n\n> «I nostri clienti sanno finalmente quando partirà la loro merce.» — la direzione aviazione",
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
      fr: "Sur plus de 200 sites exploitables étudiés dans plus de dix pays, nous appliquons la même charte : eau recyclée, sols réhabilités et emplois locaux.",
      en: "Across more than 200 workable sites studied in more than ten countries, we apply the same charter: recycled water, rehabilitated land and local jobs.",
      it: "Su oltre 200 siti sfruttabili studiati in più di dieci paesi applichiamo la stessa carta: acqua riciclata, suoli ripristinati e lavoro locale.",
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
  article(
    ["mines", "logistique"],
    6,
    {
      fr: "Du carreau de mine au port : une chaîne logistique sans rupture",
      en: "From pit to port: an unbroken supply chain",
      it: "Dalla miniera al porto: una catena logistica senza interruzioni",
    },
    {
      fr: "Nos équipes mines et logistique unissent leurs moyens pour acheminer le minerai jusqu'aux ports de Conakry, Dakar et Abidjan.",
      en: "Our mining and logistics teams join forces to carry ore to the ports of Conakry, Dakar and Abidjan.",
      it: "I nostri team minerari e logistici uniscono le forze per portare il minerale ai porti di Conakry, Dakar e Abidjan.",
    },
    {
      fr: "Un exploitant perd souvent plus de temps entre la mine et le navire que dans la fosse. Nous proposons désormais une offre intégrée : camions-bennes suivis par GPS, aires de stockage sous douane près des ports de Conakry, Dakar et Abidjan, échantillonnage contradictoire et dédouanement anticipé. Sur la carrière de granite que nous accompagnons en Guinée, le délai entre l'extraction et le chargement est passé de douze à cinq jours.",
      en: "A mine operator often loses more time between the pit and the ship than in the pit itself. We now offer an integrated service: GPS-tracked dump trucks, bonded storage yards near the ports of Conakry, Dakar and Abidjan, independent sampling and early customs clearance. At the granite quarry we support in Guinea, the time from extraction to loading has fallen from twelve days to five.",
      it: "Un operatore minerario perde spesso più tempo tra la miniera e la nave che nello scavo stesso. Proponiamo ora un servizio integrato: autocarri ribaltabili tracciati via GPS, piazzali di stoccaggio doganali vicino ai porti di Conakry, Dakar e Abidjan, campionamento in contraddittorio e sdoganamento anticipato. Nella cava di granito che seguiamo in Guinea, il tempo tra l'estrazione e il carico è sceso da dodici a cinque giorni.",
    },
    { fr: "minerai, transport, port", en: "ore, haulage, port", it: "minerale, trasporto, porto" },
  ),
  article(
    ["immobilier", "aviation"],
    8,
    {
      fr: "Un parc d'affaires aux portes de l'aéroport Blaise-Diagne",
      en: "A business park on the doorstep of Blaise Diagne airport",
      it: "Un business park alle porte dell'aeroporto Blaise Diagne",
    },
    {
      fr: "Bureaux, hôtel et entrepôts de fret réunis à dix minutes des pistes.",
      en: "Offices, a hotel and freight warehouses brought together ten minutes from the runways.",
      it: "Uffici, un hotel e magazzini merci riuniti a dieci minuti dalle piste.",
    },
    {
      fr: "Notre pôle immobilier lance, avec notre division aviation, un parc d'affaires de douze hectares près de l'aéroport international Blaise-Diagne de Dakar. Il réunira 15 000 m² de bureaux, un hôtel de 120 chambres pour les équipages et les voyageurs d'affaires, et des entrepôts de fret raccordés au terminal cargo. Les compagnies aériennes, les transitaires et les sociétés de services peuvent dès à présent réserver leurs surfaces.",
      en: "Our real estate arm, together with our aviation division, is launching a twelve-hectare business park near Dakar's Blaise Diagne International Airport. It will bring together 15,000 m² of offices, a 120-room hotel for crews and business travellers, and freight warehouses linked to the cargo terminal. Airlines, freight forwarders and service companies can already reserve space.",
      it: "La nostra divisione immobiliare, insieme a quella aeronautica, avvia un business park di dodici ettari vicino all'aeroporto internazionale Blaise Diagne di Dakar. Riunirà 15.000 m² di uffici, un hotel di 120 camere per equipaggi e viaggiatori d'affari e magazzini merci collegati al terminal cargo. Compagnie aeree, spedizionieri e società di servizi possono già prenotare gli spazi.",
    },
    {
      fr: "parc d'affaires, aéroport, Dakar",
      en: "business park, airport, Dakar",
      it: "business park, aeroporto, Dakar",
    },
  ),
  article(
    ["mines"],
    10,
    {
      fr: "Lithium, manganèse, bauxite : l'Afrique de l'Ouest et la transition énergétique",
      en: "Lithium, manganese, bauxite: West Africa and the energy transition",
      it: "Litio, manganese, bauxite: l'Africa occidentale e la transizione energetica",
    },
    {
      fr: "Les minerais critiques attirent les investisseurs : nos géologues les aident à évaluer les gisements et les risques.",
      en: "Critical minerals are drawing investors: our geologists help them assess deposits and risks.",
      it: "I minerali critici attirano gli investitori: i nostri geologi li aiutano a valutare giacimenti e rischi.",
    },
    {
      fr: "Le lithium du Mali et du Ghana, le manganèse du Burkina Faso et de la Côte d'Ivoire, la bauxite de Guinée : la sous-région détient une part croissante des minerais nécessaires aux batteries et aux réseaux électriques. Forts de plus de 200 sites exploitables étudiés dans plus de dix pays, nos géologues accompagnent les investisseurs de l'analyse des permis à l'étude de faisabilité, en intégrant dès le départ l'accès à l'eau, à l'énergie et aux corridors d'exportation.",
      en: "Lithium in Mali and Ghana, manganese in Burkina Faso and Côte d'Ivoire, bauxite in Guinea: the region holds a growing share of the minerals that batteries and power grids need. Drawing on more than 200 workable sites studied in over ten countries, our geologists support investors from the permit review to the feasibility study, factoring in access to water, energy and export corridors from day one.",
      it: "Il litio del Mali e del Ghana, il manganese del Burkina Faso e della Costa d'Avorio, la bauxite della Guinea: la regione detiene una quota crescente dei minerali necessari a batterie e reti elettriche. Forti di oltre 200 siti sfruttabili studiati in più di dieci paesi, i nostri geologi affiancano gli investitori dall'analisi dei permessi allo studio di fattibilità, tenendo conto fin dall'inizio dell'accesso ad acqua, energia e corridoi di esportazione.",
    },
    {
      fr: "lithium, minerais critiques",
      en: "lithium, critical minerals",
      it: "litio, minerali critici",
    },
  ),
  article(
    ["immobilier"],
    11,
    {
      fr: "Construire en terre compressée : moins de chaleur, moins de carbone",
      en: "Building with compressed earth: cooler homes, lower carbon",
      it: "Costruire in terra compressa: case più fresche, meno carbonio",
    },
    {
      fr: "À Ouagadougou, 240 maisons en briques de terre compressée montrent la voie d'une construction sobre.",
      en: "In Ouagadougou, 240 compressed earth brick homes point the way to low-impact building.",
      it: "A Ouagadougou, 240 case in blocchi di terra compressa indicano la strada verso un'edilizia sobria.",
    },
    {
      fr: "Produites sur le chantier à partir de la latérite du terrain, les briques de terre compressée demandent cinq fois moins d'énergie que les parpaings de ciment et gardent les intérieurs jusqu'à quatre degrés plus frais. Après nos 240 maisons de Ouagadougou, nous étendons la technique à nos programmes de Bamako et de Niamey, en formant les artisans locaux qui fabriquent et posent les blocs.",
      en: "Made on site from the plot's own laterite, compressed earth bricks need five times less energy than cement blocks and keep interiors up to four degrees cooler. After our 240 homes in Ouagadougou, we are extending the technique to our programmes in Bamako and Niamey, training the local craftsmen who make and lay the blocks.",
      it: "Prodotti in cantiere con la laterite del terreno, i blocchi di terra compressa richiedono cinque volte meno energia dei blocchi di cemento e mantengono gli interni fino a quattro gradi più freschi. Dopo le nostre 240 case di Ouagadougou, estendiamo la tecnica ai programmi di Bamako e Niamey, formando gli artigiani locali che producono e posano i blocchi.",
    },
    {
      fr: "construction durable, terre crue",
      en: "sustainable building, earth brick",
      it: "edilizia sostenibile, terra cruda",
    },
  ),
  article(
    ["aviation", "mines"],
    15,
    {
      fr: "Des vols dédiés pour les équipes des sites miniers isolés",
      en: "Dedicated flights for crews at remote mining sites",
      it: "Voli dedicati per le squadre dei siti minerari isolati",
    },
    {
      fr: "Relèves d'équipes, pièces urgentes et évacuations sanitaires vers les pistes des sites d'exploitation.",
      en: "Crew changes, urgent spare parts and medical evacuations to the airstrips of mining sites.",
      it: "Cambi turno, ricambi urgenti ed evacuazioni sanitarie verso le piste dei siti estrattivi.",
    },
    {
      fr: "Six cents kilomètres de piste peuvent demander deux jours de route ; le même trajet se fait en deux heures de vol. Nos appareils de 19 à 70 places desservent les pistes en latérite des exploitations du Mali, de Guinée et du Burkina Faso pour les relèves d'équipes, l'acheminement de pièces critiques et les évacuations sanitaires, avec des équipages rompus à ces terrains.",
      en: "Six hundred kilometres of dirt road can take two days to drive; the same trip takes two hours by air. Our 19- to 70-seat aircraft serve the laterite airstrips of mines in Mali, Guinea and Burkina Faso for crew changes, critical spare parts and medical evacuations, flown by crews who know these strips well.",
      it: "Seicento chilometri di pista sterrata possono richiedere due giorni di strada; lo stesso tragitto in aereo dura due ore. I nostri velivoli da 19 a 70 posti servono le piste in laterite delle miniere di Mali, Guinea e Burkina Faso per i cambi turno, il trasporto di ricambi critici e le evacuazioni sanitarie, con equipaggi esperti di questi terreni.",
    },
    {
      fr: "vols charter, sites miniers",
      en: "charter flights, mining sites",
      it: "voli charter, siti minerari",
    },
  ),
];

/**
 * The categories of the demo opportunities (issue 19), in the order the list shows them;
 * each opportunity below names one by its French label.
 */
export const DEMO_CATEGORIES: Localized[] = [
  { fr: "Minerais", en: "Ores", it: "Minerali" },
  { fr: "Granulats", en: "Aggregates", it: "Inerti" },
  { fr: "Terrains", en: "Land", it: "Terreni" },
  { fr: "Bureaux", en: "Offices", it: "Uffici" },
  { fr: "Entreposage", en: "Warehousing", it: "Magazzinaggio" },
  { fr: "Transport", en: "Transport", it: "Trasporto" },
  { fr: "Affrètement", en: "Chartering", it: "Noleggio" },
  { fr: "Fret aérien", en: "Air freight", it: "Trasporto aereo merci" },
  { fr: "Équipement", en: "Equipment", it: "Attrezzature" },
];

export const DEMO_OPPORTUNITIES: DemoOpportunity[] = [
  {
    secteur: "mines",
    categorie: "Minerais",
    codePays: "GN",
    contact: "mines@example.com",
    quantiteDisponible: "5 000 t",
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
      fr: "## Conditions\n\n- analyses de laboratoire fournies pour **chaque lot**\n- chargement FOB au port de Kamsar\n- contrats annuels possibles\n\nÉcrivez-nous à [mines@example.com](mailto:mines@example.com) pour recevoir la fiche technique.",
      en: "## Terms\n\n- laboratory analyses supplied for **each lot**\n- FOB loading at the port of Kamsar\n- annual contracts available\n\nWrite to [mines@example.com](mailto:mines@example.com) for the technical sheet.",
      it: "## Condizioni\n\n- analisi di laboratorio fornite per **ogni lotto**\n- carico FOB al porto di Kamsar\n- possibili contratti annuali\n\nScriveteci a [mines@example.com](mailto:mines@example.com) per ricevere la scheda tecnica.",
    },
    motsCles: { fr: "bauxite, export", en: "bauxite, export", it: "bauxite, export" },
  },
  {
    secteur: "immobilier",
    categorie: "Terrains",
    codePays: "SN",
    contact: "+221 77 123 45 67",
    quantiteDisponible: "12 × 500 m²",
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
    codePays: "CI",
    contact: "logistique@example.com",
    quantiteDisponible: "3 000 m²",
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
    codePays: "TG",
    contact: "aviation@example.com",
    quantiteDisponible: "ATR 72F · 8 t",
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
    codePays: "ML",
    contact: "+223 20 22 33 44",
    quantiteDisponible: "4 × CAT 773 · 2 × Atlas Copco",
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
    codePays: "BF",
    contact: "transport@example.com",
    quantiteDisponible: "20 × 30 t",
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
  {
    secteur: "immobilier",
    categorie: "Bureaux",
    codePays: "CI",
    contact: "immobilier@example.com",
    quantiteDisponible: "6 × 450–1 200 m²",
    titre: {
      fr: "Bureaux en pré-location au centre d'affaires du Plateau",
      en: "Pre-letting of offices in the Plateau business centre",
      it: "Uffici in pre-locazione nel centro direzionale del Plateau",
    },
    description: {
      fr: "Plateaux modulables de 450 à 1 200 m² dans une tour certifiée HQE au cœur d'Abidjan, avec parking, groupe électrogène et fibre optique. Conditions préférentielles pour toute réservation avant la livraison.",
      en: "Flexible floors of 450 to 1,200 m² in an HQE-certified tower in the heart of Abidjan, with parking, a backup generator and fibre. Preferential terms for any booking made before completion.",
      it: "Piani modulabili da 450 a 1.200 m² in una torre certificata HQE nel cuore di Abidjan, con parcheggio, gruppo elettrogeno e fibra ottica. Condizioni agevolate per le prenotazioni effettuate prima della consegna.",
    },
    contenu: {
      fr: "Visite du plateau témoin sur rendez-vous. Aménagement intérieur sur mesure possible.",
      en: "Show-floor visits by appointment. Custom fit-out available.",
      it: "Visite al piano campione su appuntamento. Allestimento interno su misura possibile.",
    },
    motsCles: {
      fr: "bureaux, location, Abidjan",
      en: "offices, letting, Abidjan",
      it: "uffici, locazione, Abidjan",
    },
  },
  {
    secteur: "aviation",
    categorie: "Fret aérien",
    codePays: "SN",
    contact: "cargo@example.com",
    quantiteDisponible: "12 t",
    titre: {
      fr: "Capacité de fret sur la ligne Dakar – Bamako – Ouagadougou",
      en: "Freight capacity on the Dakar – Bamako – Ouagadougou route",
      it: "Capacità cargo sulla linea Dakar – Bamako – Ouagadougou",
    },
    description: {
      fr: "Douze tonnes hebdomadaires encore disponibles sur nos trois rotations, pour le fret express, les produits frais sous température dirigée et les pièces industrielles urgentes. Réservation jusqu'à 24 h avant le départ.",
      en: "Twelve tonnes a week still available on our three rotations, for express freight, temperature-controlled fresh produce and urgent industrial parts. Bookings accepted up to 24 hours before departure.",
      it: "Dodici tonnellate settimanali ancora disponibili sulle nostre tre rotazioni, per merci espresse, prodotti freschi a temperatura controllata e ricambi industriali urgenti. Prenotazioni fino a 24 ore prima della partenza.",
    },
    contenu: {
      fr: "Tarifs dégressifs pour les contrats trimestriels. Enlèvement dans vos locaux possible à Dakar.",
      en: "Sliding rates for quarterly contracts. Pick-up from your premises available in Dakar.",
      it: "Tariffe decrescenti per i contratti trimestrali. Ritiro presso la vostra sede possibile a Dakar.",
    },
    motsCles: {
      fr: "fret aérien, express",
      en: "air freight, express",
      it: "cargo aereo, espresso",
    },
  },
  {
    secteur: "mines",
    categorie: "Granulats",
    codePays: "GN",
    contact: "+224 622 45 67 89",
    quantiteDisponible: "15 000 m³",
    titre: {
      fr: "Granulats de granite concassé livrés à Conakry",
      en: "Crushed granite aggregates delivered in Conakry",
      it: "Inerti di granito frantumato consegnati a Conakry",
    },
    description: {
      fr: "Gravillons 5/15 et 15/25 et sable de concassage issus d'une carrière certifiée, pour le béton, les routes et les ouvrages portuaires. Livraison par camion sur les chantiers du Grand Conakry ou chargement au port.",
      en: "5/15 and 15/25 chippings and crushed sand from a certified quarry, for concrete, roads and port works. Delivered by truck to sites across Greater Conakry or loaded at the port.",
      it: "Pietrisco 5/15 e 15/25 e sabbia di frantumazione da una cava certificata, per calcestruzzo, strade e opere portuali. Consegna su camion nei cantieri della Grande Conakry o carico al porto.",
    },
    contenu: {
      fr: "Fiches techniques et essais Los Angeles fournis sur demande.",
      en: "Technical data sheets and Los Angeles abrasion tests available on request.",
      it: "Schede tecniche e prove Los Angeles disponibili su richiesta.",
    },
    motsCles: {
      fr: "granulats, BTP, Guinée",
      en: "aggregates, construction, Guinea",
      it: "inerti, edilizia, Guinea",
    },
  },
];

/** A person of the demo governance (issue 32, point 1); their portrait is `personne-NN`. */
export interface DemoPerson {
  nom: string;
  groupe: "direction" | "conseil";
  fonction: Localized;
  biographie: Localized;
}

/**
 * The demo group's leadership and board: the same founding year (1996, Dakar), offices
 * (Dakar, Abidjan, Bamako) and figures (15 countries, 50+ projects) as the other demo texts.
 */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    nom: "Mamadou Lamine Diallo",
    groupe: "direction",
    fonction: {
      fr: "Directeur général du groupe",
      en: "Group Chief Executive Officer",
      it: "Amministratore delegato del gruppo",
    },
    biographie: {
      fr: "Ingénieur des Ponts et Chaussées, Mamadou Lamine Diallo a rejoint le groupe en 2003 pour créer le pôle logistique et ouvrir le corridor Dakar – Bamako.\n\nDirecteur général depuis 2015, il a conduit l'ouverture du bureau de Bamako et le développement des quatre métiers dans la région.",
      en: "A civil engineer by training, Mamadou Lamine Diallo joined the group in 2003 to build its logistics branch and open the Dakar – Bamako corridor.\n\nChief executive since 2015, he led the opening of the Bamako office and the growth of the four businesses across the region.",
      it: "Ingegnere civile di formazione, Mamadou Lamine Diallo è entrato nel gruppo nel 2003 per creare il polo logistico e aprire il corridoio Dakar – Bamako.\n\nAmministratore delegato dal 2015, ha guidato l'apertura dell'ufficio di Bamako e lo sviluppo delle quattro attività nella regione.",
    },
  },
  {
    nom: "Aïssatou Ndiaye",
    groupe: "direction",
    fonction: {
      fr: "Directrice administrative et financière",
      en: "Chief Financial Officer",
      it: "Direttrice amministrativa e finanziaria",
    },
    biographie: {
      fr: "Expert-comptable diplômée, Aïssatou Ndiaye a exercé douze ans en cabinet d'audit à Dakar et à Abidjan avant de rejoindre le groupe en 2012.\n\nElle pilote les finances, la trésorerie et les relations avec les banques partenaires des quatre métiers.",
      en: "A chartered accountant, Aïssatou Ndiaye spent twelve years with audit firms in Dakar and Abidjan before joining the group in 2012.\n\nShe leads finance, treasury and relations with the partner banks of the four businesses.",
      it: "Revisore contabile abilitata, Aïssatou Ndiaye ha lavorato dodici anni in società di revisione a Dakar e ad Abidjan prima di entrare nel gruppo nel 2012.\n\nGuida la finanza, la tesoreria e i rapporti con le banche partner delle quattro attività.",
    },
  },
  {
    nom: "Kouassi Yao",
    groupe: "direction",
    fonction: {
      fr: "Directeur du pôle immobilier",
      en: "Head of Real Estate",
      it: "Direttore del polo immobiliare",
    },
    biographie: {
      fr: "Architecte formé à Abidjan, Kouassi Yao dirige depuis 2016 les programmes résidentiels, commerciaux et industriels du groupe, de Dakar à Abidjan.\n\nIl a livré plus de vingt opérations, avec des chantiers qui emploient en priorité les entreprises locales.",
      en: "An architect trained in Abidjan, Kouassi Yao has led the group's residential, commercial and industrial programmes from Dakar to Abidjan since 2016.\n\nHe has delivered more than twenty developments, on sites that hire local firms first.",
      it: "Architetto formatosi ad Abidjan, Kouassi Yao guida dal 2016 i programmi residenziali, commerciali e industriali del gruppo, da Dakar ad Abidjan.\n\nHa realizzato oltre venti operazioni, in cantieri che privilegiano le imprese locali.",
    },
  },
  {
    nom: "Fatoumata Traoré",
    groupe: "direction",
    fonction: {
      fr: "Directrice du pôle aviation",
      en: "Head of Aviation",
      it: "Direttrice del polo aviazione",
    },
    biographie: {
      fr: "Pilote de ligne puis responsable des opérations d'une compagnie régionale, Fatoumata Traoré a rejoint le groupe au lancement de l'aviation, en 2009.\n\nElle dirige le fret, l'affrètement et la maintenance vers 15 pays d'Afrique de l'Ouest.",
      en: "First an airline pilot, then head of operations at a regional carrier, Fatoumata Traoré joined the group when its aviation branch was launched in 2009.\n\nShe runs freight, charter and maintenance across 15 West African countries.",
      it: "Prima pilota di linea, poi responsabile delle operazioni di una compagnia regionale, Fatoumata Traoré è entrata nel gruppo al lancio dell'aviazione, nel 2009.\n\nDirige merci, noleggio e manutenzione verso 15 paesi dell'Africa occidentale.",
    },
  },
  {
    nom: "Ibrahima Sow",
    groupe: "direction",
    fonction: {
      fr: "Directeur du pôle mines",
      en: "Head of Mining",
      it: "Direttore del polo minerario",
    },
    biographie: {
      fr: "Géologue, Ibrahima Sow a conduit des campagnes d'exploration au Sénégal oriental et au Mali pendant quinze ans.\n\nIl dirige depuis sa création, en 2014, le pôle mines du groupe : exploration, exploitation et conseil.",
      en: "A geologist, Ibrahima Sow led exploration campaigns in eastern Senegal and Mali for fifteen years.\n\nHe has run the group's mining branch — exploration, operations and advisory — since it was created in 2014.",
      it: "Geologo, Ibrahima Sow ha condotto per quindici anni campagne di esplorazione nel Senegal orientale e in Mali.\n\nDirige dalla sua nascita, nel 2014, il polo minerario del gruppo: esplorazione, sfruttamento e consulenza.",
    },
  },
  {
    nom: "Adama Coulibaly",
    groupe: "direction",
    fonction: {
      fr: "Directeur du pôle logistique",
      en: "Head of Logistics",
      it: "Direttore del polo logistico",
    },
    biographie: {
      fr: "Basé à Bamako, Adama Coulibaly a rejoint le groupe en 2008 comme chef d'exploitation du corridor Dakar – Bamako.\n\nIl dirige aujourd'hui le transport, l'entreposage et la distribution, avec des livraisons express en 24 à 48 heures.",
      en: "Based in Bamako, Adama Coulibaly joined the group in 2008 as operations manager of the Dakar – Bamako corridor.\n\nHe now leads transport, warehousing and distribution, with express deliveries in 24 to 48 hours.",
      it: "Con base a Bamako, Adama Coulibaly è entrato nel gruppo nel 2008 come responsabile operativo del corridoio Dakar – Bamako.\n\nOggi dirige trasporto, magazzinaggio e distribuzione, con consegne espresse in 24-48 ore.",
    },
  },
  {
    nom: "Cheikh Tidiane Fall",
    groupe: "conseil",
    fonction: {
      fr: "Président du conseil d'administration, fondateur",
      en: "Chairman of the Board, founder",
      it: "Presidente del consiglio di amministrazione, fondatore",
    },
    biographie: {
      fr: "Cheikh Tidiane Fall a fondé le groupe à Dakar en 1996, autour d'une première activité de promotion immobilière.\n\nPrésident du conseil d'administration, il veille à la stratégie à long terme et aux relations avec les actionnaires.",
      en: "Cheikh Tidiane Fall founded the group in Dakar in 1996, around a first real estate development business.\n\nAs Chairman of the Board, he oversees the long-term strategy and relations with shareholders.",
      it: "Cheikh Tidiane Fall ha fondato il gruppo a Dakar nel 1996, attorno a una prima attività di promozione immobiliare.\n\nPresidente del consiglio di amministrazione, vigila sulla strategia di lungo periodo e sui rapporti con gli azionisti.",
    },
  },
  {
    nom: "Mariam Ouédraogo",
    groupe: "conseil",
    fonction: {
      fr: "Administratrice indépendante, présidente du comité d'audit",
      en: "Independent director, Chair of the Audit Committee",
      it: "Amministratrice indipendente, presidente del comitato di revisione",
    },
    biographie: {
      fr: "Ancienne directrice financière d'un groupe bancaire régional, Mariam Ouédraogo siège au conseil depuis 2018.\n\nElle préside le comité d'audit, qui examine chaque année les comptes certifiés du groupe.",
      en: "A former chief financial officer of a regional banking group, Mariam Ouédraogo has sat on the board since 2018.\n\nShe chairs the audit committee, which reviews the group's certified accounts every year.",
      it: "Già direttrice finanziaria di un gruppo bancario regionale, Mariam Ouédraogo siede nel consiglio dal 2018.\n\nPresiede il comitato di revisione, che esamina ogni anno i bilanci certificati del gruppo.",
    },
  },
  {
    nom: "Jean-Baptiste Kouamé",
    groupe: "conseil",
    fonction: {
      fr: "Administrateur indépendant",
      en: "Independent director",
      it: "Amministratore indipendente",
    },
    biographie: {
      fr: "Juriste d'affaires à Abidjan, Jean-Baptiste Kouamé accompagne depuis vingt-cinq ans des entreprises industrielles d'Afrique de l'Ouest.\n\nAu conseil depuis 2020, il préside le comité d'éthique et de conformité.",
      en: "A business lawyer in Abidjan, Jean-Baptiste Kouamé has advised West African industrial companies for twenty-five years.\n\nOn the board since 2020, he chairs the ethics and compliance committee.",
      it: "Giurista d'impresa ad Abidjan, Jean-Baptiste Kouamé assiste da venticinque anni imprese industriali dell'Africa occidentale.\n\nNel consiglio dal 2020, presiede il comitato etico e di conformità.",
    },
  },
  {
    nom: "Ousmane Keïta",
    groupe: "conseil",
    fonction: {
      fr: "Administrateur, représentant des actionnaires fondateurs",
      en: "Director, representing the founding shareholders",
      it: "Amministratore, rappresentante degli azionisti fondatori",
    },
    biographie: {
      fr: "Entrepreneur malien du transport, Ousmane Keïta est l'un des premiers associés du groupe.\n\nIl représente au conseil les actionnaires fondateurs et suit le développement au Mali.",
      en: "A Malian transport entrepreneur, Ousmane Keïta is one of the group's first partners.\n\nHe represents the founding shareholders on the board and follows the group's development in Mali.",
      it: "Imprenditore maliano dei trasporti, Ousmane Keïta è uno dei primi soci del gruppo.\n\nRappresenta nel consiglio gli azionisti fondatori e segue lo sviluppo in Mali.",
    },
  },
  {
    nom: "Ndèye Coumba Mbaye",
    groupe: "conseil",
    fonction: {
      fr: "Administratrice indépendante",
      en: "Independent director",
      it: "Amministratrice indipendente",
    },
    biographie: {
      fr: "Spécialiste de l'environnement et des industries extractives, Ndèye Coumba Mbaye a conseillé plusieurs gouvernements de la région.\n\nAu conseil depuis 2022, elle préside le comité RSE et sécurité.",
      en: "A specialist in the environment and extractive industries, Ndèye Coumba Mbaye has advised several governments in the region.\n\nOn the board since 2022, she chairs the CSR and safety committee.",
      it: "Esperta di ambiente e industrie estrattive, Ndèye Coumba Mbaye ha assistito diversi governi della regione.\n\nNel consiglio dal 2022, presiede il comitato RSI e sicurezza.",
    },
  },
];

/**
 * The demo group's legal notice (issue 32): a company founded in Dakar in 1996 (the about
 * page's history), registered there, its site hosted in Europe. Believable, not real: the
 * register and tax numbers follow the formats of Senegal's RCCM and NINEA.
 */
export const DEMO_LEGAL_NOTICE = {
  raisonSociale: "Groupe Afrique de l'Ouest",
  formeJuridique: "Société anonyme avec conseil d'administration",
  capitalSocial: "2 500 000 000 FCFA",
  rccm: "SN-DKR-1996-B-10487",
  typeIdentifiant: "NINEA",
  identifiant: "005432187 2G3",
  siegeSocial: "Immeuble Horizon, 12 boulevard de la République\nBP 4512, Dakar-Plateau",
  directeurPublication: "Mamadou Lamine Diallo, directeur général",
  hebergeurNom: "OVH SAS",
  hebergeurAdresse: "2 rue Kellermann, 59100 Roubaix",
  hebergeurTelephone: "+33 9 72 10 10 07",
} as const satisfies LegalNotice;
