// The 73 demo pictures: for every demo item (and each person of the governance), which scene, seen from where, at what time of
// day, and what its alternative text says. Each project gets a small gallery of three views.

import type { Localized } from "../../domain/constants.ts";
import { portrait } from "./portraits.ts";
import { BRAND, crew, fence, person, pickup, tree, truck, tufts, tyreTracks } from "./props.ts";
import {
  brickYard,
  buildingSite,
  businessPark,
  cityAvenue,
  earthHouses,
  officeInterior,
  seasideResidence,
  servicedPlots,
  towerFromBelow,
} from "./scenes-immobilier.ts";
import {
  coreTrays,
  drillRig,
  equipmentRow,
  fieldSurvey,
  loader,
  mapTable,
  pitLandscape,
  quarry,
  stockyard,
  tailings,
} from "./scenes-mines.ts";
import {
  apron,
  cargoHold,
  containerPort,
  controlRoom,
  hangarInterior,
  inFlight,
  roadConvoy,
  runway,
  warehouseExterior,
  warehouseInterior,
} from "./scenes-transport.ts";
import { seedOf } from "./svg.ts";

export interface DemoPictureEntry {
  /** File name stem: "realisation-01-1".."realisation-14-3", "article-01".."article-11", "opportunite-01".."opportunite-09" */
  name: string;
  /** What the picture shows, as alternative text, in French, English and Italian. */
  alt: Localized<string>;
  /** The picture as an SVG document, exactly 1024×683 px. */
  svg(): string;
}

function entry(
  name: string,
  fr: string,
  en: string,
  it: string,
  svg: (seed: number) => string,
): DemoPictureEntry {
  return { name, alt: { fr, en, it }, svg: () => svg(seedOf(name)) };
}

const PIT_ROCK = ["#b5532f", "#a0603a", "#c07a4a", "#8a5a3a"];

// The governance's demo portraits (issue 32, point 1): stylised busts, no real face.
const PORTRAITS: DemoPictureEntry[] = [
  entry(
    "personne-01",
    "Portrait de démonstration de Mamadou Lamine Diallo : silhouette stylisée en buste sur un fond bleu nuit à rayures",
    "Demonstration portrait of Mamadou Lamine Diallo: a stylised head-and-shoulders silhouette on a striped navy blue background",
    "Ritratto dimostrativo di Mamadou Lamine Diallo: silhouette stilizzata a mezzo busto su uno sfondo blu notte a righe",
    (seed) =>
      portrait(seed, {
        ground: ["#0b4f8a", "#062741"],
        clothes: "#1f2a3a",
        accent: "#f2efe6",
        skin: "#6b4430",
        head: "short",
      }),
  ),
  entry(
    "personne-02",
    "Portrait de démonstration de Aïssatou Ndiaye : silhouette stylisée en buste sur un fond ocre à rayures",
    "Demonstration portrait of Aïssatou Ndiaye: a stylised head-and-shoulders silhouette on a striped ochre background",
    "Ritratto dimostrativo di Aïssatou Ndiaye: silhouette stilizzata a mezzo busto su uno sfondo ocra a righe",
    (seed) =>
      portrait(seed, {
        ground: ["#c98d3f", "#8a5a2a"],
        clothes: "#7a1f3a",
        accent: "#e8c16a",
        skin: "#5a3826",
        head: "wrap",
      }),
  ),
  entry(
    "personne-03",
    "Portrait de démonstration de Kouassi Yao : silhouette stylisée en buste sur un fond vert savane à rayures",
    "Demonstration portrait of Kouassi Yao: a stylised head-and-shoulders silhouette on a striped savanna green background",
    "Ritratto dimostrativo di Kouassi Yao: silhouette stilizzata a mezzo busto su uno sfondo verde savana a righe",
    (seed) =>
      portrait(seed, {
        ground: ["#4f6b2e", "#2c3d1a"],
        clothes: "#2d3b4f",
        accent: "#dfe6ee",
        skin: "#7a4e34",
        head: "bald",
      }),
  ),
  entry(
    "personne-04",
    "Portrait de démonstration de Fatoumata Traoré : silhouette stylisée en buste sur un fond latérite à rayures",
    "Demonstration portrait of Fatoumata Traoré: a stylised head-and-shoulders silhouette on a striped laterite red background",
    "Ritratto dimostrativo di Fatoumata Traoré: silhouette stilizzata a mezzo busto su uno sfondo rosso laterite a righe",
    (seed) =>
      portrait(seed, {
        ground: ["#b5532f", "#6e2c17"],
        clothes: "#123456",
        accent: "#d99a1e",
        skin: "#4e301f",
        head: "wrap",
      }),
  ),
  entry(
    "personne-05",
    "Portrait de démonstration de Ibrahima Sow : silhouette stylisée en buste sur un fond olive à rayures",
    "Demonstration portrait of Ibrahima Sow: a stylised head-and-shoulders silhouette on a striped olive background",
    "Ritratto dimostrativo di Ibrahima Sow: silhouette stilizzata a mezzo busto su uno sfondo oliva a righe",
    (seed) =>
      portrait(seed, {
        ground: ["#7d8a3c", "#3f4a1e"],
        clothes: "#3b3b3b",
        accent: "#f0e6d2",
        skin: "#5e3b28",
        head: "short",
      }),
  ),
  entry(
    "personne-06",
    "Portrait de démonstration de Adama Coulibaly : silhouette stylisée en buste sur un fond bleu acier à rayures",
    "Demonstration portrait of Adama Coulibaly: a stylised head-and-shoulders silhouette on a striped steel blue background",
    "Ritratto dimostrativo di Adama Coulibaly: silhouette stilizzata a mezzo busto su uno sfondo blu acciaio a righe",
    (seed) =>
      portrait(seed, {
        ground: ["#093f6e", "#2a7ab8"],
        clothes: "#5a4632",
        accent: "#eef6ff",
        skin: "#6a4330",
        head: "bald",
      }),
  ),
  entry(
    "personne-07",
    "Portrait de démonstration de Cheikh Tidiane Fall : silhouette stylisée en buste sur un fond sable à rayures",
    "Demonstration portrait of Cheikh Tidiane Fall: a stylised head-and-shoulders silhouette on a striped sand background",
    "Ritratto dimostrativo di Cheikh Tidiane Fall: silhouette stilizzata a mezzo busto su uno sfondo sabbia a righe",
    (seed) =>
      portrait(seed, {
        ground: ["#e8d3a9", "#c98d3f"],
        clothes: "#f4f1ea",
        accent: "#d99a1e",
        skin: "#4a2e1e",
        head: "short",
      }),
  ),
  entry(
    "personne-08",
    "Portrait de démonstration de Mariam Ouédraogo : silhouette stylisée en buste sur un fond prune à rayures",
    "Demonstration portrait of Mariam Ouédraogo: a stylised head-and-shoulders silhouette on a striped plum background",
    "Ritratto dimostrativo di Mariam Ouédraogo: silhouette stilizzata a mezzo busto su uno sfondo prugna a righe",
    (seed) =>
      portrait(seed, {
        ground: ["#6b2b4a", "#3a1426"],
        clothes: "#0f3b2e",
        accent: "#e9b44c",
        skin: "#6b4330",
        head: "wrap",
      }),
  ),
  entry(
    "personne-09",
    "Portrait de démonstration de Jean-Baptiste Kouamé : silhouette stylisée en buste sur un fond bleu canard à rayures",
    "Demonstration portrait of Jean-Baptiste Kouamé: a stylised head-and-shoulders silhouette on a striped teal background",
    "Ritratto dimostrativo di Jean-Baptiste Kouamé: silhouette stilizzata a mezzo busto su uno sfondo verde petrolio a righe",
    (seed) =>
      portrait(seed, {
        ground: ["#2f6f73", "#153a3c"],
        clothes: "#262b33",
        accent: "#f7f3ea",
        skin: "#553622",
        head: "short",
      }),
  ),
  entry(
    "personne-10",
    "Portrait de démonstration de Ousmane Keïta : silhouette stylisée en buste sur un fond bronze à rayures",
    "Demonstration portrait of Ousmane Keïta: a stylised head-and-shoulders silhouette on a striped bronze background",
    "Ritratto dimostrativo di Ousmane Keïta: silhouette stilizzata a mezzo busto su uno sfondo bronzo a righe",
    (seed) =>
      portrait(seed, {
        ground: ["#8a6d3b", "#4a3a1f"],
        clothes: "#ffffff",
        accent: "#8a6d3b",
        skin: "#5a3a26",
        head: "bald",
      }),
  ),
  entry(
    "personne-11",
    "Portrait de démonstration de Ndèye Coumba Mbaye : silhouette stylisée en buste sur un fond bleu ardoise à rayures",
    "Demonstration portrait of Ndèye Coumba Mbaye: a stylised head-and-shoulders silhouette on a striped slate blue background",
    "Ritratto dimostrativo di Ndèye Coumba Mbaye: silhouette stilizzata a mezzo busto su uno sfondo blu ardesia a righe",
    (seed) =>
      portrait(seed, {
        ground: ["#3d5a80", "#1d2d44"],
        clothes: "#c1440e",
        accent: "#f2c14e",
        skin: "#4e2f1e",
        head: "wrap",
      }),
  ),
];

