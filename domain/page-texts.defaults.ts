// The page texts the site ships with (issue 18): the wording the pages had before staff
// could edit them, in fr, en and it. What staff save is laid over these
// (domain/page-texts-document.ts). Only the server and the back office load this file.
import type { PageTextKey, PageTextsDocument } from "./page-texts.ts";

export const PAGE_TEXT_DEFAULTS: Record<PageTextKey, PageTextsDocument> = {
  accueil: {
    titre: {
      fr: "Bâtir, relier et valoriser l'Afrique de l'Ouest",
      en: "Building, connecting and developing West Africa",
      it: "Costruire, collegare e valorizzare l'Africa occidentale",
    },
    sousTitre: {
      fr: "Immobilier, aviation, mines et logistique : un groupe, quatre métiers, 30 ans d'expérience.",
      en: "Real estate, aviation, mining and logistics: one group, four businesses, 30 years of experience.",
      it: "Immobiliare, aviazione, miniere e logistica: un gruppo, quattro attività, 30 anni di esperienza.",
    },
    bouton: {
      fr: "Nous contacter",
      en: "Contact us",
      it: "Contattaci",
    },
  },
  immobilier: {
    titre: {
      fr: "Immobilier",
      en: "Real estate",
      it: "Immobiliare",
    },
    description: {
      fr: "Promotion, construction et gestion de résidences, bureaux et sites industriels en Afrique de l'Ouest. Demandez un devis : réponse sous 24 heures ouvrées.",
      en: "Development, construction and management of homes, offices and industrial sites across West Africa. Request a quote: reply within 24 business hours.",
      it: "Sviluppo, costruzione e gestione di residenze, uffici e siti industriali in Africa occidentale. Richiedete un preventivo: risposta entro 24 ore lavorative.",
    },
    accroche: {
      fr: "Des lieux de vie et de travail bâtis pour durer.",
      en: "Places to live and work, built to last.",
      it: "Luoghi per vivere e lavorare, costruiti per durare.",
    },
    introduction: {
      fr: "De la recherche foncière à la remise des clés, nous concevons, construisons et gérons résidences, bureaux et sites industriels aux standards internationaux, avec des équipes implantées localement.",
      en: "From land acquisition to handover, we design, build and manage homes, offices and industrial sites to international standards, with teams based locally.",
      it: "Dalla ricerca del terreno alla consegna delle chiavi, progettiamo, costruiamo e gestiamo residenze, uffici e siti industriali secondo gli standard internazionali, con team radicati sul territorio.",
    },
    engagements: {
      fr: [
        "Réponse sous 24 heures ouvrées",
        "Suivi personnalisé sous 24 h",
        "30 ans d'expérience en Afrique de l'Ouest",
      ],
      en: [
        "Reply within 24 business hours",
        "Personal follow-up within 24 hours",
        "30 years of experience in West Africa",
      ],
      it: [
        "Risposta entro 24 ore lavorative",
        "Seguito personalizzato entro 24 ore",
        "30 anni di esperienza in Africa occidentale",
      ],
    },
    servicesIntro: {
      fr: "Trois expertises complémentaires pour accompagner investisseurs, entreprises et familles, du terrain nu jusqu'à l'exploitation.",
      en: "Three complementary areas of expertise supporting investors, companies and families, from bare land to day-to-day operation.",
      it: "Tre competenze complementari per accompagnare investitori, imprese e famiglie, dal terreno edificabile alla gestione quotidiana.",
    },
    residenceOnglet: {
      fr: "Résidentiel",
      en: "Residential",
      it: "Residenziale",
    },
    residenceTitre: {
      fr: "Des résidences pensées pour bien vivre",
      en: "Homes designed for better living",
      it: "Residenze pensate per vivere bene",
    },
    residenceTexte: {
      fr: "Villas, appartements et résidences sécurisées : nous maîtrisons chaque étape, de l'étude de faisabilité à la livraison, pour offrir des logements confortables, économes en énergie et adaptés au climat de la région.",
      en: "Villas, apartments and gated communities: we handle every step, from feasibility study to handover, to deliver comfortable, energy-efficient homes suited to the region's climate.",
      it: "Ville, appartamenti e complessi residenziali protetti: seguiamo ogni fase, dallo studio di fattibilità alla consegna, per offrire abitazioni confortevoli, a basso consumo energetico e adatte al clima della regione.",
    },
    residencePoints: {
      fr: [
        "Études de faisabilité et montage foncier",
        "Conception architecturale et construction clés en main",
        "Matériaux durables et solutions bioclimatiques",
        "Gestion locative et entretien après livraison",
      ],
      en: [
        "Feasibility studies and land structuring",
        "Architectural design and turnkey construction",
        "Durable materials and bioclimatic design",
        "Rental management and after-sales maintenance",
      ],
      it: [
        "Studi di fattibilità e operazioni fondiarie",
        "Progettazione architettonica e costruzione chiavi in mano",
        "Materiali durevoli e soluzioni bioclimatiche",
        "Gestione locativa e manutenzione dopo la consegna",
      ],
    },
    commercialOnglet: {
      fr: "Commercial",
      en: "Commercial",
      it: "Commerciale",
    },
    commercialTitre: {
      fr: "Des espaces qui font réussir les entreprises",
      en: "Spaces that help businesses thrive",
      it: "Spazi che fanno crescere le imprese",
    },
    commercialTexte: {
      fr: "Bureaux, centres commerciaux, hôtels : nous livrons des immeubles fonctionnels et valorisants, conçus avec leurs exploitants pour accueillir clients et collaborateurs dans les meilleures conditions.",
      en: "Offices, shopping centres, hotels: we deliver functional, attractive buildings, designed with their operators to welcome customers and staff in the best possible conditions.",
      it: "Uffici, centri commerciali, hotel: realizziamo edifici funzionali e di pregio, progettati insieme ai gestori per accogliere clienti e collaboratori nelle migliori condizioni.",
    },
    commercialPoints: {
      fr: [
        "Immeubles de bureaux et plateaux aménagés",
        "Centres commerciaux et commerces de pied d'immeuble",
        "Aménagement intérieur sur mesure",
        "Commercialisation et gestion d'actifs",
      ],
      en: [
        "Office buildings and fitted-out floors",
        "Shopping centres and street-level retail",
        "Bespoke interior fit-out",
        "Leasing and asset management",
      ],
      it: [
        "Edifici direzionali e uffici allestiti",
        "Centri commerciali e negozi su strada",
        "Allestimento di interni su misura",
        "Commercializzazione e gestione patrimoniale",
      ],
    },
    industrielOnglet: {
      fr: "Industriel",
      en: "Industrial",
      it: "Industriale",
    },
    industrielTitre: {
      fr: "Des sites industriels prêts à produire",
      en: "Industrial sites ready to produce",
      it: "Siti industriali pronti a produrre",
    },
    industrielTexte: {
      fr: "Entrepôts, usines, zones d'activités : nous réalisons des bâtiments robustes, conformes aux normes de sécurité et livrés dans les délais, pour que votre activité démarre sans attendre.",
      en: "Warehouses, factories, business parks: we build robust facilities that meet safety standards and are delivered on schedule, so your operations can start without delay.",
      it: "Magazzini, stabilimenti, aree produttive: costruiamo edifici robusti, conformi alle norme di sicurezza e consegnati nei tempi previsti, perché la vostra attività possa partire subito.",
    },
    industrielPoints: {
      fr: [
        "Entrepôts et plateformes logistiques",
        "Usines et ateliers de production",
        "Viabilisation de zones d'activités",
        "Conformité, sécurité et maintenance des installations",
      ],
      en: [
        "Warehouses and logistics platforms",
        "Factories and production workshops",
        "Serviced business parks",
        "Compliance, safety and facility maintenance",
      ],
      it: [
        "Magazzini e piattaforme logistiche",
        "Stabilimenti e officine di produzione",
        "Urbanizzazione di aree produttive",
        "Conformità, sicurezza e manutenzione degli impianti",
      ],
    },
    devisTitre: {
      fr: "Demandez votre devis",
      en: "Get your quote",
      it: "Il vostro preventivo su misura",
    },
    devisTexte: {
      fr: "Décrivez votre besoin en quelques lignes : votre demande est transmise directement à l'équipe du secteur.",
      en: "Tell us what you need in a few lines: your request goes straight to the sector's team.",
      it: "Descriveteci in poche righe la vostra esigenza: la richiesta arriva direttamente al team del settore.",
    },
    devisPoints: {
      fr: [
        "Suivi personnalisé de votre demande sous 24 h",
        "30 ans d'expérience au service de l'Afrique de l'Ouest",
      ],
      en: [
        "Personal follow-up of your request within 24 hours",
        "30 years of experience serving West Africa",
      ],
      it: [
        "Seguito personalizzato della vostra richiesta entro 24 ore",
        "30 anni di esperienza al servizio dell'Africa occidentale",
      ],
    },
  },
  aviation: {
    titre: {
      fr: "Aviation",
      en: "Aviation",
      it: "Aviazione",
    },
    description: {
      fr: "Transport de passagers, fret aérien et maintenance d'aéronefs dans 15 pays d'Afrique de l'Ouest. Demandez un devis : réponse sous 2 heures ouvrées.",
      en: "Passenger transport, air cargo and aircraft maintenance across 15 West African countries. Request a quote: reply within 2 business hours.",
      it: "Trasporto passeggeri, cargo aereo e manutenzione di aeromobili in 15 paesi dell'Africa occidentale. Richiedete un preventivo: risposta entro 2 ore lavorative.",
    },
    accroche: {
      fr: "Relier l'Afrique de l'Ouest, en toute sécurité.",
      en: "Connecting West Africa, safely.",
      it: "Collegare l'Africa occidentale, in tutta sicurezza.",
    },
    introduction: {
      fr: "Vols d'affaires, affrètements, fret urgent et maintenance : nos équipes opèrent dans 15 pays d'Afrique de l'Ouest, avec la réactivité qu'exige chaque mission.",
      en: "Business flights, charters, urgent freight and maintenance: our teams operate in 15 West African countries, with the responsiveness every mission demands.",
      it: "Voli d'affari, charter, merci urgenti e manutenzione: i nostri team operano in 15 paesi dell'Africa occidentale, con la reattività che ogni missione richiede.",
    },
    engagements: {
      fr: [
        "Réponse sous 2 heures ouvrées",
        "15 pays d'Afrique de l'Ouest desservis",
        "30 ans d'expérience",
      ],
      en: [
        "Reply within 2 business hours",
        "15 West African countries served",
        "30 years of experience",
      ],
      it: [
        "Risposta entro 2 ore lavorative",
        "15 paesi dell'Africa occidentale serviti",
        "30 anni di esperienza",
      ],
    },
    servicesIntro: {
      fr: "Du passager au colis sensible, une offre aérienne complète et une flotte entretenue selon les standards internationaux.",
      en: "From passengers to sensitive freight, a complete air offer and a fleet maintained to international standards.",
      it: "Dai passeggeri alle merci sensibili, un'offerta aerea completa e una flotta mantenuta secondo gli standard internazionali.",
    },
    transportOnglet: {
      fr: "Transport de passagers",
      en: "Passenger transport",
      it: "Trasporto passeggeri",
    },
    transportTitre: {
      fr: "Voyagez à votre rythme",
      en: "Fly on your schedule",
      it: "Volate secondo i vostri orari",
    },
    transportTexte: {
      fr: "Vols d'affaires, navettes régulières vers les sites isolés ou affrètements pour vos délégations : nous organisons chaque vol selon vos horaires, avec un équipage expérimenté et un service à bord attentionné.",
      en: "Business flights, regular shuttles to remote sites or charters for your delegations: we plan every flight around your timetable, with an experienced crew and attentive on-board service.",
      it: "Voli d'affari, navette regolari verso siti isolati o charter per le vostre delegazioni: organizziamo ogni volo in base ai vostri orari, con un equipaggio esperto e un servizio di bordo attento.",
    },
    transportPoints: {
      fr: [
        "Vols d'affaires et affrètements à la demande",
        "Navettes vers les sites miniers et industriels",
        "Accueil et assistance au sol",
        "Planification des vols 24/7",
      ],
      en: [
        "Business flights and on-demand charters",
        "Shuttles to mining and industrial sites",
        "Ground handling and passenger assistance",
        "24/7 flight planning",
      ],
      it: [
        "Voli d'affari e charter su richiesta",
        "Navette verso siti minerari e industriali",
        "Accoglienza e assistenza a terra",
        "Pianificazione dei voli 24/7",
      ],
    },
    cargoOnglet: {
      fr: "Fret aérien",
      en: "Air cargo",
      it: "Cargo aereo",
    },
    cargoTitre: {
      fr: "Votre fret livré sans détour",
      en: "Your freight, delivered direct",
      it: "Le vostre merci, senza deviazioni",
    },
    cargoTexte: {
      fr: "Marchandises urgentes, pièces détachées, produits pharmaceutiques ou denrées périssables : nous acheminons votre fret par les routes les plus directes, avec un suivi à chaque étape.",
      en: "Urgent goods, spare parts, pharmaceuticals or perishables: we fly your freight on the most direct routes, with tracking at every stage.",
      it: "Merci urgenti, ricambi, prodotti farmaceutici o deperibili: trasportiamo il vostro carico sulle rotte più dirette, con un tracciamento a ogni tappa.",
    },
    cargoPoints: {
      fr: [
        "Fret express et affrètements cargo",
        "Transport sous température dirigée",
        "Marchandises dangereuses et de valeur",
        "Dédouanement et livraison au destinataire",
      ],
      en: [
        "Express freight and cargo charters",
        "Temperature-controlled transport",
        "Dangerous and high-value goods",
        "Customs clearance and delivery to the consignee",
      ],
      it: [
        "Cargo espresso e charter merci",
        "Trasporto a temperatura controllata",
        "Merci pericolose e di valore",
        "Sdoganamento e consegna al destinatario",
      ],
    },
    maintenanceOnglet: {
      fr: "Maintenance",
      en: "Maintenance",
      it: "Manutenzione",
    },
    maintenanceTitre: {
      fr: "Des appareils toujours prêts à voler",
      en: "Aircraft always ready to fly",
      it: "Aeromobili sempre pronti al volo",
    },
    maintenanceTexte: {
      fr: "Nos techniciens certifiés assurent l'entretien programmé, les réparations et les inspections de vos aéronefs, pour maximiser leur disponibilité dans le strict respect de la réglementation.",
      en: "Our certified technicians carry out scheduled maintenance, repairs and inspections on your aircraft, maximising availability in strict compliance with regulations.",
      it: "I nostri tecnici certificati eseguono la manutenzione programmata, le riparazioni e le ispezioni dei vostri aeromobili, per massimizzarne la disponibilità nel pieno rispetto delle normative.",
    },
    maintenancePoints: {
      fr: [
        "Maintenance en ligne et en base",
        "Visites et inspections réglementaires",
        "Gestion des pièces et du suivi de navigabilité",
        "Intervention d'urgence sur appareil immobilisé (AOG)",
      ],
      en: [
        "Line and base maintenance",
        "Regulatory checks and inspections",
        "Parts and airworthiness management",
        "AOG emergency response",
      ],
      it: [
        "Manutenzione di linea e di base",
        "Ispezioni e controlli regolamentari",
        "Gestione dei ricambi e dell'aeronavigabilità",
        "Interventi d'urgenza su aeromobili fermi a terra (AOG)",
      ],
    },
    devisTitre: {
      fr: "Demandez votre devis",
      en: "Get your quote",
      it: "Il vostro preventivo su misura",
    },
    devisTexte: {
      fr: "Décrivez votre besoin en quelques lignes : votre demande est transmise directement à l'équipe du secteur.",
      en: "Tell us what you need in a few lines: your request goes straight to the sector's team.",
      it: "Descriveteci in poche righe la vostra esigenza: la richiesta arriva direttamente al team del settore.",
    },
    devisPoints: {
      fr: [
        "Suivi personnalisé de votre demande sous 24 h",
        "30 ans d'expérience au service de l'Afrique de l'Ouest",
      ],
      en: [
        "Personal follow-up of your request within 24 hours",
        "30 years of experience serving West Africa",
      ],
      it: [
        "Seguito personalizzato della vostra richiesta entro 24 ore",
        "30 anni di esperienza al servizio dell'Africa occidentale",
      ],
    },
  },
  mines: {
    titre: {
      fr: "Mines",
      en: "Mining",
      it: "Miniere",
    },
    description: {
      fr: "Exploration, exploitation et conseil minier : plus de 200 sites exploitables dans plus de 10 pays d'Afrique de l'Ouest. Assistance 24/7, devis sous 24 heures ouvrées.",
      en: "Exploration, mining operations and consulting: over 200 workable sites in more than 10 West African countries. 24/7 support, quotes within 24 business hours.",
      it: "Esplorazione, coltivazione mineraria e consulenza: oltre 200 siti sfruttabili in più di 10 paesi dell'Africa occidentale. Assistenza 24/7, preventivi entro 24 ore lavorative.",
    },
    accroche: {
      fr: "Valoriser les ressources, de façon responsable.",
      en: "Developing resources, responsibly.",
      it: "Valorizzare le risorse, in modo responsabile.",
    },
    introduction: {
      fr: "De la prospection à la production, nous accompagnons les opérateurs miniers avec des équipes de terrain, des équipements modernes et une exigence constante de sécurité et de respect des communautés.",
      en: "From prospecting to production, we support mining operators with field teams, modern equipment and an unwavering commitment to safety and to local communities.",
      it: "Dalla prospezione alla produzione, affianchiamo gli operatori minerari con team sul campo, attrezzature moderne e un impegno costante per la sicurezza e per le comunità locali.",
    },
    engagements: {
      fr: [
        "Réponse sous 24 heures ouvrées",
        "Assistance technique 24/7 sur vos sites",
        "30 ans d'expérience",
      ],
      en: [
        "Reply within 24 business hours",
        "24/7 technical support on your sites",
        "30 years of experience",
      ],
      it: [
        "Risposta entro 24 ore lavorative",
        "Assistenza tecnica 24/7 sui vostri siti",
        "30 anni di esperienza",
      ],
    },
    servicesIntro: {
      fr: "Trois expertises qui couvrent toute la vie d'une mine, du premier levé à la réhabilitation du site.",
      en: "Three areas of expertise covering the whole life of a mine, from the first survey to site rehabilitation.",
      it: "Tre competenze che coprono l'intera vita di una miniera, dal primo rilievo al ripristino del sito.",
    },
    explorationOnglet: {
      fr: "Exploration",
      en: "Exploration",
      it: "Esplorazione",
    },
    explorationTitre: {
      fr: "Identifier les gisements prometteurs",
      en: "Finding promising deposits",
      it: "Individuare i giacimenti promettenti",
    },
    explorationTexte: {
      fr: "Géologues, géophysiciens et foreurs travaillent ensemble pour évaluer le potentiel de vos permis, avec des données fiables qui éclairent chaque décision d'investissement.",
      en: "Geologists, geophysicists and drillers work together to assess the potential of your permits, producing reliable data to inform every investment decision.",
      it: "Geologi, geofisici e perforatori lavorano insieme per valutare il potenziale delle vostre concessioni, con dati affidabili a supporto di ogni decisione di investimento.",
    },
    explorationPoints: {
      fr: [
        "Cartographie géologique et géophysique",
        "Campagnes de forage et d'échantillonnage",
        "Estimation des ressources",
        "Études d'impact environnemental et social",
      ],
      en: [
        "Geological and geophysical mapping",
        "Drilling and sampling campaigns",
        "Resource estimation",
        "Environmental and social impact assessments",
      ],
      it: [
        "Cartografia geologica e geofisica",
        "Campagne di perforazione e campionamento",
        "Stima delle risorse",
        "Studi di impatto ambientale e sociale",
      ],
    },
    exploitationOnglet: {
      fr: "Exploitation",
      en: "Operations",
      it: "Coltivazione",
    },
    exploitationTitre: {
      fr: "Produire efficacement et en sécurité",
      en: "Producing efficiently and safely",
      it: "Produrre in modo efficiente e sicuro",
    },
    exploitationTexte: {
      fr: "Nous ouvrons et exploitons des mines à ciel ouvert et souterraines avec un parc d'engins moderne, des procédures de sécurité éprouvées et un suivi rigoureux de la production.",
      en: "We develop and run open-pit and underground mines with a modern fleet, proven safety procedures and rigorous production monitoring.",
      it: "Avviamo e gestiamo miniere a cielo aperto e sotterranee con un parco macchine moderno, procedure di sicurezza collaudate e un monitoraggio rigoroso della produzione.",
    },
    exploitationPoints: {
      fr: [
        "Extraction et terrassement miniers",
        "Location et maintenance d'engins",
        "Traitement et valorisation du minerai",
        "Santé, sécurité et environnement sur site",
      ],
      en: [
        "Extraction and mining earthworks",
        "Equipment hire and maintenance",
        "Ore processing and beneficiation",
        "On-site health, safety and environment",
      ],
      it: [
        "Estrazione e movimento terra",
        "Noleggio e manutenzione di macchinari",
        "Trattamento e valorizzazione del minerale",
        "Salute, sicurezza e ambiente in cantiere",
      ],
    },
    conseilOnglet: {
      fr: "Conseil",
      en: "Consulting",
      it: "Consulenza",
    },
    conseilTitre: {
      fr: "Décider avec les bons éclairages",
      en: "Deciding with the right insight",
      it: "Decidere con le informazioni giuste",
    },
    conseilTexte: {
      fr: "Nos experts accompagnent investisseurs et opérateurs sur les plans technique, réglementaire et financier, de l'acquisition d'un permis jusqu'à la réhabilitation du site.",
      en: "Our experts advise investors and operators on technical, regulatory and financial matters, from acquiring a permit to rehabilitating the site.",
      it: "I nostri esperti affiancano investitori e operatori sugli aspetti tecnici, normativi e finanziari, dall'acquisizione di una concessione fino al ripristino del sito.",
    },
    conseilPoints: {
      fr: [
        "Études de faisabilité et plans miniers",
        "Accompagnement réglementaire et obtention des permis",
        "Audit technique et due diligence",
        "Relations avec les communautés et réhabilitation",
      ],
      en: [
        "Feasibility studies and mine plans",
        "Regulatory support and permitting",
        "Technical audits and due diligence",
        "Community relations and site rehabilitation",
      ],
      it: [
        "Studi di fattibilità e piani minerari",
        "Supporto normativo e rilascio dei permessi",
        "Audit tecnici e due diligence",
        "Rapporti con le comunità e ripristino ambientale",
      ],
    },
    devisTitre: {
      fr: "Demandez votre devis",
      en: "Get your quote",
      it: "Il vostro preventivo su misura",
    },
    devisTexte: {
      fr: "Décrivez votre besoin en quelques lignes : votre demande est transmise directement à l'équipe du secteur.",
      en: "Tell us what you need in a few lines: your request goes straight to the sector's team.",
      it: "Descriveteci in poche righe la vostra esigenza: la richiesta arriva direttamente al team del settore.",
    },
    devisPoints: {
      fr: [
        "Suivi personnalisé de votre demande sous 24 h",
        "30 ans d'expérience au service de l'Afrique de l'Ouest",
      ],
      en: [
        "Personal follow-up of your request within 24 hours",
        "30 years of experience serving West Africa",
      ],
      it: [
        "Seguito personalizzato della vostra richiesta entro 24 ore",
        "30 anni di esperienza al servizio dell'Africa occidentale",
      ],
    },
  },
  logistique: {
    titre: {
      fr: "Logistique",
      en: "Logistics",
      it: "Logistica",
    },
    description: {
      fr: "Transport, entreposage et distribution en Afrique de l'Ouest, avec livraison express en 24 à 48 h. Demandez un devis : réponse sous 24 heures ouvrées.",
      en: "Transport, warehousing and distribution across West Africa, with express delivery in 24–48 hours. Request a quote: reply within 24 business hours.",
      it: "Trasporto, magazzinaggio e distribuzione in Africa occidentale, con consegna espressa in 24-48 ore. Richiedete un preventivo: risposta entro 24 ore lavorative.",
    },
    accroche: {
      fr: "Vos marchandises, au bon endroit, au bon moment.",
      en: "Your goods, in the right place, at the right time.",
      it: "Le vostre merci, nel posto giusto, al momento giusto.",
    },
    introduction: {
      fr: "Avec plus de 120 véhicules et des entrepôts sur les grands corridors de la région, nous gérons vos flux de bout en bout, du port ou de l'usine jusqu'au client final.",
      en: "With more than 120 vehicles and warehouses on the region's main corridors, we manage your supply chain end to end, from port or factory to the end customer.",
      it: "Con oltre 120 veicoli e magazzini lungo i principali corridoi della regione, gestiamo la vostra catena logistica dall'inizio alla fine, dal porto o dallo stabilimento fino al cliente finale.",
    },
    engagements: {
      fr: [
        "Livraison express en 24 à 48 h",
        "Réponse sous 24 heures ouvrées",
        "30 ans d'expérience",
      ],
      en: [
        "Express delivery in 24–48 hours",
        "Reply within 24 business hours",
        "30 years of experience",
      ],
      it: [
        "Consegna espressa in 24-48 ore",
        "Risposta entro 24 ore lavorative",
        "30 anni di esperienza",
      ],
    },
    servicesIntro: {
      fr: "Transport, stockage et livraison réunis chez un seul partenaire, pour une chaîne logistique sur laquelle vous pouvez compter.",
      en: "Transport, storage and delivery from a single partner, for a supply chain you can count on.",
      it: "Trasporto, stoccaggio e consegna con un unico partner, per una catena logistica su cui potete contare.",
    },
    transportOnglet: {
      fr: "Transport",
      en: "Transport",
      it: "Trasporto",
    },
    transportTitre: {
      fr: "Des flux routiers maîtrisés",
      en: "Road freight under control",
      it: "Trasporti su strada sotto controllo",
    },
    transportTexte: {
      fr: "Camions complets, groupage ou convois exceptionnels : nos chauffeurs et notre flotte suivie par GPS relient ports, usines et capitales de la région, dans le respect des délais annoncés.",
      en: "Full loads, groupage or oversized convoys: our drivers and GPS-tracked fleet connect the region's ports, factories and capitals, on the schedule we commit to.",
      it: "Carichi completi, groupage o trasporti eccezionali: i nostri autisti e la nostra flotta tracciata via GPS collegano porti, stabilimenti e capitali della regione, nel rispetto dei tempi concordati.",
    },
    transportPoints: {
      fr: [
        "Transport routier national et transfrontalier",
        "Livraison express en 24 à 48 h",
        "Convois exceptionnels et colis lourds",
        "Suivi GPS des expéditions",
      ],
      en: [
        "Domestic and cross-border road haulage",
        "Express delivery in 24–48 hours",
        "Oversized convoys and heavy loads",
        "GPS shipment tracking",
      ],
      it: [
        "Trasporto stradale nazionale e transfrontaliero",
        "Consegna espressa in 24-48 ore",
        "Trasporti eccezionali e carichi pesanti",
        "Tracciamento GPS delle spedizioni",
      ],
    },
    entrepotOnglet: {
      fr: "Entreposage",
      en: "Warehousing",
      it: "Magazzinaggio",
    },
    entrepotTitre: {
      fr: "Des entrepôts sûrs et bien gérés",
      en: "Secure, well-run warehouses",
      it: "Magazzini sicuri e ben gestiti",
    },
    entrepotTexte: {
      fr: "Nos entrepôts sécurisés accueillent vos marchandises sous douane ou en libre pratique, avec une gestion informatisée des stocks qui vous donne une visibilité en temps réel.",
      en: "Our secure warehouses hold your goods in bond or duty-paid, with computerised stock management that gives you real-time visibility.",
      it: "I nostri magazzini sorvegliati custodiscono le vostre merci in regime doganale o già sdoganate, con una gestione informatizzata delle scorte che vi offre visibilità in tempo reale.",
    },
    entrepotPoints: {
      fr: [
        "Stockage sec, sous température dirigée et sous douane",
        "Gestion des stocks en temps réel",
        "Préparation de commandes et conditionnement",
        "Surveillance et sécurité 24/7",
      ],
      en: [
        "Dry, temperature-controlled and bonded storage",
        "Real-time inventory management",
        "Order picking and packaging",
        "24/7 surveillance and security",
      ],
      it: [
        "Stoccaggio a secco, a temperatura controllata e in regime doganale",
        "Gestione delle scorte in tempo reale",
        "Preparazione degli ordini e confezionamento",
        "Sorveglianza e sicurezza 24/7",
      ],
    },
    distributionOnglet: {
      fr: "Distribution",
      en: "Distribution",
      it: "Distribuzione",
    },
    distributionTitre: {
      fr: "Jusqu'au dernier kilomètre",
      en: "All the way to the last mile",
      it: "Fino all'ultimo chilometro",
    },
    distributionTexte: {
      fr: "Nous livrons vos distributeurs, points de vente et clients finaux, en ville comme en zone rurale, avec des tournées optimisées et une preuve de livraison pour chaque colis.",
      en: "We deliver to your distributors, shops and end customers, in cities and rural areas alike, with optimised rounds and proof of delivery for every parcel.",
      it: "Consegniamo ai vostri distributori, punti vendita e clienti finali, in città come nelle zone rurali, con giri di consegna ottimizzati e una prova di consegna per ogni collo.",
    },
    distributionPoints: {
      fr: [
        "Distribution urbaine et régionale",
        "Tournées optimisées et créneaux de livraison",
        "Preuve de livraison électronique",
        "Gestion des retours",
      ],
      en: [
        "Urban and regional distribution",
        "Optimised rounds and delivery slots",
        "Electronic proof of delivery",
        "Returns management",
      ],
      it: [
        "Distribuzione urbana e regionale",
        "Giri ottimizzati e fasce orarie di consegna",
        "Prova di consegna elettronica",
        "Gestione dei resi",
      ],
    },
    devisTitre: {
      fr: "Demandez votre devis",
      en: "Get your quote",
      it: "Il vostro preventivo su misura",
    },
    devisTexte: {
      fr: "Décrivez votre besoin en quelques lignes : votre demande est transmise directement à l'équipe du secteur.",
      en: "Tell us what you need in a few lines: your request goes straight to the sector's team.",
      it: "Descriveteci in poche righe la vostra esigenza: la richiesta arriva direttamente al team del settore.",
    },
    devisPoints: {
      fr: [
        "Suivi personnalisé de votre demande sous 24 h",
        "30 ans d'expérience au service de l'Afrique de l'Ouest",
      ],
      en: [
        "Personal follow-up of your request within 24 hours",
        "30 years of experience serving West Africa",
      ],
      it: [
        "Seguito personalizzato della vostra richiesta entro 24 ore",
        "30 anni di esperienza al servizio dell'Africa occidentale",
      ],
    },
  },
  "qui-sommes-nous": {
    titre: {
      fr: "Qui sommes-nous",
      en: "About us",
      it: "Chi siamo",
    },
    introduction: {
      fr: "Un groupe ouest-africain, quatre métiers complémentaires, une même exigence : bâtir et relier durablement la région.",
      en: "A West African group, four complementary businesses, one standard: building and connecting the region for the long term.",
      it: "Un gruppo dell'Africa occidentale, quattro attività complementari, una stessa esigenza: costruire e collegare la regione in modo duraturo.",
    },
    missionTitre: {
      fr: "Notre mission",
      en: "Our mission",
      it: "La nostra missione",
    },
    mission: {
      fr: "Accompagner les entreprises, les institutions et les particuliers d'Afrique de l'Ouest avec des services fiables en immobilier, aviation, mines et logistique, portés par des équipes locales.",
      en: "To serve companies, institutions and individuals across West Africa with reliable services in real estate, aviation, mining and logistics, delivered by local teams.",
      it: "Accompagnare imprese, istituzioni e privati dell'Africa occidentale con servizi affidabili nell'immobiliare, nell'aviazione, nelle miniere e nella logistica, grazie a squadre locali.",
    },
    visionTitre: {
      fr: "Notre vision",
      en: "Our vision",
      it: "La nostra visione",
    },
    vision: {
      fr: "Devenir le partenaire de référence de la croissance ouest-africaine, en reliant les territoires et en valorisant durablement leurs ressources.",
      en: "To become the partner of reference for West African growth, connecting territories and developing their resources sustainably.",
      it: "Diventare il partner di riferimento della crescita dell'Africa occidentale, collegando i territori e valorizzandone in modo sostenibile le risorse.",
    },
    histoireTitre: {
      fr: "Trente ans en Afrique de l'Ouest",
      en: "Thirty years in West Africa",
      it: "Trent'anni in Africa occidentale",
    },
    histoire: {
      fr: [
        "1996 — Fondation du groupe à Dakar, autour d'une première activité de promotion immobilière.",
        "2003 — Création du pôle logistique et ouverture du corridor routier Dakar – Bamako.",
        "2009 — Ouverture du bureau d'Abidjan et lancement de l'aviation : fret, affrètement et maintenance.",
        "2014 — Création du pôle mines : exploration et conseil, d'abord dans la région de Kédougou.",
        "2019 — Ouverture du bureau de Bamako ; nos lignes desservent désormais 15 pays.",
        "2026 — Trente ans d'activité et plus de 50 projets livrés dans la région.",
      ],
      en: [
        "1996 — The group is founded in Dakar, around a first real estate development business.",
        "2003 — The logistics branch is created and the Dakar – Bamako road corridor opens.",
        "2009 — The Abidjan office opens and aviation begins: freight, charter and maintenance.",
        "2014 — The mining branch is created: exploration and advisory, first in the Kédougou region.",
        "2019 — The Bamako office opens; our routes now serve 15 countries.",
        "2026 — Thirty years in business and more than 50 projects delivered across the region.",
      ],
      it: [
        "1996 — Il gruppo nasce a Dakar, attorno a una prima attività di promozione immobiliare.",
        "2003 — Nasce il polo logistico e apre il corridoio stradale Dakar – Bamako.",
        "2009 — Apre l'ufficio di Abidjan e parte l'aviazione: merci, noleggio e manutenzione.",
        "2014 — Nasce il polo minerario: esplorazione e consulenza, prima nella regione di Kédougou.",
        "2019 — Apre l'ufficio di Bamako; le nostre linee servono ormai 15 paesi.",
        "2026 — Trent'anni di attività e oltre 50 progetti realizzati nella regione.",
      ],
    },
    presenceTitre: {
      fr: "Notre présence",
      en: "Where we work",
      it: "Dove siamo",
    },
    presence: {
      fr: [
        "Sénégal — Siège à Dakar : immobilier, aviation et logistique.",
        "Côte d'Ivoire — Bureau d'Abidjan : immobilier, logistique et fret aérien.",
        "Mali — Bureau de Bamako : mines et logistique.",
        "Afrique de l'Ouest — Projets et lignes régulières du Niger au Ghana, de la Guinée au Togo.",
      ],
      en: [
        "Senegal — Head office in Dakar: real estate, aviation and logistics.",
        "Côte d'Ivoire — Abidjan office: real estate, logistics and air freight.",
        "Mali — Bamako office: mining and logistics.",
        "West Africa — Projects and regular routes from Niger to Ghana, from Guinea to Togo.",
      ],
      it: [
        "Senegal — Sede a Dakar: immobiliare, aviazione e logistica.",
        "Costa d'Avorio — Ufficio di Abidjan: immobiliare, logistica e trasporto aereo di merci.",
        "Mali — Ufficio di Bamako: miniere e logistica.",
        "Africa occidentale — Progetti e linee regolari dal Niger al Ghana, dalla Guinea al Togo.",
      ],
    },
    valeursTitre: {
      fr: "Nos valeurs",
      en: "Our values",
      it: "I nostri valori",
    },
    innovationTitre: {
      fr: "Innovation",
      en: "Innovation",
      it: "Innovazione",
    },
    innovationTexte: {
      fr: "Nous cherchons sans cesse de meilleures façons de construire, de transporter et d'exploiter.",
      en: "We keep looking for better ways to build, carry and operate.",
      it: "Cerchiamo sempre modi migliori di costruire, trasportare e gestire.",
    },
    integriteTitre: {
      fr: "Intégrité",
      en: "Integrity",
      it: "Integrità",
    },
    integriteTexte: {
      fr: "Nous tenons nos engagements et agissons en toute transparence avec nos partenaires.",
      en: "We keep our commitments and act transparently with our partners.",
      it: "Manteniamo i nostri impegni e agiamo con trasparenza verso i nostri partner.",
    },
    excellenceTitre: {
      fr: "Excellence",
      en: "Excellence",
      it: "Eccellenza",
    },
    excellenceTexte: {
      fr: "Nous visons la qualité dans chaque projet, du premier échange à la livraison.",
      en: "We aim for quality in every project, from the first talk to delivery.",
      it: "Puntiamo alla qualità in ogni progetto, dal primo contatto alla consegna.",
    },
    impactTitre: {
      fr: "Impact",
      en: "Impact",
      it: "Impatto",
    },
    impactTexte: {
      fr: "Nous créons de la valeur durable pour les communautés où nous travaillons.",
      en: "We create lasting value for the communities where we work.",
      it: "Creiamo valore duraturo per le comunità in cui lavoriamo.",
    },
    appelTitre: {
      fr: "Parlons de votre projet",
      en: "Let's talk about your project",
      it: "Parliamo del vostro progetto",
    },
    appelTexte: {
      fr: "Nos équipes vous répondent sous 24 heures ouvrées.",
      en: "Our teams answer within 24 business hours.",
      it: "Le nostre squadre rispondono entro 24 ore lavorative.",
    },
    appelBouton: {
      fr: "Nous contacter",
      en: "Contact us",
      it: "Contattaci",
    },
  },
  gouvernance: {
    titre: {
      fr: "Gouvernance",
      en: "Governance",
      it: "Governance",
    },
    description: {
      fr: "La direction et le conseil d'administration du Groupe Afrique de l'Ouest, et le message de son président.",
      en: "The leadership and the board of directors of Groupe Afrique de l'Ouest, and its chairman's message.",
      it: "La direzione e il consiglio di amministrazione del Groupe Afrique de l'Ouest, e il messaggio del suo presidente.",
    },
    introduction: {
      fr: "Un conseil d'administration qui fixe le cap, une direction qui rend compte de chaque métier : la gouvernance d'un groupe présent depuis trente ans en Afrique de l'Ouest.",
      en: "A board of directors that sets the course, a leadership team accountable for each business: the governance of a group present in West Africa for thirty years.",
      it: "Un consiglio di amministrazione che fissa la rotta, una direzione che risponde di ogni attività: la governance di un gruppo presente da trent'anni in Africa occidentale.",
    },
    messageTitre: {
      fr: "Le message du président",
      en: "A message from our chairman",
      it: "Il messaggio del presidente",
    },
    message: {
      fr: "Lorsque nous avons fondé le groupe à Dakar en 1996, nous voulions prouver qu'une entreprise née dans la région pouvait bâtir, relier et valoriser l'Afrique de l'Ouest au meilleur niveau international.\n\nTrente ans plus tard, nos quatre métiers — immobilier, aviation, mines et logistique — servent leurs clients depuis Dakar, Abidjan et Bamako, et nos lignes desservent 15 pays. Plus de 50 projets livrés témoignent de l'engagement de nos équipes.\n\nNotre conseil d'administration veille à ce que cette croissance reste exigeante : des comptes audités chaque année, des comités indépendants, et la sécurité de chacun sur nos sites avant toute autre priorité. C'est à ces conditions que nous resterons le partenaire de confiance de nos clients, de nos actionnaires et des pays qui nous accueillent.",
      en: "When we founded the group in Dakar in 1996, we set out to prove that a company born in the region could build, connect and develop West Africa to the highest international standards.\n\nThirty years later, our four businesses — real estate, aviation, mining and logistics — serve their clients from Dakar, Abidjan and Bamako, and our routes reach 15 countries. More than 50 projects delivered bear witness to our teams' commitment.\n\nOur board of directors makes sure this growth stays demanding: accounts audited every year, independent committees, and everyone's safety on our sites ahead of any other priority. On these terms we will remain the trusted partner of our clients, our shareholders and the countries that welcome us.",
      it: "Quando abbiamo fondato il gruppo a Dakar nel 1996, volevamo dimostrare che un'impresa nata nella regione poteva costruire, collegare e valorizzare l'Africa occidentale ai migliori livelli internazionali.\n\nTrent'anni dopo, le nostre quattro attività — immobiliare, aviazione, miniere e logistica — servono i loro clienti da Dakar, Abidjan e Bamako, e le nostre linee raggiungono 15 paesi. Oltre 50 progetti realizzati testimoniano l'impegno delle nostre squadre.\n\nIl nostro consiglio di amministrazione vigila affinché questa crescita resti esigente: bilanci certificati ogni anno, comitati indipendenti e la sicurezza di tutti nei nostri cantieri prima di ogni altra priorità. È a queste condizioni che resteremo il partner di fiducia dei nostri clienti, dei nostri azionisti e dei paesi che ci accolgono.",
    },
    messageSignature: {
      fr: "Cheikh Tidiane Fall, président du conseil d'administration",
      en: "Cheikh Tidiane Fall, Chairman of the Board",
      it: "Cheikh Tidiane Fall, presidente del consiglio di amministrazione",
    },
    directionTitre: {
      fr: "La direction",
      en: "Leadership team",
      it: "La direzione",
    },
    directionTexte: {
      fr: "Le directeur général et les responsables de chaque métier conduisent le groupe au quotidien.",
      en: "The chief executive and the heads of each business run the group day to day.",
      it: "Il direttore generale e i responsabili di ogni attività guidano il gruppo ogni giorno.",
    },
    conseilTitre: {
      fr: "Le conseil d'administration",
      en: "Board of directors",
      it: "Il consiglio di amministrazione",
    },
    conseilTexte: {
      fr: "Il arrête la stratégie, contrôle les comptes et nomme la direction ; la moitié de ses membres sont indépendants.",
      en: "It sets the strategy, oversees the accounts and appoints the leadership; half of its members are independent.",
      it: "Definisce la strategia, controlla i conti e nomina la direzione; metà dei suoi membri sono indipendenti.",
    },
  },
  engagements: {
    titre: {
      fr: "Nos engagements",
      en: "Our commitments",
      it: "I nostri impegni",
    },
    description: {
      fr: "Responsabilité sociétale, hygiène, sécurité et environnement, certifications, partenaires et clients du Groupe Afrique de l'Ouest.",
      en: "Social responsibility, health, safety and environment, certifications, partners and clients of Groupe Afrique de l'Ouest.",
      it: "Responsabilità sociale, salute, sicurezza e ambiente, certificazioni, partner e clienti del Groupe Afrique de l'Ouest.",
    },
    introduction: {
      fr: "Depuis 1996, nous construisons, relions et exploitons en Afrique de l'Ouest avec une conviction : un chantier, un vol ou une mine n'est réussi que si chacun rentre chez soi en bonne santé, et si la région en sort plus forte.",
      en: "Since 1996, we have built, connected and operated across West Africa with one conviction: a building site, a flight or a mine is a success only if everyone goes home safe, and the region comes out stronger.",
      it: "Dal 1996 costruiamo, colleghiamo e gestiamo in Africa occidentale con una convinzione: un cantiere, un volo o una miniera riescono solo se ognuno torna a casa in salute e se la regione ne esce più forte.",
    },
    chiffresTitre: {
      fr: "Nos engagements en chiffres",
      en: "Our commitments in figures",
      it: "I nostri impegni in cifre",
    },
    chiffres: {
      fr: [
        "0 — accident avec arrêt en 2025 sur nos chantiers, nos bases et nos sites",
        "1 200 — emplois directs au Sénégal, en Côte d'Ivoire et au Mali",
        "38 % — de femmes dans l'encadrement",
        "85 % — de nos achats auprès de fournisseurs ouest-africains",
      ],
      en: [
        "0 — lost-time accidents in 2025 on our sites, bases and mines",
        "1,200 — direct jobs in Senegal, Côte d'Ivoire and Mali",
        "38% — women in management",
        "85% — of our purchases from West African suppliers",
      ],
      it: [
        "0 — infortuni con assenza dal lavoro nel 2025 nei nostri cantieri, basi e siti",
        "1.200 — posti di lavoro diretti in Senegal, Costa d'Avorio e Mali",
        "38% — di donne nei ruoli dirigenziali",
        "85% — dei nostri acquisti da fornitori dell'Africa occidentale",
      ],
    },
    rseTitre: {
      fr: "Responsabilité sociétale",
      en: "Social responsibility",
      it: "Responsabilità sociale",
    },
    rseTexte: {
      fr: "Nos trois bureaux, à Dakar, Abidjan et Bamako, recrutent et forment d'abord sur place. Chaque projet est préparé avec les communautés qui l'accueillent, et une part de sa valeur leur revient.",
      en: "Our three offices, in Dakar, Abidjan and Bamako, recruit and train locally first. Each project is prepared with the communities that host it, and part of its value goes back to them.",
      it: "I nostri tre uffici, a Dakar, Abidjan e Bamako, assumono e formano innanzitutto sul posto. Ogni progetto è preparato con le comunità che lo accolgono, e una parte del suo valore torna a loro.",
    },
    rsePoints: {
      fr: [
        "Une école de chantier et des apprentissages dans chaque métier du groupe",
        "Des achats confiés en priorité aux entreprises de la région",
        "Une consultation des communautés avant chaque nouveau site minier",
        "L'égalité des salaires entre femmes et hommes, vérifiée chaque année",
      ],
      en: [
        "A site school and apprenticeships in each of the group's businesses",
        "Purchasing entrusted first to companies from the region",
        "Community consultation before every new mining site",
        "Equal pay for women and men, checked every year",
      ],
      it: [
        "Una scuola di cantiere e apprendistati in ogni attività del gruppo",
        "Acquisti affidati in priorità alle imprese della regione",
        "Una consultazione delle comunità prima di ogni nuovo sito minerario",
        "La parità salariale tra donne e uomini, verificata ogni anno",
      ],
    },
    hseTitre: {
      fr: "Hygiène, sécurité, environnement",
      en: "Health, safety and environment",
      it: "Salute, sicurezza e ambiente",
    },
    hseTexte: {
      fr: "La sécurité passe avant le délai. Chaque équipe commence sa journée par un point sécurité, et chacun, du manœuvre au directeur, peut arrêter un travail qu'il juge dangereux.",
      en: "Safety comes before deadlines. Every team starts its day with a safety briefing, and anyone, from labourer to director, may stop work they consider dangerous.",
      it: "La sicurezza viene prima delle scadenze. Ogni squadra inizia la giornata con un briefing sulla sicurezza e chiunque, dall'operaio al direttore, può fermare un lavoro che ritiene pericoloso.",
    },
    hsePoints: {
      fr: [
        "Un droit d'arrêt reconnu à chaque collaborateur",
        "La réhabilitation des sites miniers prévue dès l'exploration",
        "Des panneaux solaires sur nos entrepôts et nos résidences",
        "Le suivi des émissions de notre flotte aérienne et routière",
      ],
      en: [
        "A right to stop work for every employee",
        "Mine site rehabilitation planned from exploration onwards",
        "Solar panels on our warehouses and residences",
        "Emissions monitoring for our air and road fleets",
      ],
      it: [
        "Il diritto di fermare il lavoro per ogni collaboratore",
        "Il ripristino dei siti minerari previsto fin dall'esplorazione",
        "Pannelli solari sui nostri magazzini e sulle nostre residenze",
        "Il monitoraggio delle emissioni della nostra flotta aerea e stradale",
      ],
    },
    certificationsTitre: {
      fr: "Nos certifications",
      en: "Our certifications",
      it: "Le nostre certificazioni",
    },
    certificationsTexte: {
      fr: "Des organismes indépendants vérifient chaque année nos systèmes de management.",
      en: "Independent bodies audit our management systems every year.",
      it: "Enti indipendenti verificano ogni anno i nostri sistemi di gestione.",
    },
    partenairesTitre: {
      fr: "Ils nous font confiance",
      en: "They trust us",
      it: "Si fidano di noi",
    },
    partenairesTexte: {
      fr: "Partenaires et clients avec lesquels nous bâtissons la région.",
      en: "The partners and clients with whom we are building the region.",
      it: "I partner e i clienti con cui costruiamo la regione.",
    },
  },
  contact: {
    titre: {
      fr: "Contactez-nous",
      en: "Contact us",
      it: "Contattaci",
    },
    introduction: {
      fr: "Un projet, une question, un devis ? Décrivez-nous votre besoin : l'équipe du métier concerné vous répond.",
      en: "A project, a question, a quote? Tell us what you need: the team of the business concerned will answer you.",
      it: "Un progetto, una domanda, un preventivo? Descriveteci la vostra esigenza: vi risponderà il team del settore interessato.",
    },
    avantagesTitre: {
      fr: "Pourquoi nous écrire",
      en: "Why write to us",
      it: "Perché scriverci",
    },
    avantages: {
      fr: [
        "Réponse sous 2 heures ouvrées pour l'aviation, sous 24 heures ouvrées pour nos autres métiers.",
        "Un suivi personnalisé de votre demande sous 24 h.",
        "30 ans d'expérience au service des entreprises d'Afrique de l'Ouest.",
      ],
      en: [
        "A reply within 2 business hours for aviation, within 24 business hours for our other businesses.",
        "Personal follow-up of your request within 24 hours.",
        "30 years of experience serving companies across West Africa.",
      ],
      it: [
        "Risposta entro 2 ore lavorative per l'aviazione, entro 24 ore lavorative per le altre attività.",
        "Un seguito personalizzato della vostra richiesta entro 24 ore.",
        "30 anni di esperienza al servizio delle imprese dell'Africa occidentale.",
      ],
    },
  },
  "mentions-legales": {
    titre: {
      fr: "Mentions légales",
      en: "Legal notice",
      it: "Note legali",
    },
    // The publisher, the publication director and the host come first, from the site
    // settings (domain/legal-notice.ts): this text is the rest of the notice.
    texte: {
      fr: "## Propriété intellectuelle\n\nLes textes, photographies, logos et marques de ce site appartiennent au Groupe Afrique de l'Ouest ou à leurs auteurs, qui en ont autorisé l'usage. Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite.\n\n## Liens vers d'autres sites\n\nLes liens vers d'autres sites sont donnés à titre d'information ; le Groupe Afrique de l'Ouest ne répond pas de leur contenu.\n\n## Données personnelles\n\nLa manière dont nous utilisons les données que vous nous confiez, et vos droits sur elles, sont décrits dans notre politique de confidentialité.\n\n## Droit applicable\n\nCe site est soumis au droit sénégalais et aux actes uniformes de l'OHADA. Tout litige relève des juridictions de Dakar, sauf disposition impérative contraire.",
      en: "## Intellectual property\n\nThe texts, photographs, logos and trademarks of this site belong to Groupe Afrique de l'Ouest or to their authors, who have allowed their use. Any reproduction, performance or adaptation, in whole or in part, without prior written permission is prohibited.\n\n## Links to other sites\n\nLinks to other sites are given for information only; Groupe Afrique de l'Ouest is not responsible for their content.\n\n## Personal data\n\nHow we use the data you entrust to us, and your rights over it, are described in our privacy policy.\n\n## Governing law\n\nThis site is governed by Senegalese law and the OHADA Uniform Acts. Any dispute falls within the jurisdiction of the courts of Dakar, unless a mandatory rule provides otherwise.",
      it: "## Proprietà intellettuale\n\nI testi, le fotografie, i loghi e i marchi di questo sito appartengono al Groupe Afrique de l'Ouest o ai rispettivi autori, che ne hanno autorizzato l'uso. Ogni riproduzione, rappresentazione o adattamento, totale o parziale, senza autorizzazione scritta preventiva è vietato.\n\n## Link ad altri siti\n\nI link ad altri siti sono forniti a titolo informativo; il Groupe Afrique de l'Ouest non risponde del loro contenuto.\n\n## Dati personali\n\nIl modo in cui utilizziamo i dati che ci affidate, e i vostri diritti su di essi, sono descritti nella nostra informativa sulla privacy.\n\n## Legge applicabile\n\nQuesto sito è soggetto al diritto senegalese e agli Atti uniformi OHADA. Ogni controversia è di competenza dei tribunali di Dakar, salvo disposizione imperativa contraria.",
    },
  },
  confidentialite: {
    titre: {
      fr: "Politique de confidentialité",
      en: "Privacy policy",
      it: "Informativa sulla privacy",
    },
    texte: {
      fr: "## Qui traite vos données\n\nLe Groupe Afrique de l'Ouest, dont le siège est à Dakar, est responsable des données que ce site recueille. Pour toute question : contact@groupe-afrique-ouest.com.\n\n## Les lois qui vous protègent\n\nNous traitons vos données conformément à la loi sénégalaise n° 2008-12 du 25 janvier 2008 sur la protection des données à caractère personnel, à la loi ivoirienne n° 2013-450 du 19 juin 2013 relative à la protection des données à caractère personnel et à la loi malienne n° 2013-015 du 21 mai 2013 portant protection des données à caractère personnel, selon le pays où vous vous trouvez et le bureau qui traite votre demande.\n\n## Ce que nous recueillons, pourquoi, et sur quelle base\n\nFormulaire de contact et demandes de devis : votre nom, votre téléphone, votre email, votre entreprise si vous la donnez, votre message et le secteur concerné, pour vous répondre et établir une offre.\nBase : les mesures précontractuelles prises à votre demande.\nConservation : le temps de traiter la demande et d'en assurer le suivi, puis suppression.\n\nLettre d'information : votre email, le secteur qui vous intéresse et votre langue, pour vous envoyer nos nouvelles.\nBase : votre consentement, que vous retirez à tout moment par le lien de désinscription présent dans chaque envoi.\nConservation : tant que vous restez inscrit.\n\nCandidatures : lorsque vous postulez à une offre publiée sur ce site, votre nom, votre email, votre téléphone, votre message et votre CV, pour étudier votre candidature.\nBase : les mesures précontractuelles prises à votre demande. Votre CV n'est jamais publié : seules les personnes chargées du recrutement le lisent.\nConservation : deux ans au plus, sauf si vous demandez sa suppression plus tôt.\n\nMesure d'audience : le site compte les consultations de ses pages sans cookie ni outil tiers. Pour ne compter qu'une visite par jour, il garde une empreinte chiffrée de votre adresse IP et de votre navigateur, jamais l'adresse elle-même, effacée le lendemain.\nBase : l'intérêt légitime du groupe à connaître la fréquentation de son site.\n\nSécurité du site : votre adresse IP sert un court moment à limiter les envois abusifs des formulaires.\nBase : l'obligation de sécurité que ces lois imposent au responsable du traitement.\n\nComptes du personnel : pour les collaborateurs du groupe qui publient sur ce site, leur nom, leur email, leur téléphone, leur rôle, leurs clés d'accès et le journal de leurs actions.\nBase : l'exécution de leur contrat de travail et l'obligation de sécurité.\nConservation : tant que le compte est actif.\n\n## Qui y a accès\n\nSeules les équipes du groupe concernées par votre demande, et notre hébergeur, nommé dans les mentions légales, pour le seul fonctionnement du site. Nous ne vendons ni ne cédons vos données. Lorsqu'elles sont hébergées hors de votre pays, ce transfert respecte les conditions que fixent ces lois.\n\n## Cookies\n\nLe seul cookie que le site dépose chez un visiteur retient la langue choisie. Les collaborateurs connectés reçoivent en plus un cookie de session, nécessaire à leur connexion.\n\n## Vos droits\n\nVous pouvez demander à consulter, corriger ou supprimer vos données, ou vous opposer à leur utilisation, en écrivant à contact@groupe-afrique-ouest.com. Nous vous répondons sous un mois.\n\n## Réclamation\n\nSi vous estimez que vos droits ne sont pas respectés, vous pouvez saisir l'autorité de protection des données de votre pays :\nSénégal : Commission de protection des données personnelles (CDP), Dakar, cdp.sn\nCôte d'Ivoire : Autorité de régulation des télécommunications/TIC de Côte d'Ivoire (ARTCI), Abidjan, artci.ci\nMali : Autorité de protection des données à caractère personnel (APDP), Bamako, apdp.ml",
      en: "## Who handles your data\n\nGroupe Afrique de l'Ouest, headquartered in Dakar, is responsible for the data this site collects. For any question: contact@groupe-afrique-ouest.com.\n\n## The laws that protect you\n\nWe process your data in accordance with Senegal's Law No. 2008-12 of 25 January 2008 on the protection of personal data, Côte d'Ivoire's Law No. 2013-450 of 19 June 2013 on the protection of personal data and Mali's Law No. 2013-015 of 21 May 2013 on the protection of personal data, depending on the country you are in and the office that handles your request.\n\n## What we collect, why, and on what basis\n\nContact form and quote requests: your name, telephone number, email, your company if you give it, your message and the sector concerned, to reply to you and prepare an offer.\nBasis: steps taken at your request before entering into a contract.\nKept: as long as it takes to handle and follow up your request, then deleted.\n\nNewsletter: your email, the sector you are interested in and your language, to send you our news.\nBasis: your consent, which you may withdraw at any time through the unsubscribe link in every newsletter.\nKept: as long as you stay subscribed.\n\nJob applications: when you apply for a position published on this site, your name, email, telephone number, message and CV, to assess your application.\nBasis: steps taken at your request before entering into a contract. Your CV is never published: only the people in charge of recruitment read it.\nKept: two years at most, unless you ask for its deletion sooner.\n\nAudience measurement: the site counts visits to its pages without cookies or third-party tools. To count a visitor once a day, it keeps an encrypted fingerprint of your IP address and browser, never the address itself, erased the next day.\nBasis: the group's legitimate interest in knowing how its site is used.\n\nSite security: your IP address is used briefly to limit abusive form submissions.\nBasis: the security obligation these laws place on the data controller.\n\nStaff accounts: for the group's employees who publish on this site, their name, email, telephone number, role, sign-in keys and a log of their actions.\nBasis: the performance of their employment contract and the security obligation.\nKept: as long as the account is active.\n\n## Who can see it\n\nOnly the group's teams concerned by your request, and our host, named in the legal notice, solely to run the site. We neither sell nor pass on your data. Where it is hosted outside your country, the transfer meets the conditions these laws set.\n\n## Cookies\n\nThe only cookie the site sets for a visitor remembers the language you chose. Signed-in staff also receive a session cookie, needed to stay signed in.\n\n## Your rights\n\nYou may ask to see, correct or delete your data, or object to its use, by writing to contact@groupe-afrique-ouest.com. We reply within one month.\n\n## Complaints\n\nIf you believe your rights are not respected, you may refer the matter to the data protection authority of your country:\nSenegal: the Personal Data Protection Commission (CDP), Dakar, cdp.sn\nCôte d'Ivoire: the Telecommunications and ICT Regulatory Authority (ARTCI), Abidjan, artci.ci\nMali: the Personal Data Protection Authority (APDP), Bamako, apdp.ml",
      it: "## Chi tratta i vostri dati\n\nIl Groupe Afrique de l'Ouest, con sede a Dakar, è responsabile dei dati raccolti da questo sito. Per qualsiasi domanda: contact@groupe-afrique-ouest.com.\n\n## Le leggi che vi tutelano\n\nTrattiamo i vostri dati nel rispetto della legge senegalese n. 2008-12 del 25 gennaio 2008 sulla protezione dei dati personali, della legge ivoriana n. 2013-450 del 19 giugno 2013 relativa alla protezione dei dati personali e della legge maliana n. 2013-015 del 21 maggio 2013 sulla protezione dei dati personali, secondo il paese in cui vi trovate e l'ufficio che tratta la vostra richiesta.\n\n## Cosa raccogliamo, perché e su quale base\n\nModulo di contatto e richieste di preventivo: nome, telefono, email, azienda se indicata, messaggio e settore interessato, per rispondervi e preparare un'offerta.\nBase: le misure precontrattuali adottate su vostra richiesta.\nConservazione: il tempo necessario a gestire e seguire la richiesta, poi cancellazione.\n\nNewsletter: la vostra email, il settore che vi interessa e la vostra lingua, per inviarvi le nostre notizie.\nBase: il vostro consenso, che potete revocare in qualsiasi momento con il link di disiscrizione presente in ogni invio.\nConservazione: finché restate iscritti.\n\nCandidature: quando vi candidate a un'offerta pubblicata su questo sito, nome, email, telefono, messaggio e CV, per valutare la vostra candidatura.\nBase: le misure precontrattuali adottate su vostra richiesta. Il vostro CV non è mai pubblicato: lo leggono solo le persone incaricate della selezione.\nConservazione: al massimo due anni, salvo richiesta di cancellazione anticipata.\n\nMisurazione del pubblico: il sito conta le visite alle sue pagine senza cookie né strumenti di terzi. Per contare una sola visita al giorno conserva un'impronta cifrata del vostro indirizzo IP e del vostro browser, mai l'indirizzo stesso, cancellata il giorno dopo.\nBase: il legittimo interesse del gruppo a conoscere la frequentazione del proprio sito.\n\nSicurezza del sito: il vostro indirizzo IP serve per breve tempo a limitare gli invii abusivi dei moduli.\nBase: l'obbligo di sicurezza che queste leggi impongono al titolare del trattamento.\n\nAccount del personale: per i collaboratori del gruppo che pubblicano su questo sito, nome, email, telefono, ruolo, chiavi di accesso e registro delle loro azioni.\nBase: l'esecuzione del contratto di lavoro e l'obbligo di sicurezza.\nConservazione: finché l'account è attivo.\n\n## Chi vi ha accesso\n\nSolo i team del gruppo interessati dalla vostra richiesta e il nostro fornitore di hosting, indicato nelle note legali, per il solo funzionamento del sito. Non vendiamo né cediamo i vostri dati. Quando sono ospitati fuori dal vostro paese, il trasferimento rispetta le condizioni fissate da queste leggi.\n\n## Cookie\n\nL'unico cookie che il sito imposta per un visitatore ricorda la lingua scelta. I collaboratori connessi ricevono inoltre un cookie di sessione, necessario per restare connessi.\n\n## I vostri diritti\n\nPotete chiedere di consultare, correggere o cancellare i vostri dati, oppure opporvi al loro utilizzo, scrivendo a contact@groupe-afrique-ouest.com. Rispondiamo entro un mese.\n\n## Reclami\n\nSe ritenete che i vostri diritti non siano rispettati, potete rivolgervi all'autorità di protezione dei dati del vostro paese:\nSenegal: la Commissione per la protezione dei dati personali (CDP), Dakar, cdp.sn\nCosta d'Avorio: l'Autorità di regolazione delle telecomunicazioni e delle TIC (ARTCI), Abidjan, artci.ci\nMali: l'Autorità per la protezione dei dati personali (APDP), Bamako, apdp.ml",
    },
  },
};
