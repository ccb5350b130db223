CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"libelle" jsonb NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opportunites" ADD COLUMN "categorie_id" uuid;--> statement-breakpoint
ALTER TABLE "opportunites" ADD COLUMN "code_pays" text;--> statement-breakpoint
CREATE INDEX "categories_position_idx" ON "categories" USING btree ("position");--> statement-breakpoint
ALTER TABLE "opportunites" ADD CONSTRAINT "opportunites_categorie_id_categories_id_fk" FOREIGN KEY ("categorie_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunites_category_idx" ON "opportunites" USING btree ("categorie_id");--> statement-breakpoint
-- Data (issue 19): each opportunity's country gets its code where its `pays` names one
-- country in French or English (compared as domain/text.ts foldName folds names: accents,
-- case and punctuation aside); the others keep their text and no code.
UPDATE "opportunites" AS o SET "code_pays" = m.code
FROM (VALUES
  ('afghanistan', 'AF'), ('afrique du sud', 'ZA'), ('aland islands', 'AX'), ('albania', 'AL'), ('albanie', 'AL'), ('algeria', 'DZ'),
  ('algerie', 'DZ'), ('allemagne', 'DE'), ('american samoa', 'AS'), ('andorra', 'AD'), ('andorre', 'AD'), ('angola', 'AO'),
  ('anguilla', 'AI'), ('antarctica', 'AQ'), ('antarctique', 'AQ'), ('antigua barbuda', 'AG'), ('antigua et barbuda', 'AG'), ('arabie saoudite', 'SA'),
  ('argentina', 'AR'), ('argentine', 'AR'), ('armenia', 'AM'), ('armenie', 'AM'), ('aruba', 'AW'), ('australia', 'AU'),
  ('australie', 'AU'), ('austria', 'AT'), ('autriche', 'AT'), ('azerbaidjan', 'AZ'), ('azerbaijan', 'AZ'), ('bahamas', 'BS'),
  ('bahrain', 'BH'), ('bahrein', 'BH'), ('bangladesh', 'BD'), ('barbade', 'BB'), ('barbados', 'BB'), ('belarus', 'BY'),
  ('belgique', 'BE'), ('belgium', 'BE'), ('belize', 'BZ'), ('benin', 'BJ'), ('bermuda', 'BM'), ('bermudes', 'BM'),
  ('bhoutan', 'BT'), ('bhutan', 'BT'), ('bielorussie', 'BY'), ('bolivia', 'BO'), ('bolivie', 'BO'), ('bosnia herzegovina', 'BA'),
  ('bosnie herzegovine', 'BA'), ('botswana', 'BW'), ('bouvet island', 'BV'), ('brazil', 'BR'), ('bresil', 'BR'), ('british indian ocean territory', 'IO'),
  ('british virgin islands', 'VG'), ('brunei', 'BN'), ('bulgaria', 'BG'), ('bulgarie', 'BG'), ('burkina faso', 'BF'), ('burundi', 'BI'),
  ('cambodge', 'KH'), ('cambodia', 'KH'), ('cameroon', 'CM'), ('cameroun', 'CM'), ('canada', 'CA'), ('cap vert', 'CV'),
  ('cape verde', 'CV'), ('caribbean netherlands', 'BQ'), ('cayman islands', 'KY'), ('central african republic', 'CF'), ('chad', 'TD'), ('chile', 'CL'),
  ('chili', 'CL'), ('china', 'CN'), ('chine', 'CN'), ('christmas island', 'CX'), ('chypre', 'CY'), ('cocos keeling islands', 'CC'),
  ('colombia', 'CO'), ('colombie', 'CO'), ('comores', 'KM'), ('comoros', 'KM'), ('congo brazzaville', 'CG'), ('congo kinshasa', 'CD'),
  ('cook islands', 'CK'), ('coree du nord', 'KP'), ('coree du sud', 'KR'), ('costa rica', 'CR'), ('cote d ivoire', 'CI'), ('croatia', 'HR'),
  ('croatie', 'HR'), ('cuba', 'CU'), ('curacao', 'CW'), ('cyprus', 'CY'), ('czechia', 'CZ'), ('danemark', 'DK'),
  ('denmark', 'DK'), ('djibouti', 'DJ'), ('dominica', 'DM'), ('dominican republic', 'DO'), ('dominique', 'DM'), ('ecuador', 'EC'),
  ('egypt', 'EG'), ('egypte', 'EG'), ('el salvador', 'SV'), ('emirats arabes unis', 'AE'), ('equateur', 'EC'), ('equatorial guinea', 'GQ'),
  ('eritrea', 'ER'), ('erythree', 'ER'), ('espagne', 'ES'), ('estonia', 'EE'), ('estonie', 'EE'), ('eswatini', 'SZ'),
  ('etat de la cite du vatican', 'VA'), ('etats unis', 'US'), ('ethiopia', 'ET'), ('ethiopie', 'ET'), ('falkland islands', 'FK'), ('faroe islands', 'FO'),
  ('fidji', 'FJ'), ('fiji', 'FJ'), ('finland', 'FI'), ('finlande', 'FI'), ('france', 'FR'), ('french guiana', 'GF'),
  ('french polynesia', 'PF'), ('french southern territories', 'TF'), ('gabon', 'GA'), ('gambia', 'GM'), ('gambie', 'GM'), ('georgia', 'GE'),
  ('georgie', 'GE'), ('georgie du sud et les iles sandwich du sud', 'GS'), ('germany', 'DE'), ('ghana', 'GH'), ('gibraltar', 'GI'), ('grece', 'GR'),
  ('greece', 'GR'), ('greenland', 'GL'), ('grenada', 'GD'), ('grenade', 'GD'), ('groenland', 'GL'), ('guadeloupe', 'GP'),
  ('guam', 'GU'), ('guatemala', 'GT'), ('guernesey', 'GG'), ('guernsey', 'GG'), ('guinea', 'GN'), ('guinea bissau', 'GW'),
  ('guinee', 'GN'), ('guinee bissau', 'GW'), ('guinee equatoriale', 'GQ'), ('guyana', 'GY'), ('guyane francaise', 'GF'), ('haiti', 'HT'),
  ('heard mcdonald islands', 'HM'), ('honduras', 'HN'), ('hong kong sar china', 'HK'), ('hongrie', 'HU'), ('hungary', 'HU'), ('iceland', 'IS'),
  ('ile bouvet', 'BV'), ('ile christmas', 'CX'), ('ile de man', 'IM'), ('ile norfolk', 'NF'), ('iles aland', 'AX'), ('iles caimans', 'KY'),
  ('iles cocos', 'CC'), ('iles cook', 'CK'), ('iles feroe', 'FO'), ('iles heard et macdonald', 'HM'), ('iles malouines', 'FK'), ('iles mariannes du nord', 'MP'),
  ('iles marshall', 'MH'), ('iles mineures eloignees des etats unis', 'UM'), ('iles pitcairn', 'PN'), ('iles salomon', 'SB'), ('iles turques et caiques', 'TC'), ('iles vierges britanniques', 'VG'),
  ('iles vierges des etats unis', 'VI'), ('inde', 'IN'), ('india', 'IN'), ('indonesia', 'ID'), ('indonesie', 'ID'), ('irak', 'IQ'),
  ('iran', 'IR'), ('iraq', 'IQ'), ('ireland', 'IE'), ('irlande', 'IE'), ('islande', 'IS'), ('isle of man', 'IM'),
  ('israel', 'IL'), ('italie', 'IT'), ('italy', 'IT'), ('jamaica', 'JM'), ('jamaique', 'JM'), ('japan', 'JP'),
  ('japon', 'JP'), ('jersey', 'JE'), ('jordan', 'JO'), ('jordanie', 'JO'), ('kazakhstan', 'KZ'), ('kenya', 'KE'),
  ('kirghizstan', 'KG'), ('kiribati', 'KI'), ('koweit', 'KW'), ('kuwait', 'KW'), ('kyrgyzstan', 'KG'), ('la reunion', 'RE'),
  ('laos', 'LA'), ('latvia', 'LV'), ('lebanon', 'LB'), ('lesotho', 'LS'), ('lettonie', 'LV'), ('liban', 'LB'),
  ('liberia', 'LR'), ('libya', 'LY'), ('libye', 'LY'), ('liechtenstein', 'LI'), ('lithuania', 'LT'), ('lituanie', 'LT'),
  ('luxembourg', 'LU'), ('macao sar china', 'MO'), ('macedoine du nord', 'MK'), ('madagascar', 'MG'), ('malaisie', 'MY'), ('malawi', 'MW'),
  ('malaysia', 'MY'), ('maldives', 'MV'), ('mali', 'ML'), ('malta', 'MT'), ('malte', 'MT'), ('maroc', 'MA'),
  ('marshall islands', 'MH'), ('martinique', 'MQ'), ('maurice', 'MU'), ('mauritania', 'MR'), ('mauritanie', 'MR'), ('mauritius', 'MU'),
  ('mayotte', 'YT'), ('mexico', 'MX'), ('mexique', 'MX'), ('micronesia', 'FM'), ('micronesie', 'FM'), ('moldavie', 'MD'),
  ('moldova', 'MD'), ('monaco', 'MC'), ('mongolia', 'MN'), ('mongolie', 'MN'), ('montenegro', 'ME'), ('montserrat', 'MS'),
  ('morocco', 'MA'), ('mozambique', 'MZ'), ('myanmar birmanie', 'MM'), ('myanmar burma', 'MM'), ('namibia', 'NA'), ('namibie', 'NA'),
  ('nauru', 'NR'), ('nepal', 'NP'), ('netherlands', 'NL'), ('new caledonia', 'NC'), ('new zealand', 'NZ'), ('nicaragua', 'NI'),
  ('niger', 'NE'), ('nigeria', 'NG'), ('niue', 'NU'), ('norfolk island', 'NF'), ('north korea', 'KP'), ('north macedonia', 'MK'),
  ('northern mariana islands', 'MP'), ('norvege', 'NO'), ('norway', 'NO'), ('nouvelle caledonie', 'NC'), ('nouvelle zelande', 'NZ'), ('oman', 'OM'),
  ('ouganda', 'UG'), ('ouzbekistan', 'UZ'), ('pakistan', 'PK'), ('palaos', 'PW'), ('palau', 'PW'), ('palestinian territories', 'PS'),
  ('panama', 'PA'), ('papouasie nouvelle guinee', 'PG'), ('papua new guinea', 'PG'), ('paraguay', 'PY'), ('pays bas', 'NL'), ('pays bas caribeens', 'BQ'),
  ('perou', 'PE'), ('peru', 'PE'), ('philippines', 'PH'), ('pitcairn islands', 'PN'), ('poland', 'PL'), ('pologne', 'PL'),
  ('polynesie francaise', 'PF'), ('porto rico', 'PR'), ('portugal', 'PT'), ('puerto rico', 'PR'), ('qatar', 'QA'), ('r a s chinoise de hong kong', 'HK'),
  ('r a s chinoise de macao', 'MO'), ('republique centrafricaine', 'CF'), ('republique dominicaine', 'DO'), ('reunion', 'RE'), ('romania', 'RO'), ('roumanie', 'RO'),
  ('royaume uni', 'GB'), ('russia', 'RU'), ('russie', 'RU'), ('rwanda', 'RW'), ('sahara occidental', 'EH'), ('saint barthelemy', 'BL'),
  ('saint christophe et nieves', 'KN'), ('saint marin', 'SM'), ('saint martin', 'MF'), ('saint martin partie neerlandaise', 'SX'), ('saint pierre et miquelon', 'PM'), ('saint vincent et les grenadines', 'VC'),
  ('sainte helene', 'SH'), ('sainte lucie', 'LC'), ('salvador', 'SV'), ('samoa', 'WS'), ('samoa americaines', 'AS'), ('san marino', 'SM'),
  ('sao tome et principe', 'ST'), ('sao tome principe', 'ST'), ('saudi arabia', 'SA'), ('senegal', 'SN'), ('serbia', 'RS'), ('serbie', 'RS'),
  ('seychelles', 'SC'), ('sierra leone', 'SL'), ('singapore', 'SG'), ('singapour', 'SG'), ('sint maarten', 'SX'), ('slovakia', 'SK'),
  ('slovaquie', 'SK'), ('slovenia', 'SI'), ('slovenie', 'SI'), ('solomon islands', 'SB'), ('somalia', 'SO'), ('somalie', 'SO'),
  ('soudan', 'SD'), ('soudan du sud', 'SS'), ('south africa', 'ZA'), ('south georgia south sandwich islands', 'GS'), ('south korea', 'KR'), ('south sudan', 'SS'),
  ('spain', 'ES'), ('sri lanka', 'LK'), ('st barthelemy', 'BL'), ('st helena', 'SH'), ('st kitts nevis', 'KN'), ('st lucia', 'LC'),
  ('st martin', 'MF'), ('st pierre miquelon', 'PM'), ('st vincent grenadines', 'VC'), ('sudan', 'SD'), ('suede', 'SE'), ('suisse', 'CH'),
  ('suriname', 'SR'), ('svalbard et jan mayen', 'SJ'), ('svalbard jan mayen', 'SJ'), ('sweden', 'SE'), ('switzerland', 'CH'), ('syria', 'SY'),
  ('syrie', 'SY'), ('tadjikistan', 'TJ'), ('taiwan', 'TW'), ('tajikistan', 'TJ'), ('tanzania', 'TZ'), ('tanzanie', 'TZ'),
  ('tchad', 'TD'), ('tchequie', 'CZ'), ('terres australes francaises', 'TF'), ('territoire britannique de l ocean indien', 'IO'), ('territoires palestiniens', 'PS'), ('thailand', 'TH'),
  ('thailande', 'TH'), ('timor leste', 'TL'), ('timor oriental', 'TL'), ('togo', 'TG'), ('tokelau', 'TK'), ('tonga', 'TO'),
  ('trinidad tobago', 'TT'), ('trinite et tobago', 'TT'), ('tunisia', 'TN'), ('tunisie', 'TN'), ('turkiye', 'TR'), ('turkmenistan', 'TM'),
  ('turks caicos islands', 'TC'), ('turquie', 'TR'), ('tuvalu', 'TV'), ('u s outlying islands', 'UM'), ('u s virgin islands', 'VI'), ('uganda', 'UG'),
  ('ukraine', 'UA'), ('united arab emirates', 'AE'), ('united kingdom', 'GB'), ('united states', 'US'), ('uruguay', 'UY'), ('uzbekistan', 'UZ'),
  ('vanuatu', 'VU'), ('vatican city', 'VA'), ('venezuela', 'VE'), ('viet nam', 'VN'), ('vietnam', 'VN'), ('wallis et futuna', 'WF'),
  ('wallis futuna', 'WF'), ('western sahara', 'EH'), ('yemen', 'YE'), ('zambia', 'ZM'), ('zambie', 'ZM'), ('zimbabwe', 'ZW'),
  -- Names people type that the platform spells otherwise (domain/countries.ts ALIASES).
  ('ivory coast', 'CI'), ('the gambia', 'GM'), ('la gambie', 'GM'), ('cabo verde', 'CV'), ('republique democratique du congo', 'CD'), ('rdc', 'CD'), ('usa', 'US'), ('etats unis d amerique', 'US'), ('united states of america', 'US'), ('uk', 'GB')
) AS m(nom, code)
WHERE btrim(regexp_replace(lower(regexp_replace(normalize(o."pays", NFKD), '[\u0300-\u036f]', '', 'g')), '[^a-z0-9]+', ' ', 'g')) = m.nom;
--> statement-breakpoint
-- Each distinct category text becomes a category of the list, in alphabetical order; the
-- demo's own get their English and Italian labels, the others show French until an
-- administrator translates them in /admin/categories.
INSERT INTO "categories" ("libelle", "position")
SELECT jsonb_build_object('fr', s.nom, 'en', coalesce(d.en, ''), 'it', coalesce(d.it, '')),
  (row_number() OVER (ORDER BY s.nom)) - 1
FROM (SELECT DISTINCT btrim("categorie") AS nom FROM "opportunites" WHERE btrim("categorie") <> '') AS s
LEFT JOIN (VALUES
  ('Affrètement', 'Chartering', 'Noleggio'),
  ('Bureaux', 'Offices', 'Uffici'),
  ('Entreposage', 'Warehousing', 'Magazzinaggio'),
  ('Équipement', 'Equipment', 'Attrezzature'),
  ('Fret aérien', 'Air freight', 'Trasporto aereo merci'),
  ('Granulats', 'Aggregates', 'Inerti'),
  ('Minerais', 'Ores', 'Minerali'),
  ('Terrains', 'Land', 'Terreni'),
  ('Transport', 'Transport', 'Trasporto')
) AS d(fr, en, it) ON d.fr = s.nom;
--> statement-breakpoint
UPDATE "opportunites" AS o SET "categorie_id" = c."id"
FROM "categories" AS c
WHERE c."libelle"->>'fr' = btrim(o."categorie") AND btrim(o."categorie") <> '';