export const DEMO_PICTURE_CATALOGUE: DemoPictureEntry[] = [
  // 01 — Résidence Les Almadies, Dakar
  entry(
    "realisation-01-1",
    "Immeubles résidentiels blancs à balcons vitrés face à l’océan Atlantique, palmiers et plage aux Almadies, lumière dorée du soir",
    "White apartment buildings with glazed balconies facing the Atlantic, palm trees and beach at Les Almadies, golden evening light",
    "Palazzi residenziali bianchi con balconi vetrati di fronte all’Atlantico, palme e spiaggia ad Almadies, luce dorata della sera",
    (seed) =>
      seasideResidence(
        {
          seed,
          mood: "golden",
          sunAz: -35,
          cam: { x: 55, y: 1.7, z: 40, yaw: -22, focal: 560, cy: 420 },
        },
        { blocks: 3, shoreZ: 190, pool: true, palms: 9 },
      ),
  ),
  entry(
    "realisation-01-2",
    "Façade blanche de la résidence vue d’en bas : dalles de balcons, garde-corps en verre et palmes au premier plan sous un ciel de midi",
    "The residence’s white façade from below: balcony slabs, glass railings and palm fronds in the foreground under a midday sky",
    "La facciata bianca della residenza vista dal basso: solette dei balconi, parapetti in vetro e palme in primo piano sotto il cielo di mezzogiorno",
    (seed) =>
      seasideResidence(
        {
          seed,
          mood: "midday",
          sunAz: 120,
          cam: { x: 0, y: 1.6, z: 104, yaw: -12, pitch: 24, focal: 500 },
        },
        { blocks: 2, shoreZ: 200, pool: false, palms: 4 },
      ),
  ),
  entry(
    "realisation-01-3",
    "Vue aérienne matinale de la résidence des Almadies : trois immeubles, piscine turquoise, palmiers et océan jusqu’à l’horizon",
    "Morning aerial view of the Almadies residence: three buildings, turquoise pool, palm trees and the ocean to the horizon",
    "Veduta aerea mattutina della residenza di Almadies: tre edifici, piscina turchese, palme e oceano fino all’orizzonte",
    (seed) =>
      seasideResidence(
        {
          seed,
          mood: "morning",
          sunAz: -120,
          cam: { x: 30, y: 32, z: 70, yaw: -26, pitch: -14, focal: 560 },
          extras: (s) => {
            tree(s, "palm", -4.8, 93.5, 14);
            tree(s, "palm", 28.4, 116.0, 12);
          },
        },
        { blocks: 3, shoreZ: 190, pool: true, palms: 14 },
      ),
  ),
  // 02 — Centre d'affaires du Plateau, Abidjan
  entry(
    "realisation-02-1",
    "Tour de bureaux en verre bleu vue depuis sa base, contre-plongée vers un ciel clair, reflets du ciel sur la façade, Plateau d’Abidjan",
    "Blue glass office tower seen from its base, looking up into a clear sky, the sky reflected on its façade, Plateau, Abidjan",
    "Torre di uffici in vetro blu vista dalla base, ripresa dal basso verso un cielo limpido, riflessi del cielo sulla facciata, Plateau di Abidjan",
    (seed) =>
      towerFromBelow(
        {
          seed,
          mood: "midday",
          sunAz: 140,
          cam: { x: 22, y: 1.6, z: -12, yaw: -12, pitch: 38, focal: 470 },
        },
        { height: 92, tint: "#2f5b82", neighbours: 2, palms: true },
      ),
  ),
  entry(
    "realisation-02-2",
    "Avenue du Plateau au crépuscule : tours de bureaux aux fenêtres éclairées, lampadaires et traînées de phares vers l’horizon",
    "A Plateau avenue at dusk: office towers with lit windows, street lamps and headlight trails running to the horizon",
    "Un viale del Plateau al crepuscolo: torri di uffici con finestre illuminate, lampioni e scie di fari verso l’orizzonte",
    (seed) =>
      cityAvenue(
        { seed, mood: "dusk", sunAz: 10, cam: { x: 0, y: 1.7, z: 0, yaw: 0, focal: 560, cy: 380 } },
        { towers: 12, width: 16 },
      ),
  ),
  entry(
    "realisation-02-3",
    "Plateau de bureaux lumineux au centre d’affaires : postes de travail, colonnes blanches et baies vitrées sur les tours d’Abidjan",
    "A bright office floor in the business centre: workstations, white columns and floor-to-ceiling windows over Abidjan’s towers",
    "Un luminoso piano uffici del centro d’affari: postazioni di lavoro, colonne bianche e vetrate sulle torri di Abidjan",
    (seed) =>
      officeInterior(
        {
          seed,
          mood: "morning",
          sunAz: 15,
          cam: { x: -2, y: 1.6, z: 0, yaw: 5, focal: 520, cy: 330 },
        },
        { depth: 32, desks: true, floorColor: "#b9a58a", view: "city" },
      ),
  ),
  // 03 — Ligne cargo Dakar – Bamako – Ouagadougou
  entry(
    "realisation-03-1",
    "Avion cargo bleu marine sur le tarmac à l’aube, conteneurs aériens et chariot élévateur devant le hangar, ciel rose",
    "Navy-blue cargo aircraft on the apron at dawn, air-freight containers and a forklift in front of the hangar, pink sky",
    "Aereo cargo blu navy sul piazzale all’alba, container aerei e carrello elevatore davanti all’hangar, cielo rosa",
    (seed) =>
      apron(
        {
          seed,
          mood: "dawn",
          sunAz: 60,
          cam: { x: 30, y: 1.5, z: 30, yaw: -45, focal: 560, cy: 430 },
          extras: (s) => {
            crew(s, 18.5, 33.5, 2);
            pickup(s, 26.1, 39.2, true, "#f2c230");
          },
        },
        {
          kind: "jet",
          heading: 96,
          length: 46,
          backdrop: "hangar",
          ulds: 8,
          surface: "#b9b6ae",
          doorOpen: true,
        },
      ),
  ),
  entry(
    "realisation-03-2",
    "Avion cargo en vol au-dessus de la savane sahélienne, lumière dorée de fin d’après-midi et brume sur les reliefs",
    "Cargo aircraft flying over the Sahel savanna, golden late-afternoon light and haze over the hills",
    "Aereo cargo in volo sopra la savana del Sahel, luce dorata del tardo pomeriggio e foschia sui rilievi",
    (seed) =>
      inFlight(
        {
          seed,
          mood: "golden",
          sunAz: 40,
          cam: { x: 0, y: 1800, z: 0, yaw: 0, focal: 1150, cy: 300 },
        },
        { terrain: "sahel", livery: BRAND.navy },
      ),
  ),
  entry(
    "realisation-03-3",
    "Chargement de palettes de fret devant un terminal vitré sous le ciel de midi : conteneurs, chariot élévateur et avion cargo",
    "Loading freight pallets in front of a glazed terminal under the midday sky: containers, forklift and cargo aircraft",
    "Carico di pallet davanti a un terminal vetrato sotto il cielo di mezzogiorno: container, carrello elevatore e aereo cargo",
    (seed) =>
      apron(
        {
          seed,
          mood: "midday",
          sunAz: -110,
          cam: { x: -28, y: 1.8, z: 24, yaw: 40, focal: 540, cy: 350 },
        },
        {
          kind: "jet",
          heading: -80,
          length: 44,
          backdrop: "terminal",
          ulds: 12,
          surface: "#c4bfb3",
          doorOpen: true,
        },
      ),
  ),
  // 04 — Hangar de maintenance, Lomé
  entry(
    "realisation-04-1",
    "Hangar de maintenance aux portes ouvertes à Lomé, turbopropulseur stationné sur l’aire de béton, lumière claire du matin",
    "Maintenance hangar with open doors in Lomé, a turboprop parked on the concrete apron, clear morning light",
    "Hangar di manutenzione con le porte aperte a Lomé, un turboelica parcheggiato sul piazzale in cemento, luce chiara del mattino",
    (seed) =>
      apron(
        {
          seed,
          mood: "morning",
          sunAz: -70,
          cam: { x: 12, y: 1.5, z: 40, yaw: -38, focal: 540, cy: 410 },
          extras: (s) => {
            person(s, 4.6, 43.0, "#f0a020", "#ffffff");
          },
        },
        {
          kind: "turboprop",
          heading: 70,
          length: 27,
          backdrop: "hangar",
          ulds: 0,
          surface: "#c2c0ba",
          doorOpen: false,
        },
      ),
  ),
  entry(
    "realisation-04-2",
    "Intérieur du hangar de Lomé : avion régional entouré de passerelles de travail jaunes, techniciens et grande porte ouverte sur le jour",
    "Inside the Lomé hangar: a regional aircraft surrounded by yellow work stands, technicians and the wide door open to daylight",
    "All’interno dell’hangar di Lomé: aereo regionale circondato da passerelle gialle, tecnici e grande porta aperta sulla luce del giorno",
    (seed) =>
      hangarInterior(
        {
          seed,
          mood: "morning",
          sunAz: 10,
          cam: { x: 4, y: 2.2, z: 0, yaw: -4, focal: 480, cy: 360 },
        },
        { stands: 4, doorLight: true },
      ),
  ),
  entry(
    "realisation-04-3",
    "Visite de maintenance de nuit dans le hangar : avion sur son poste, éclairage artificiel se reflétant sur le sol époxy",
    "Night maintenance check in the hangar: the aircraft in its bay, overhead lights reflected on the epoxy floor",
    "Manutenzione notturna nell’hangar: l’aereo nella sua postazione, luci artificiali riflesse sul pavimento in resina",
    (seed) =>
      hangarInterior(
        {
          seed,
          mood: "dusk",
          sunAz: -20,
          cam: { x: -22, y: 5, z: 6, yaw: 18, focal: 560, cy: 300 },
        },
        { stands: 3, doorLight: false },
      ),
  ),
  // 05 — Exploration aurifère, Kédougou
  entry(
    "realisation-05-1",
    "Foreuse d’exploration orange sur une plateforme de latérite, collines vertes de Kédougou en saison des pluies, foreurs en gilets",
    "Orange exploration drill rig on a laterite pad, green Kédougou hills in the rainy season, drillers in hi-vis vests",
    "Sonda di esplorazione arancione su una piazzola di laterite, colline verdi di Kédougou nella stagione delle piogge, perforatori in gilet",
    (seed) =>
      drillRig(
        {
          seed,
          mood: "morning",
          sunAz: -60,
          cam: { x: -5, y: 1.7, z: 8, yaw: 10, focal: 560, cy: 390 },
        },
        { rig: "#d9701e", mastTilt: -12, soil: BRAND.laterite, green: 0.9, tents: 0 },
      ),
  ),
  entry(
    "realisation-05-2",
    "Caisses de carottes de forage vues au ras des plateaux : roches grises et passes minéralisées rouillées, mètre ruban, loupe, marteau et ordinateur portable",
    "Drill core trays seen low across the rows: grey rock with rusty mineralised intervals, a tape measure, hand lens, rock hammer and laptop",
    "Cassette di carote di sondaggio viste di scorcio: roccia grigia con intervalli mineralizzati rugginosi, metro, lente, martello e computer portatile",
    (seed) =>
      coreTrays(
        {
          seed,
          mood: "midday",
          sunAz: 150,
          cam: { x: 0.6, y: 1, z: 0.9, yaw: 6, pitch: -30, focal: 620 },
        },
        {
          rock: ["#7d7f80", "#6a6d70", "#8f8f88", "#5d6266"],
          highlight: "#b07a3a",
          rows: 5,
          trayColor: "#c9a66b",
        },
      ),
  ),
  entry(
    "realisation-05-3",
    "Campagne de forage à Kédougou au coucher du soleil : foreuse, camp de tentes et acacias dans la brume dorée",
    "Drilling campaign in Kédougou at sunset: the rig, a tent camp and acacias in the golden haze",
    "Campagna di sondaggi a Kédougou al tramonto: la sonda, un campo di tende e acacie nella foschia dorata",
    (seed) =>
      drillRig(
        {
          seed,
          mood: "golden",
          sunAz: 25,
          cam: { x: 10, y: 2.2, z: 7, yaw: -34, focal: 540, cy: 300 },
          extras: (s) => {
            tyreTracks(s, 8.6, 8.4, -4.8, 25.9);
            pickup(s, 0.6, 10.4, true);
          },
        },
        { rig: BRAND.gold, mastTilt: 0, soil: "#a8643c", green: 0.5, tents: 6 },
      ),
  ),
  // 06 — Carrière de granite, Guinée
  entry(
    "realisation-06-1",
    "Carrière de granite en Guinée : fronts de taille gris en gradins, concasseur jaune, convoyeur et stocks de granulats à midi",
    "Granite quarry in Guinea: stepped grey rock faces, a yellow crusher, a conveyor and aggregate stockpiles at midday",
    "Cava di granito in Guinea: fronti di roccia grigi a gradoni, frantoio giallo, nastro trasportatore e cumuli di inerti a mezzogiorno",
    (seed) =>
      quarry(
        {
          seed,
          mood: "midday",
          sunAz: 130,
          cam: { x: 16, y: 1.7, z: 48, yaw: 36, focal: 520, cy: 430 },
          extras: (s) => {
            tyreTracks(s, 17.1, 49.7, 34.7, 68.8, "#4a4640");
            pickup(s, 17.4, 57.9, false);
            crew(s, 27.5, 57.6, 3);
          },
        },
        { faces: 4, piles: 5, conveyor: true, soil: "#9a8a78", dust: 0 },
      ),
  ),
  entry(
    "realisation-06-2",
    "Concasseur et convoyeur dans la poussière dorée de la carrière, camion-benne chargé de granulats au premier plan",
    "Crusher and conveyor in the quarry’s golden dust, a tipper truck loaded with aggregates in the foreground",
    "Frantoio e nastro trasportatore nella polvere dorata della cava, camion ribaltabile carico di inerti in primo piano",
    (seed) =>
      quarry(
        {
          seed,
          mood: "golden",
          sunAz: -30,
          cam: { x: 58, y: 1.5, z: 58, yaw: -58, focal: 540, cy: 400 },
          extras: (s) => {
            tyreTracks(s, 56.1, 58.7, 32.0, 73.0, "#4a4640", 2.4);
            truck(s, {
              x: 43.2,
              z: 60.6,
              dir: -1,
              cab: BRAND.gold,
              load: "tipper",
              loadColor: "#9a9c98",
            });
            crew(s, 51.6, 65.7, 2);
          },
        },
        { faces: 3, piles: 3, conveyor: true, soil: "#a39280", dust: 0.4 },
      ),
  ),
  entry(
    "realisation-06-3",
    "Vue aérienne de la fosse de la carrière de granite : gradins gris, eau au fond et forêt guinéenne autour",
    "Aerial view of the granite quarry pit: grey benches, water at the bottom and Guinean forest all around",
    "Veduta aerea della fossa della cava di granito: gradoni grigi, acqua sul fondo e foresta guineana tutto intorno",
    (seed) =>
      pitLandscape(
        {
          seed,
          mood: "overcast",
          sunAz: 100,
          cam: { x: 0, y: 320, z: -250, pitch: -38, focal: 700 },
        },
        {
          pit: {
            rx: 190,
            rz: 130,
            levels: 7,
            bench: 20,
            depthPerLevel: 10,
            rock: ["#8d8f8c", "#9a9c98", "#7d7f7c"],
            water: "#3f6a6a",
            green: 0.2,
            trucks: 2,
          },
          at: [0, 260],
          soil: "#5f7a3a",
          trees: 70,
          plant: true,
          dumps: "#8d8f8c",
        },
      ),
  ),
  // 07 — Plateforme logistique de Diamniadio
  entry(
    "realisation-07-1",
    "Entrepôt sous douane de Diamniadio : longue façade blanche à quais de chargement, camions porte-conteneurs, matin clair",
    "The bonded warehouse in Diamniadio: long white façade with loading docks, container trucks, clear morning",
    "Il magazzino doganale di Diamniadio: lunga facciata bianca con banchine di carico, camion portacontainer, mattino limpido",
    (seed) =>
      warehouseExterior(
        {
          seed,
          mood: "morning",
          sunAz: -100,
          cam: { x: -50, y: 1.8, z: 8, yaw: 28, focal: 520, cy: 400 },
        },
        { length: 160, docks: 12, trucks: 3, reefer: false, port: false },
      ),
  ),
  entry(
    "realisation-07-2",
    "Allée d’entrepôt entre de hauts rayonnages à palettes bleus et orange, chariot élévateur et marquage jaune au sol",
    "Warehouse aisle between tall blue and orange pallet racks, a forklift and yellow floor markings",
    "Corsia di magazzino tra alte scaffalature per pallet blu e arancioni, carrello elevatore e segnaletica gialla a terra",
    (seed) =>
      warehouseInterior(
        {
          seed,
          mood: "overcast",
          sunAz: 0,
          cam: { x: -3.5, y: 1.7, z: 0, yaw: 0, focal: 520, cy: 360 },
        },
        { aisles: 4, levels: 5, cold: false, ulds: false, rackColor: "#e0782a" },
      ),
  ),
  entry(
    "realisation-07-3",
    "Vue aérienne de la plateforme de Diamniadio au crépuscule : toitures des entrepôts, cour de camions et lampadaires allumés",
    "Aerial view of the Diamniadio platform at dusk: warehouse roofs, the truck yard and lit street lamps",
    "Veduta aerea della piattaforma di Diamniadio al crepuscolo: tetti dei magazzini, piazzale dei camion e lampioni accesi",
    (seed) =>
      warehouseExterior(
        {
          seed,
          mood: "dusk",
          sunAz: -40,
          cam: { x: 80, y: 70, z: -110, yaw: -25, pitch: -18, focal: 640 },
        },
        { length: 200, docks: 14, trucks: 5, reefer: false, port: false },
      ),
  ),
  // 08 — Corridor Abidjan – Ouagadougou
  entry(
    "realisation-08-1",
    "Convoi de camions sur une route droite à travers la savane au soleil couchant, route qui file vers l’horizon",
    "A convoy of trucks on a straight road across the savanna at sunset, the road running to the horizon",
    "Un convoglio di camion su una strada dritta attraverso la savana al tramonto, la strada che corre verso l’orizzonte",
    (seed) =>
      roadConvoy(
        {
          seed,
          mood: "golden",
          sunAz: 15,
          cam: { x: 5, y: 2.2, z: -6, yaw: -2, focal: 620, cy: 330 },
        },
        { trucks: 5, landscape: "savanna", load: "container", parked: false, lamps: true },
      ),
  ),
  entry(
    "realisation-08-2",
    "Salle de suivi de flotte : mur d’écrans avec carte du corridor et positions GPS des camions, opérateurs de dos",
    "Fleet control room: a video wall with the corridor map and the trucks’ GPS positions, operators seen from behind",
    "Sala di controllo della flotta: parete di schermi con la mappa del corridoio e le posizioni GPS dei camion, operatori di spalle",
    (seed) =>
      controlRoom(
        {
          seed,
          mood: "overcast",
          sunAz: 0,
          cam: { x: 0, y: 1.9, z: -1.5, yaw: 0, focal: 500, cy: 330 },
        },
        { screens: 6 },
      ),
  ),
  entry(
    "realisation-08-3",
    "Camions sur la route bordée de palmiers et de forêt au sud de la Côte d’Ivoire, brume de midi",
    "Trucks on a road lined with palm trees and forest in southern Côte d’Ivoire, midday haze",
    "Camion su una strada fiancheggiata da palme e foresta nel sud della Costa d’Avorio, foschia di mezzogiorno",
    (seed) =>
      roadConvoy(
        {
          seed,
          mood: "midday",
          sunAz: -140,
          cam: { x: -6, y: 5, z: -10, yaw: 6, focal: 560, cy: 260 },
        },
        { trucks: 4, landscape: "forest", load: "box", parked: false, lamps: false },
      ),
  ),
  // 09 — Terminal de fret, Niamey
  entry(
    "realisation-09-1",
    "Terminal de fret de l’aéroport de Niamey dans la brume sèche de l’harmattan, avion cargo et conteneurs aériens sur l’aire",
    "The Niamey airport cargo terminal in the dry harmattan haze, a cargo aircraft and air-freight containers on the apron",
    "Il terminal merci dell’aeroporto di Niamey nella foschia secca dell’harmattan, aereo cargo e container aerei sul piazzale",
    (seed) =>
      apron(
        {
          seed,
          mood: "harmattan",
          sunAz: 70,
          cam: { x: 30, y: 1.3, z: 40, yaw: -56, focal: 500, cy: 440 },
        },
        {
          kind: "jet",
          heading: 100,
          length: 42,
          backdrop: "terminal",
          ulds: 6,
          surface: "#cbbfa6",
          doorOpen: false,
        },
      ),
  ),
  entry(
    "realisation-09-2",
    "Chambre froide du terminal de fret : rayonnages chargés de colis blancs, lumière bleutée et sol brillant",
    "Cold room of the cargo terminal: racks loaded with white parcels, bluish light and a glossy floor",
    "Cella frigorifera del terminal merci: scaffalature cariche di colli bianchi, luce azzurrina e pavimento lucido",
    (seed) =>
      warehouseInterior(
        {
          seed,
          mood: "overcast",
          sunAz: 0,
          cam: { x: 1, y: 2.2, z: 0, yaw: -6, focal: 560, cy: 340 },
        },
        { aisles: 3, levels: 4, cold: true, ulds: false, rackColor: "#5b8fc4" },
      ),
  ),
  entry(
    "realisation-09-3",
    "Hall du terminal de fret : conteneurs aériens alignés, tunnel de scanner à rayons X et chariot élévateur",
    "Cargo terminal hall: rows of air-freight containers, an X-ray scanner tunnel and a forklift",
    "Sala del terminal merci: container aerei allineati, tunnel dello scanner a raggi X e carrello elevatore",
    (seed) =>
      warehouseInterior(
        {
          seed,
          mood: "harmattan",
          sunAz: 0,
          cam: { x: 0, y: 3, z: 0, yaw: 4, focal: 500, cy: 330 },
        },
        { aisles: 3, levels: 4, cold: false, ulds: true, rackColor: BRAND.blue },
      ),
  ),
  // 10 — Audit environnemental, Kayes
  entry(
    "realisation-10-1",
    "Bassin de résidus d’une mine d’or près de Kayes, digue en latérite, piézomètres et technicien prélevant de l’eau",
    "Tailings pond of a gold mine near Kayes, laterite embankment, piezometers and a technician taking water samples",
    "Bacino degli sterili di una miniera d’oro vicino a Kayes, argine in laterite, piezometri e un tecnico che preleva campioni d’acqua",
    (seed) =>
      tailings(
        {
          seed,
          mood: "midday",
          sunAz: 110,
          cam: { x: -1, y: 1.5, z: 9, yaw: 6, focal: 560, cy: 250 },
          extras: (s) => {
            pickup(s, -6.5, 18.5, true);
            tufts(s, { x0: 4, x1: 14, z0: 10, z1: 15 }, 24, "#7d7a3a");
          },
        },
        { pondColor: "#6f8f86", beach: "#cfc2a8", sampler: true, river: false, pitBehind: false },
      ),
  ),
  entry(
    "realisation-10-2",
    "Fosse d’une mine d’or à ciel ouvert dans la région de Kayes : gradins de latérite rouge et camions, lumière dorée",
    "Open-pit gold mine in the Kayes region: red laterite benches and haul trucks, golden light",
    "Miniera d’oro a cielo aperto nella regione di Kayes: gradoni di laterite rossa e camion, luce dorata",
    (seed) =>
      pitLandscape(
        {
          seed,
          mood: "golden",
          sunAz: -50,
          cam: { x: -50, y: 110, z: -60, yaw: 8, pitch: -22, focal: 640 },
        },
        {
          pit: {
            rx: 230,
            rz: 150,
            levels: 8,
            bench: 22,
            depthPerLevel: 9,
            rock: PIT_ROCK,
            water: "#4d6f6a",
            green: 0,
            trucks: 4,
          },
          at: [0, 300],
          soil: "#a8643c",
          trees: 60,
          plant: true,
          dumps: "#a0603a",
        },
      ),
  ),
  entry(
    "realisation-10-3",
    "Suivi de la qualité de l’eau en aval de la mine : rivière, bassin et technicienne au matin, fosse au loin",
    "Monitoring water quality downstream of the mine: the river, the pond and a technician in the morning, the pit in the distance",
    "Monitoraggio della qualità dell’acqua a valle della miniera: il fiume, il bacino e una tecnica al mattino, la fossa in lontananza",
    (seed) =>
      tailings(
        {
          seed,
          mood: "morning",
          sunAz: -60,
          cam: { x: 28, y: 7, z: 12, yaw: -10, pitch: -10, focal: 560 },
          extras: (s) => {
            pickup(s, 19, 52.5, true);
            crew(s, 27.5, 55, 2);
            tufts(s, { x0: 20, x1: 36, z0: 18.5, z1: 21 }, 22, "#6f7a3a");
          },
        },
        { pondColor: "#5a7f7a", beach: "#d8c8a8", sampler: true, river: true, pitBehind: true },
      ),
  ),
  // 11 — Lithium, Bougouni
  entry(
    "realisation-11-1",
    "Foreuse de confirmation bleue sur un site de lithium près de Bougouni, brume sèche et sol ocre, équipe de forage",
    "Blue confirmation drill rig on a lithium site near Bougouni, dry haze and ochre ground, drilling crew",
    "Sonda di conferma blu in un sito di litio vicino a Bougouni, foschia secca e terreno ocra, squadra di perforazione",
    (seed) =>
      drillRig(
        {
          seed,
          mood: "harmattan",
          sunAz: 120,
          cam: { x: 9, y: 1.7, z: 6, yaw: -22, focal: 560, cy: 370 },
        },
        { rig: BRAND.blue, mastTilt: 14, soil: "#c08a52", green: 0.2, tents: 3 },
      ),
  ),
  entry(
    "realisation-11-2",
    "Carottes de pegmatite à spodumène claires et rosées rangées en caisses, vues de biais sous la lumière franche de midi, marteau et ordinateur",
    "Pale, pinkish spodumene pegmatite core in trays, seen at a low angle under bright midday light, with a rock hammer and a laptop",
    "Carote di pegmatite a spodumene chiare e rosate in cassette, viste di scorcio sotto la luce piena di mezzogiorno, martello e computer",
    (seed) =>
      coreTrays(
        {
          seed,
          mood: "midday",
          sunAz: -150,
          cam: { x: -1.5, y: 1, z: 1.3, yaw: 30, pitch: -28, focal: 560 },
        },
        {
          rock: ["#e6e2da", "#d8d2c8", "#cfc9bf", "#bfc2c2"],
          highlight: "#e8c6c0",
          rows: 4,
          trayColor: "#3a4a5a",
        },
      ),
  ),
  entry(
    "realisation-11-3",
    "Géologue relevant un affleurement de pegmatite blanche avec une canne GPS, savane à acacias près de Bougouni",
    "Geologist mapping a white pegmatite outcrop with a GPS pole, acacia savanna near Bougouni",
    "Geologo che rileva un affioramento di pegmatite bianca con un’asta GPS, savana di acacie vicino a Bougouni",
    (seed) =>
      fieldSurvey(
        {
          seed,
          mood: "morning",
          sunAz: -80,
          cam: { x: 0.5, y: 1.3, z: 7.5, yaw: 34, focal: 520, cy: 250 },
          extras: (s) => {
            pickup(s, 2.2, 23.4, true);
            tufts(s, { x0: -0.8, x1: 3.2, z0: 9.9, z1: 12.9 }, 18, "#7d7a3a");
          },
        },
        { outcrop: "#e2ddd2", soil: "#b98a56", boulders: 14, trees: ["acacia", "bush", "baobab"] },
      ),
  ),
  // 12 — Entrepôt frigorifique, port de Tema
  entry(
    "realisation-12-1",
    "Entrepôt frigorifique blanc près du port de Tema, camions frigorifiques aux quais et portiques à conteneurs au loin",
    "White cold-storage warehouse near Tema port, refrigerated trucks at the docks and container cranes in the distance",
    "Magazzino frigorifero bianco vicino al porto di Tema, camion frigoriferi alle banchine e gru portacontainer in lontananza",
    (seed) =>
      warehouseExterior(
        {
          seed,
          mood: "golden",
          sunAz: 60,
          cam: { x: 35, y: 1.7, z: 5, yaw: -24, focal: 540, cy: 400 },
        },
        { length: 120, docks: 9, trucks: 3, reefer: true, port: true },
      ),
  ),
  entry(
    "realisation-12-2",
    "Intérieur de la chambre froide à -25 °C : rayonnages de colis, air givré bleuté et chariot élévateur",
    "Inside the −25 °C cold store: racks of cartons, frosty bluish air and a forklift",
    "All’interno della cella a −25 °C: scaffalature di colli, aria gelida azzurrina e carrello elevatore",
    (seed) =>
      warehouseInterior(
        {
          seed,
          mood: "overcast",
          sunAz: 0,
          cam: { x: 5.5, y: 1.7, z: 0, yaw: 3, focal: 480, cy: 350 },
        },
        { aisles: 5, levels: 6, cold: true, ulds: false, rackColor: "#eef6ff" },
      ),
  ),
  entry(
    "realisation-12-3",
    "Port à conteneurs de Tema au crépuscule : portiques bleus, piles de conteneurs colorés et navire à quai",
    "Tema container port at dusk: blue gantry cranes, stacks of coloured containers and a ship at the quay",
    "Porto container di Tema al crepuscolo: gru a portale blu, pile di container colorati e una nave in banchina",
    (seed) =>
      containerPort(
        {
          seed,
          mood: "dusk",
          sunAz: -15,
          cam: { x: 20, y: 22, z: -50, yaw: -8, pitch: -6, focal: 600 },
        },
        { cranes: 4, rows: 5, ship: true, train: false },
      ),
  ),
  // 13 — Logements en terre compressée, Ouagadougou
  entry(
    "realisation-13-1",
    "Rue de maisons en briques de terre compressée à Ouagadougou, toits de tôle, panneaux solaires et habitants, soleil couchant",
    "A street of compressed-earth-brick houses in Ouagadougou, tin roofs, solar panels and residents, setting sun",
    "Una strada di case in mattoni di terra compressa a Ouagadougou, tetti in lamiera, pannelli solari e abitanti, sole al tramonto",
    (seed) =>
      earthHouses(
        {
          seed,
          mood: "golden",
          sunAz: 60,
          cam: { x: 0, y: 1.7, z: 0, yaw: 0, focal: 560, cy: 360 },
        },
        { rows: 2, perRow: 8, street: 9, people: true, lamps: true },
      ),
  ),
  entry(
    "realisation-13-2",
    "Maison en briques de terre compressée vue de près : assises régulières, volets verts, porte bleue et lampadaire",
    "A compressed-earth-brick house close up: regular courses, green shutters, a blue door and a street lamp",
    "Una casa in mattoni di terra compressa da vicino: corsi regolari, persiane verdi, porta blu e lampione",
    (seed) =>
      earthHouses(
        {
          seed,
          mood: "morning",
          sunAz: -110,
          cam: { x: -1, y: 1.5, z: 0, yaw: -38, focal: 620, cy: 380 },
        },
        { rows: 1, perRow: 4, street: 9, people: false, lamps: true },
      ),
  ),
  entry(
    "realisation-13-3",
    "Vue aérienne du quartier de 240 logements en terre à Ouagadougou : trame de rues, toits de tôle et arbres",
    "Aerial view of the 240-home earth-brick neighbourhood in Ouagadougou: street grid, tin roofs and trees",
    "Veduta aerea del quartiere di 240 alloggi in terra a Ouagadougou: griglia di strade, tetti in lamiera e alberi",
    (seed) =>
      earthHouses(
        {
          seed,
          mood: "midday",
          sunAz: 150,
          cam: { x: 30, y: 90, z: -40, yaw: -20, pitch: -35, focal: 640 },
        },
        { rows: 4, perRow: 10, street: 10, people: false, lamps: false },
      ),
  ),
  // 14 — Atlas des sites miniers
  entry(
    "realisation-14-1",
    "Table de cartographie : carte géologique avec courbes de niveau, rivières et sites miniers épinglés, tablette et boussole",
    "Mapping table: geological map with contour lines, rivers and pinned mine sites, a tablet and a compass",
    "Tavolo cartografico: carta geologica con curve di livello, fiumi e siti minerari segnati, tablet e bussola",
    (seed) =>
      mapTable(
        {
          seed,
          mood: "overcast",
          sunAz: 30,
          cam: { x: 1.8, y: 1.45, z: 0.05, yaw: -46, pitch: -27, focal: 560 },
        },
        { sites: 26, mapTone: "#efe6cf" },
      ),
  ),
  entry(
    "realisation-14-2",
    "Vue satellite d’un site minier : fosse à gradins, verses, usine et pistes de latérite dans la savane",
    "Satellite-style view of a mine site: stepped pit, waste dumps, the plant and laterite tracks in the savanna",
    "Vista satellitare di un sito minerario: fossa a gradoni, discariche, impianto e piste di laterite nella savana",
    (seed) =>
      pitLandscape(
        { seed, mood: "midday", sunAz: 135, cam: { x: 0, y: 900, z: 200, pitch: -82, focal: 720 } },
        {
          pit: {
            rx: 200,
            rz: 150,
            levels: 7,
            bench: 22,
            depthPerLevel: 10,
            rock: ["#c07a4a", "#a86a44", "#d09a6a"],
            water: "#3f6a6a",
            green: 0.05,
            trucks: 3,
          },
          at: [0, 300],
          soil: "#9a8a52",
          trees: 120,
          plant: true,
          dumps: "#b0704a",
        },
      ),
  ),
  entry(
    "realisation-14-3",
    "Relevé de terrain pour l’atlas : géologue et canne GPS parmi des blocs de granite, baobabs et collines au loin, fin d’après-midi",
    "Field survey for the atlas: a geologist and GPS pole among granite boulders, baobabs and distant hills, late afternoon",
    "Rilievo sul campo per l’atlante: un geologo con asta GPS tra massi di granito, baobab e colline lontane, tardo pomeriggio",
    (seed) =>
      fieldSurvey(
        {
          seed,
          mood: "golden",
          sunAz: 70,
          cam: { x: 6, y: 1.1, z: 8.3, yaw: -40, focal: 520, cy: 470 },
          extras: (s) => {
            tufts(s, { x0: 4.0, x1: 8.0, z0: 9.3, z1: 11.8 }, 16, "#8a7a3a");
          },
        },
        { outcrop: "#9a9590", soil: "#a86a44", boulders: 18, trees: ["baobab", "acacia", "bush"] },
      ),
  ),
  // Articles
  entry(
    "article-01",
    "Chantier de logements abordables : maisons en terre en construction, grue à tour jaune et ouvriers sur la latérite",
    "Affordable housing site: earth-brick houses under construction, a yellow tower crane and workers on laterite",
    "Cantiere di alloggi accessibili: case in terra in costruzione, gru a torre gialla e operai sulla laterite",
    (seed) =>
      buildingSite(
        {
          seed,
          mood: "morning",
          sunAz: -120,
          cam: { x: -10, y: 1.8, z: 0, yaw: 6, focal: 520, cy: 330 },
          extras: (s) => {
            fence(s, -34, 13, 6, 13);
            crew(s, 10, 16, 2);
          },
        },
        { crane: { x: 12, z: 50, h: 28, jib: 36 }, houses: 10 },
      ),
  ),
  entry(
    "article-02",
    "Piste d’aéroport au crépuscule : feux de balisage vers l’horizon et avion cargo en approche, ciel orange et bleu nuit",
    "Airport runway at dusk: edge lights running to the horizon and a cargo aircraft on approach, orange and night-blue sky",
    "Pista d’aeroporto al crepuscolo: luci di pista verso l’orizzonte e un aereo cargo in avvicinamento, cielo arancio e blu notte",
    (seed) =>
      runway(
        {
          seed,
          mood: "dusk",
          sunAz: 20,
          cam: { x: 34, y: 1.2, z: -14, yaw: -12, focal: 640, cy: 440 },
          extras: (s) => {
            tufts(s, { x0: 30, x1: 40, z0: -10, z1: -3 }, 24, "#56603a");
          },
        },
        { width: 45, plane: true },
      ),
  ),
  entry(
    "article-03",
    "Mine responsable : gradins revégétalisés d’une ancienne fosse, lac de fond et savane verte sous un ciel de saison des pluies",
    "Responsible mining: revegetated benches of a former pit, a pit lake and green savanna under a rainy-season sky",
    "Miniera responsabile: gradoni rinverditi di una vecchia fossa, lago sul fondo e savana verde sotto un cielo della stagione delle piogge",
    (seed) =>
      pitLandscape(
        {
          seed,
          mood: "overcast",
          sunAz: -70,
          cam: { x: 60, y: 70, z: 0, yaw: -12, pitch: -20, focal: 600 },
        },
        {
          pit: {
            rx: 170,
            rz: 110,
            levels: 6,
            bench: 20,
            depthPerLevel: 8,
            rock: PIT_ROCK,
            water: "#2f6f7a",
            green: 0.75,
            trucks: 0,
          },
          at: [0, 220],
          soil: "#6f8a3c",
          trees: 90,
          plant: false,
          dumps: "#6f8a3c",
        },
      ),
  ),
  entry(
    "article-04",
    "Camion de livraison express filant au crépuscule sur une route sahélienne, phares allumés et ciel embrasé",
    "Express delivery truck on a Sahel road at dusk, headlights on and a glowing sky",
    "Camion per consegne espresse su una strada del Sahel al crepuscolo, fari accesi e cielo infuocato",
    (seed) =>
      roadConvoy(
        {
          seed,
          mood: "dusk",
          sunAz: -25,
          cam: { x: -4.5, y: 0.9, z: 0, yaw: 3, focal: 480, cy: 420 },
        },
        { trucks: 2, landscape: "sahel", load: "box", parked: false, lamps: true },
      ),
  ),
  entry(
    "article-05",
    "Bureaux du groupe en fin de journée : plateau ouvert, postes de travail et vue sur l’océan par les baies vitrées",
    "The group’s offices at the end of the day: open floor, workstations and a view of the ocean through the glazing",
    "Gli uffici del gruppo a fine giornata: open space, postazioni di lavoro e vista sull’oceano attraverso le vetrate",
    (seed) =>
      officeInterior(
        {
          seed,
          mood: "golden",
          sunAz: -20,
          cam: { x: 6, y: 1.5, z: 0, yaw: -12, focal: 460, cy: 350 },
        },
        { depth: 24, desks: true, floorColor: "#8a7560", view: "sea" },
      ),
  ),
  entry(
    "article-06",
    "Avion de ligne décollant au-dessus de l’océan Atlantique au soleil couchant, reflets dorés sur la mer",
    "Airliner climbing over the Atlantic Ocean at sunset, golden reflections on the sea",
    "Aereo di linea in salita sopra l’oceano Atlantico al tramonto, riflessi dorati sul mare",
    (seed) =>
      inFlight(
        {
          seed,
          mood: "golden",
          sunAz: -15,
          cam: { x: 0, y: 350, z: 0, yaw: 0, focal: 1000, cy: 330 },
        },
        { terrain: "sea", livery: BRAND.blue },
      ),
  ),
  entry(
    "article-07",
    "Train de minerai de la mine au port : wagons chargés de latérite rouge vers les portiques et les piles de conteneurs",
    "Ore train from mine to port: wagons loaded with red laterite heading for the gantry cranes and container stacks",
    "Treno di minerale dalla miniera al porto: vagoni carichi di laterite rossa diretti verso le gru e le pile di container",
    (seed) =>
      containerPort(
        {
          seed,
          mood: "morning",
          sunAz: 80,
          cam: { x: 38, y: 6, z: -20, yaw: -6, focal: 560, cy: 320 },
        },
        { cranes: 3, rows: 3, ship: true, train: true },
      ),
  ),
  entry(
    "article-08",
    "Parc d’affaires aux portes de l’aéroport Blaise-Diagne : bureaux vitrés, allée de palmiers et avion en approche",
    "A business park at the gates of Blaise-Diagne airport: glazed offices, a palm-lined drive and an aircraft on approach",
    "Un parco d’affari alle porte dell’aeroporto Blaise-Diagne: uffici vetrati, viale di palme e un aereo in avvicinamento",
    (seed) =>
      businessPark(
        {
          seed,
          mood: "morning",
          sunAz: 110,
          cam: { x: 0, y: 1.7, z: -4, yaw: -4, focal: 560, cy: 390 },
        },
        { buildings: 6, plane: true },
      ),
  ),
  entry(
    "article-09",
    "Stocks de bauxite rouge, de manganèse noir et de minerai de lithium clair sous le soleil bas, chargeuse au premier plan",
    "Stockpiles of red bauxite, black manganese and pale lithium ore in low sunlight, a wheel loader in the foreground",
    "Cumuli di bauxite rossa, manganese nero e minerale di litio chiaro nel sole basso, pala gommata in primo piano",
    (seed) =>
      stockyard(
        {
          seed,
          mood: "golden",
          sunAz: 55,
          cam: { x: 24, y: 1.5, z: 38, yaw: -2, focal: 480, cy: 400 },
          extras: (s) => {
            tyreTracks(s, 23.8, 40.0, 26.7, 63.9, "#4a3020", 2.3);
            loader(s, 19.2, 47.9, BRAND.gold);
          },
        },
        {
          piles: [
            { color: "#b5532f", r: 22, h: 14 },
            { color: "#3a3634", r: 18, h: 11 },
            { color: "#d8d2c6", r: 20, h: 12 },
          ],
          soil: "#a8643c",
          green: 0.2,
          port: false,
        },
      ),
  ),
  entry(
    "article-10",
    "Presse à briques de terre compressée et palettes de briques en cours de séchage, maisons en terre en arrière-plan",
    "A compressed-earth brick press and pallets of curing bricks, earth houses in the background",
    "Una pressa per mattoni di terra compressa e pallet di mattoni in essiccazione, case in terra sullo sfondo",
    (seed) =>
      brickYard(
        {
          seed,
          mood: "harmattan",
          sunAz: -120,
          cam: { x: -9, y: 1.1, z: 2, yaw: 36, focal: 500, cy: 300 },
        },
        { stacks: 18, press: { x: 2, z: 10 } },
      ),
  ),
  entry(
    "article-11",
    "Turbopropulseur sur une piste en latérite près d’un site minier isolé, brousse et collines, lumière du matin",
    "A turboprop on a laterite airstrip near an isolated mine site, bush and hills, morning light",
    "Un turboelica su una pista in laterite vicino a un sito minerario isolato, boscaglia e colline, luce del mattino",
    (seed) =>
      apron(
        {
          seed,
          mood: "dawn",
          sunAz: -50,
          cam: { x: -20, y: 1.4, z: 36, yaw: 39, focal: 560, cy: 430 },
          extras: (s) => {
            tufts(s, { x0: -22.5, x1: -14.5, z0: 39.8, z1: 44.8 }, 26, "#8a7a4a");
          },
        },
        {
          kind: "turboprop",
          heading: -100,
          length: 24,
          backdrop: "bush",
          ulds: 0,
          surface: "#a86a44",
          doorOpen: false,
        },
      ),
  ),
  // Opportunities
  entry(
    "opportunite-01",
    "Stock de bauxite rouge en Guinée prêt à l’expédition, pick-up de chantier et traces de pneus au premier plan, végétation tropicale",
    "A red bauxite stockpile in Guinea ready for shipment, a site pick-up and tyre tracks in the foreground, tropical vegetation",
    "Un cumulo di bauxite rossa in Guinea pronto per la spedizione, un pick-up di cantiere e tracce di pneumatici in primo piano, vegetazione tropicale",
    (seed) =>
      stockyard(
        {
          seed,
          mood: "midday",
          sunAz: -120,
          cam: { x: -42, y: 1.6, z: 58, yaw: -39, focal: 520, cy: 380 },
          extras: (s) => {
            tyreTracks(s, -44.1, 60.1, -47.8, 83.3, "#5a2a18", 2.4);
            pickup(s, -43.9, 69.9, false);
          },
        },
        {
          piles: [
            { color: "#a8452a", r: 20, h: 12 },
            { color: "#b5532f", r: 26, h: 15 },
            { color: "#9c4a2c", r: 18, h: 10 },
          ],
          soil: "#8a4a30",
          green: 0.9,
          port: true,
        },
      ),
  ),
  entry(
    "opportunite-02",
    "Parcelles viabilisées à Diamniadio vues d’en haut : voirie goudronnée, lampadaires, bornage et premières maisons",
    "Serviced plots in Diamniadio from above: paved streets, street lamps, boundary marks and the first houses",
    "Lotti urbanizzati a Diamniadio visti dall’alto: strade asfaltate, lampioni, picchettature e le prime case",
    (seed) =>
      servicedPlots(
        {
          seed,
          mood: "morning",
          sunAz: -100,
          cam: { x: 0, y: 55, z: -30, yaw: 10, pitch: -30, focal: 620 },
        },
        { blocks: 4, built: 5 },
      ),
  ),
  entry(
    "opportunite-03",
    "Espace d’entreposage sous douane à Abidjan : rayonnages de palettes bleus, allée dégagée et éclairage zénithal",
    "Bonded storage space in Abidjan: blue pallet racks, a clear aisle and overhead lighting",
    "Spazio di deposito doganale ad Abidjan: scaffalature per pallet blu, corsia libera e illuminazione dall’alto",
    (seed) =>
      warehouseInterior(
        {
          seed,
          mood: "morning",
          sunAz: 0,
          cam: { x: 1, y: 4.5, z: 0, yaw: 8, pitch: -6, focal: 560, cy: 330 },
        },
        { aisles: 3, levels: 6, cold: false, ulds: false, rackColor: BRAND.blue },
      ),
  ),
  entry(
    "opportunite-04",
    "Avion cargo disponible à l’affrètement au Togo, vu de trois quarts sur l’aire de stationnement sous un ciel de midi",
    "Cargo aircraft available for charter in Togo, three-quarter view on the apron under a midday sky",
    "Aereo cargo disponibile per noleggio in Togo, visto di tre quarti sul piazzale sotto il cielo di mezzogiorno",
    (seed) =>
      apron(
        {
          seed,
          mood: "midday",
          sunAz: 150,
          cam: { x: -22, y: 1.5, z: 36, yaw: 42, focal: 520, cy: 430 },
          extras: (s) => {
            crew(s, -18.2, 46.3, 2);
            pickup(s, -10.6, 39.7, false, "#f2c230");
          },
        },
        {
          kind: "jet",
          heading: -130,
          length: 44,
          backdrop: "terminal",
          ulds: 0,
          surface: "#bdbab2",
          doorOpen: false,
        },
      ),
  ),
  entry(
    "opportunite-05",
    "Engins miniers à louer au Mali : pelles hydrauliques et bouteurs jaunes alignés sur un sol ocre, ciel clair",
    "Mining equipment for rent in Mali: yellow excavators and bulldozers lined up on ochre ground, clear sky",
    "Macchine minerarie a noleggio in Mali: escavatori e apripista gialli allineati su terreno ocra, cielo limpido",
    (seed) =>
      equipmentRow(
        {
          seed,
          mood: "morning",
          sunAz: -90,
          cam: { x: -38, y: 1.4, z: 22, yaw: 52, focal: 520, cy: 380 },
          extras: (s) => {
            tyreTracks(s, -36.4, 23.2, -15.5, 33.0, "#6a4a2a", 2.4);
            crew(s, -31.3, 24.2, 2);
          },
        },
        { count: 6, soil: "#c08a52" },
      ),
  ),
  entry(
    "opportunite-06",
    "Camions plateaux vides stationnés à l’aube au Burkina Faso, prêts pour le retour vers la côte",
    "Empty flatbed trucks parked at dawn in Burkina Faso, ready for the return trip to the coast",
    "Camion a pianale vuoti parcheggiati all’alba in Burkina Faso, pronti per il ritorno verso la costa",
    (seed) =>
      roadConvoy(
        {
          seed,
          mood: "dawn",
          sunAz: 50,
          cam: { x: 2, y: 2.6, z: -8, yaw: -14, focal: 560, cy: 360 },
        },
        { trucks: 5, landscape: "sahel", load: "flatbed", parked: true, lamps: false },
      ),
  ),
  entry(
    "opportunite-07",
    "Plateau de bureaux vide à louer au Plateau : sol clair, colonnes et vue panoramique sur les tours par les baies vitrées",
    "Empty office floor for lease in the Plateau: pale floor, columns and a panoramic view of the towers through the glazing",
    "Piano uffici vuoto in affitto al Plateau: pavimento chiaro, colonne e vista panoramica sulle torri dalle vetrate",
    (seed) =>
      officeInterior(
        {
          seed,
          mood: "midday",
          sunAz: 150,
          cam: { x: 0, y: 1.7, z: 0, yaw: 0, focal: 480, cy: 330 },
        },
        { depth: 28, desks: false, floorColor: "#d8d2c6", view: "city" },
      ),
  ),
  entry(
    "opportunite-08",
    "Soute d’un avion cargo : palettes filetées sur le plancher à rouleaux, lumière du jour par la porte ouverte",
    "Hold of a cargo aircraft: netted pallets on the roller floor, daylight through the open door",
    "Stiva di un aereo cargo: pallet con reti sul pavimento a rulli, luce del giorno dalla porta aperta",
    (seed) =>
      cargoHold(
        {
          seed,
          mood: "morning",
          sunAz: 0,
          cam: { x: 0.6, y: 1.7, z: 0, yaw: -3, focal: 440, cy: 330 },
        },
        { pallets: 8 },
      ),
  ),
  entry(
    "opportunite-09",
    "Stock de granulats de granite concassé près de Conakry, camion-benne et ouvriers casqués au premier plan, ciel couvert sur les collines",
    "Crushed granite aggregate stockpile near Conakry, a tipper truck and helmeted workers in the foreground, overcast sky over the hills",
    "Cumulo di granito frantumato vicino a Conakry, un camion ribaltabile e operai con casco in primo piano, cielo coperto sulle colline",
    (seed) =>
      quarry(
        {
          seed,
          mood: "overcast",
          sunAz: 90,
          cam: { x: -40, y: 1.5, z: 108, yaw: 8, focal: 520, cy: 400 },
          extras: (s) => {
            tyreTracks(s, -39.5, 109.9, -27.3, 128.4, "#3f3a34", 2.4);
            truck(s, {
              x: -32.2,
              z: 119.6,
              dir: -1,
              cab: "#f2f2ee",
              load: "tipper",
              loadColor: "#8d8f8c",
            });
            crew(s, -42.2, 115.7, 2);
          },
        },
        { faces: 2, piles: 6, conveyor: true, soil: "#7a7060", dust: 0.15 },
      ),
  ),
  ...PORTRAITS,
];
