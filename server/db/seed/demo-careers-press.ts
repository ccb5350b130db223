// The demo's job offers and press releases (issue 32): the same group as the rest of the
// demo (founded in Dakar in 1996, offices in Dakar, Abidjan and Bamako, the figures of the
// site settings), in three languages. One offer is closed, to show its page; one release
// has its PDF, made here byte for byte (demoReleasePdf) so that every seed is the same.
import type { Localized, SectorCode } from "../../../domain/constants.ts";
import type { ContractType } from "../../../domain/offres-emploi.ts";

export interface DemoOffer {
  titre: Localized;
  lieu: Localized;
  description: Localized;
  secteur: SectorCode;
  codePays: string;
  typeContrat: ContractType;
  /** Days from the seed's day to the closing day: negative for the closed offer. */
  closesInDays: number;
}

const missions = (intro: string, tasks: string[], profile: string[], headings: [string, string]) =>
  `${intro}\n\n## ${headings[0]}\n\n${tasks.map((t) => `- ${t}`).join("\n")}\n\n## ${headings[1]}\n\n${profile.map((p) => `- ${p}`).join("\n")}`;

const FR: [string, string] = ["Vos missions", "Votre profil"];
const EN: [string, string] = ["Your role", "Your profile"];
const IT: [string, string] = ["Le tue attività", "Il tuo profilo"];

export const DEMO_OFFERS: readonly DemoOffer[] = [
  {
    titre: {
      fr: "Technicien·ne de maintenance aéronautique B1",
      en: "B1 aircraft maintenance technician",
      it: "Tecnico/a di manutenzione aeronautica B1",
    },
    lieu: {
      fr: "Dakar, aéroport Blaise-Diagne",
      en: "Dakar, Blaise Diagne airport",
      it: "Dakar, aeroporto Blaise Diagne",
    },
    description: {
      fr: missions(
        "Notre atelier de Dakar entretient la flotte régionale du groupe, qui dessert plus de 15 pays d’Afrique de l’Ouest.",
        [
          "Réaliser les visites en ligne et les entretiens programmés",
          "Diagnostiquer les pannes et signer les remises en service",
          "Tenir à jour la documentation de navigabilité",
        ],
        [
          "Licence Part-66 B1",
          "Trois ans d’expérience sur turbopropulseurs",
          "Français courant, anglais technique",
        ],
        FR,
      ),
      en: missions(
        "Our Dakar workshop maintains the group’s regional fleet, which serves more than 15 West African countries.",
        [
          "Carry out line checks and scheduled maintenance",
          "Troubleshoot faults and sign certificates of release to service",
          "Keep airworthiness records up to date",
        ],
        [
          "Part-66 B1 licence",
          "Three years’ experience on turboprops",
          "Fluent French, technical English",
        ],
        EN,
      ),
      it: missions(
        "La nostra officina di Dakar si occupa della flotta regionale del gruppo, che serve oltre 15 paesi dell’Africa occidentale.",
        [
          "Eseguire controlli di linea e manutenzioni programmate",
          "Diagnosticare i guasti e firmare i certificati di riammissione in servizio",
          "Aggiornare la documentazione di aeronavigabilità",
        ],
        [
          "Licenza Part-66 B1",
          "Tre anni di esperienza su turboelica",
          "Francese fluente, inglese tecnico",
        ],
        IT,
      ),
    },
    secteur: "aviation",
    codePays: "SN",
    typeContrat: "CDI",
    closesInDays: 24,
  },
  {
    titre: {
      fr: "Ingénieur·e géotechnicien·ne",
      en: "Geotechnical engineer",
      it: "Ingegnere/a geotecnico/a",
    },
    lieu: {
      fr: "Bamako et sites miniers",
      en: "Bamako and mine sites",
      it: "Bamako e siti minerari",
    },
    description: {
      fr: missions(
        "Rattaché·e à notre bureau de Bamako, vous accompagnez les études de nos clients miniers au Mali et dans la sous-région.",
        [
          "Concevoir les campagnes de reconnaissance et suivre les forages",
          "Modéliser la stabilité des fosses et des verses",
          "Rédiger les rapports remis aux clients",
        ],
        [
          "Diplôme d’ingénieur en géotechnique ou géologie",
          "Cinq ans d’expérience en mine à ciel ouvert",
          "Disponibilité pour des missions de terrain",
        ],
        FR,
      ),
      en: missions(
        "Based in our Bamako office, you support our mining clients’ studies in Mali and across the region.",
        [
          "Design site investigation campaigns and supervise drilling",
          "Model the stability of pits and waste dumps",
          "Write the reports delivered to clients",
        ],
        [
          "Engineering degree in geotechnics or geology",
          "Five years’ experience in open-pit mining",
          "Available for field assignments",
        ],
        EN,
      ),
      it: missions(
        "Presso il nostro ufficio di Bamako, segui gli studi dei nostri clienti minerari in Mali e nella regione.",
        [
          "Progettare le campagne di indagine e seguire le perforazioni",
          "Modellare la stabilità di fosse e discariche",
          "Redigere i rapporti per i clienti",
        ],
        [
          "Laurea in ingegneria geotecnica o geologia",
          "Cinque anni di esperienza in miniere a cielo aperto",
          "Disponibilità per missioni sul campo",
        ],
        IT,
      ),
    },
    secteur: "mines",
    codePays: "ML",
    typeContrat: "CDI",
    closesInDays: 35,
  },
  {
    titre: { fr: "Chef·fe de quai", en: "Dock supervisor", it: "Capo banchina" },
    lieu: {
      fr: "Abidjan, port autonome",
      en: "Abidjan, autonomous port",
      it: "Abidjan, porto autonomo",
    },
    description: {
      fr: missions(
        "Notre plateforme d’Abidjan reçoit et expédie chaque jour les marchandises de nos clients vers tout le corridor.",
        [
          "Organiser les équipes de chargement",
          "Contrôler les réceptions et les expéditions",
          "Veiller à la sécurité sur le quai",
        ],
        ["Première expérience d’encadrement en entrepôt", "Maîtrise d’un WMS", "CACES apprécié"],
        FR,
      ),
      en: missions(
        "Our Abidjan platform receives and ships our clients’ goods every day along the whole corridor.",
        ["Organise the loading teams", "Check receipts and shipments", "Keep the dock safe"],
        [
          "First experience leading a warehouse team",
          "Working knowledge of a WMS",
          "Forklift licence a plus",
        ],
        EN,
      ),
      it: missions(
        "La nostra piattaforma di Abidjan riceve e spedisce ogni giorno le merci dei clienti lungo tutto il corridoio.",
        [
          "Organizzare le squadre di carico",
          "Controllare ricevimenti e spedizioni",
          "Garantire la sicurezza in banchina",
        ],
        [
          "Prima esperienza di coordinamento in magazzino",
          "Conoscenza di un WMS",
          "Patentino per carrelli gradito",
        ],
        IT,
      ),
    },
    secteur: "logistique",
    codePays: "CI",
    typeContrat: "CDD",
    closesInDays: 18,
  },
  {
    titre: {
      fr: "Conducteur·rice de travaux",
      en: "Site manager",
      it: "Direttore/trice di cantiere",
    },
    lieu: { fr: "Dakar, Diamniadio", en: "Dakar, Diamniadio", it: "Dakar, Diamniadio" },
    description: {
      fr: missions(
        "Vous pilotez l’un de nos chantiers de logements à Diamniadio, de l’installation à la livraison.",
        [
          "Planifier et coordonner les sous-traitants",
          "Suivre le budget et les délais",
          "Animer les réunions de chantier",
        ],
        [
          "Formation en génie civil",
          "Cinq ans de conduite de travaux en bâtiment",
          "Connaissance des matériaux locaux",
        ],
        FR,
      ),
      en: missions(
        "You run one of our housing sites in Diamniadio, from set-up to handover.",
        ["Plan and coordinate subcontractors", "Track budget and schedule", "Lead site meetings"],
        [
          "Civil engineering background",
          "Five years managing building sites",
          "Knowledge of local materials",
        ],
        EN,
      ),
      it: missions(
        "Guidi uno dei nostri cantieri residenziali a Diamniadio, dall’avvio alla consegna.",
        [
          "Pianificare e coordinare i subappaltatori",
          "Seguire budget e tempi",
          "Condurre le riunioni di cantiere",
        ],
        [
          "Formazione in ingegneria civile",
          "Cinque anni di direzione di cantieri edili",
          "Conoscenza dei materiali locali",
        ],
        IT,
      ),
    },
    secteur: "immobilier",
    codePays: "SN",
    typeContrat: "CDI",
    closesInDays: 42,
  },
  {
    titre: {
      fr: "Stage en contrôle de gestion (6 mois)",
      en: "Management control internship (6 months)",
      it: "Tirocinio in controllo di gestione (6 mesi)",
    },
    lieu: { fr: "Abidjan, Plateau", en: "Abidjan, Plateau", it: "Abidjan, Plateau" },
    description: {
      fr: missions(
        "Au sein de la direction financière, vous participez au suivi mensuel de l’activité de nos quatre métiers.",
        [
          "Préparer les tableaux de bord mensuels",
          "Analyser les écarts au budget",
          "Participer à la clôture",
        ],
        ["Master en finance ou école de commerce", "Excel avancé", "Rigueur et curiosité"],
        FR,
      ),
      en: missions(
        "In the finance department, you help track the monthly performance of our four businesses.",
        ["Prepare monthly dashboards", "Analyse variances to budget", "Take part in the closing"],
        ["Master’s in finance or business school", "Advanced Excel", "Rigour and curiosity"],
        EN,
      ),
      it: missions(
        "Nella direzione finanziaria, partecipi al monitoraggio mensile delle nostre quattro attività.",
        [
          "Preparare i cruscotti mensili",
          "Analizzare gli scostamenti dal budget",
          "Partecipare alla chiusura",
        ],
        ["Laurea magistrale in finanza o economia", "Excel avanzato", "Rigore e curiosità"],
        IT,
      ),
    },
    secteur: "logistique",
    codePays: "CI",
    typeContrat: "stage",
    closesInDays: 12,
  },
  {
    titre: {
      fr: "Consultant·e HSE minier",
      en: "Mining HSE consultant",
      it: "Consulente HSE minerario",
    },
    lieu: { fr: "Bamako", en: "Bamako", it: "Bamako" },
    description: {
      fr: missions(
        "Une mission de six mois pour auditer les pratiques de santé, sécurité et environnement de sites clients.",
        ["Auditer les sites", "Proposer un plan d’action", "Former les équipes"],
        ["Dix ans d’expérience HSE en mine", "Certification ISO 45001"],
        FR,
      ),
      en: missions(
        "A six-month assignment auditing health, safety and environment practices at client sites.",
        ["Audit the sites", "Propose an action plan", "Train the teams"],
        ["Ten years’ HSE experience in mining", "ISO 45001 certification"],
        EN,
      ),
      it: missions(
        "Un incarico di sei mesi per verificare le pratiche di salute, sicurezza e ambiente nei siti dei clienti.",
        ["Verificare i siti", "Proporre un piano d’azione", "Formare le squadre"],
        ["Dieci anni di esperienza HSE in miniera", "Certificazione ISO 45001"],
        IT,
      ),
    },
    secteur: "mines",
    codePays: "ML",
    typeContrat: "consultant",
    // Closed: its page says so and links to the open offers.
    closesInDays: -10,
  },
];

export interface DemoRelease {
  titre: Localized;
  resume: Localized;
  texte: Localized;
  /** Days before the seed's day the release is dated. */
  daysAgo: number;
  /** Whether it comes with its PDF (demoReleasePdf). */
  pdf?: true;
}

export const DEMO_RELEASES: readonly DemoRelease[] = [
  {
    titre: {
      fr: "Le groupe fête ses trente ans",
      en: "The group celebrates its thirtieth anniversary",
      it: "Il gruppo festeggia trent’anni",
    },
    resume: {
      fr: "Fondé à Dakar en 1996, le groupe réunit aujourd’hui quatre métiers et trois bureaux, à Dakar, Abidjan et Bamako.",
      en: "Founded in Dakar in 1996, the group now brings together four businesses and three offices, in Dakar, Abidjan and Bamako.",
      it: "Fondato a Dakar nel 1996, il gruppo riunisce oggi quattro attività e tre uffici, a Dakar, Abidjan e Bamako.",
    },
    texte: {
      fr: "**Dakar** — Né d’une première activité de promotion immobilière, le groupe a ajouté l’aviation, les mines et la logistique à ses métiers.\n\nIl compte plus de 50 projets immobiliers livrés et dessert plus de 15 pays par les airs.",
      en: "**Dakar** — Born of a first real estate development business, the group has added aviation, mining and logistics to its activities.\n\nIt has delivered more than 50 real estate projects and serves more than 15 countries by air.",
      it: "**Dakar** — Nato da una prima attività di promozione immobiliare, il gruppo ha aggiunto aviazione, miniere e logistica alle sue attività.\n\nHa consegnato oltre 50 progetti immobiliari e serve più di 15 paesi per via aerea.",
    },
    daysAgo: 6,
    pdf: true,
  },
  {
    titre: {
      fr: "Ouverture d’un entrepôt sous douane à Bamako",
      en: "A bonded warehouse opens in Bamako",
      it: "Apre un magazzino doganale a Bamako",
    },
    resume: {
      fr: "Le nouvel entrepôt rapproche les marchandises de nos clients maliens et raccourcit leurs délais de dédouanement.",
      en: "The new warehouse brings our Malian clients’ goods closer and shortens their customs clearance times.",
      it: "Il nuovo magazzino avvicina le merci dei nostri clienti maliani e riduce i tempi di sdoganamento.",
    },
    texte: {
      fr: "**Bamako** — Le groupe met en service un entrepôt sous douane relié à son réseau de transport routier.\n\nLes clients suivent chaque envoi en ligne, de l’arrivée au port jusqu’à la livraison.",
      en: "**Bamako** — The group opens a bonded warehouse linked to its road transport network.\n\nClients track every shipment online, from arrival at the port to delivery.",
      it: "**Bamako** — Il gruppo apre un magazzino doganale collegato alla sua rete di trasporto su strada.\n\nI clienti seguono ogni spedizione online, dall’arrivo al porto fino alla consegna.",
    },
    daysAgo: 40,
  },
  {
    titre: {
      fr: "Nouvelle liaison de fret aérien entre Dakar et Abidjan",
      en: "New air freight link between Dakar and Abidjan",
      it: "Nuovo collegamento cargo aereo tra Dakar e Abidjan",
    },
    resume: {
      fr: "Trois rotations hebdomadaires relient désormais nos bureaux de Dakar et d’Abidjan pour le fret express.",
      en: "Three weekly rotations now link our Dakar and Abidjan offices for express freight.",
      it: "Tre rotazioni settimanali collegano ora i nostri uffici di Dakar e Abidjan per il cargo espresso.",
    },
    texte: {
      fr: "**Dakar** — La liaison complète l’offre de transport de passagers du groupe.\n\nToute demande reçoit une réponse sous 2 heures ouvrées.",
      en: "**Dakar** — The link complements the group’s passenger transport offer.\n\nEvery request is answered within 2 business hours.",
      it: "**Dakar** — Il collegamento completa l’offerta di trasporto passeggeri del gruppo.\n\nOgni richiesta riceve risposta entro 2 ore lavorative.",
    },
    daysAgo: 95,
  },
  {
    titre: {
      fr: "Un programme de formation pour les techniciens de la région",
      en: "A training programme for the region’s technicians",
      it: "Un programma di formazione per i tecnici della regione",
    },
    resume: {
      fr: "Le groupe forme chaque année de jeunes techniciens dans ses ateliers, ses chantiers et ses sites miniers.",
      en: "Every year the group trains young technicians in its workshops, building sites and mine sites.",
      it: "Ogni anno il gruppo forma giovani tecnici nelle sue officine, nei cantieri e nei siti minerari.",
    },
    texte: {
      fr: "**Abidjan** — Le programme associe les écoles techniques de Dakar, d’Abidjan et de Bamako.\n\nLes stagiaires sont encadrés par des tuteurs de nos quatre métiers.",
      en: "**Abidjan** — The programme brings together technical schools in Dakar, Abidjan and Bamako.\n\nTrainees are mentored by tutors from our four businesses.",
      it: "**Abidjan** — Il programma coinvolge le scuole tecniche di Dakar, Abidjan e Bamako.\n\nI tirocinanti sono seguiti da tutor delle nostre quattro attività.",
    },
    daysAgo: 160,
  },
];

/**
 * A small valid PDF of one A4 page carrying the release's title: objects, a cross-reference
 * table with each object's byte offset, and the trailer. Made from the text alone, so the
 * same title gives the same bytes on every seed.
 */
export function demoReleasePdf(title: string, subtitle: string): Buffer {
  // Helvetica in PDF's standard encoding: the text is kept to ASCII (accents dropped).
  const ascii = (text: string) =>
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[’]/g, "'")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/[()\\]/g, (c) => `\\${c}`);
  const stream = `BT /F1 20 Tf 60 760 Td (${ascii(title)}) Tj ET\nBT /F1 12 Tf 60 730 Td (${ascii(subtitle)}) Tj ET\n`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}endstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
