import type { PartyRole } from '@cabinet/shared';
import { type Described, type LoopDefinition, type ScalarField } from './field';
import { ROLE_WORDS } from './format';
import type { FillSource, PartySource } from './source';

/** The roles a template names one by one; each also has its loop (several clients, several adverse parties). */
const ROLES: { role: PartyRole; loop: string; who: Described }[] = [
  { role: 'client', loop: 'clients', who: { en: 'the client', fr: 'du client', ar: 'الموكل' } },
  { role: 'adverse', loop: 'adverse_parties', who: { en: 'the adverse party', fr: 'de la partie adverse', ar: 'الطرف الخصم' } },
  { role: 'insurer', loop: 'insurers', who: { en: 'the insurer', fr: 'de l’assureur', ar: 'شركة التأمين' } },
  {
    role: 'civilly_liable',
    loop: 'civilly_liable_parties',
    who: { en: 'the civilly liable party', fr: 'du civilement responsable', ar: 'المسؤول المدني' },
  },
  { role: 'victim', loop: 'victims', who: { en: 'the victim', fr: 'de la victime', ar: 'الضحية' } },
  {
    role: 'opposing_lawyer',
    loop: 'opposing_lawyers',
    who: { en: 'the opposing lawyer', fr: 'de l’avocat adverse', ar: 'محامي الطرف الخصم' },
  },
];

const text = (value: string | null | undefined) => value ?? '';
const nameInLang = (party: PartySource, lang: 'fr' | 'ar') => (lang === 'ar' ? (party.name_ar ?? party.name) : party.name);

/** What each party placeholder holds, as `role_<field>` and as `<field>` inside a loop. */
function partyFields<S>(lang: (s: S) => 'fr' | 'ar') {
  return [
    {
      field: 'name',
      what: { en: 'Name', fr: 'Nom', ar: 'اسم' },
      note: { en: ', in the template’s language', fr: ', dans la langue du modèle', ar: ' بلغة النموذج' },
      value: (p: PartySource, s: S) => nameInLang(p, lang(s)),
    },
    {
      field: 'name_fr',
      what: { en: 'Name', fr: 'Nom', ar: 'اسم' },
      note: { en: ' in Latin letters', fr: ' en lettres latines', ar: ' بالحروف اللاتينية' },
      value: (p: PartySource) => p.name,
    },
    {
      field: 'name_ar',
      what: { en: 'Name', fr: 'Nom', ar: 'اسم' },
      note: { en: ' in Arabic (else the name)', fr: ' en arabe (à défaut, le nom)', ar: ' بالعربية (وإلا فالاسم)' },
      value: (p: PartySource) => p.name_ar ?? p.name,
    },
    {
      field: 'address',
      what: { en: 'Address', fr: 'Adresse', ar: 'عنوان' },
      note: { en: '', fr: '', ar: '' },
      value: (p: PartySource) => text(p.address),
    },
    {
      field: 'national_id',
      what: { en: 'National ID (CIN) or register number', fr: 'CIN ou numéro de registre', ar: 'رقم البطاقة الوطنية أو السجل' },
      note: { en: '', fr: '', ar: '' },
      value: (p: PartySource) => text(p.national_id),
    },
  ];
}

const describe = (what: Described, who: Described, note: Described): Described => ({
  en: `${what.en} of ${who.en}${note.en}`,
  fr: `${what.fr} ${who.fr}${note.fr}`,
  ar: `${what.ar} ${who.ar}${note.ar}`,
});

const firstOf = (s: FillSource, role: PartyRole) => s.parties.find((p) => p.role === role) ?? null;

export const PARTY_FIELDS: ScalarField[] = ROLES.flatMap(({ role, who }) =>
  partyFields<FillSource>((s) => s.lang).map(({ field, what, note, value }) => ({
    name: `${role}_${field}`,
    group: 'parties',
    description: describe(what, who, {
      ...note,
      en: `${note.en} (the first, when there are several)`,
      fr: `${note.fr} (le premier, s’il y en a plusieurs)`,
      ar: `${note.ar} (الأول إن تعددوا)`,
    }),
    value: (s: FillSource) => {
      const party = firstOf(s, role);
      // The civilly liable party may be known only by the dossier's own field.
      if (!party) return role === 'civilly_liable' && field.startsWith('name') ? text(s.dossier.civilly_liable) : '';
      return value(party, s);
    },
  })),
);

interface PartyRow {
  party: PartySource;
  lang: 'fr' | 'ar';
}

const loopFields = (who: Described) => [
  ...partyFields<PartyRow>((r) => r.lang).map(({ field, what, note, value }) => ({
    name: field,
    description: describe(what, who, note),
    value: (row: PartyRow) => value(row.party, row),
  })),
];

export const PARTY_LOOPS: LoopDefinition<PartyRow>[] = [
  ...ROLES.map(({ role, loop, who }) => ({
    name: loop,
    group: 'parties',
    description: {
      en: `Every party in the role of ${ROLE_WORDS[role].en}, one after the other`,
      fr: `Chaque partie en qualité de ${ROLE_WORDS[role].fr}, l’une après l’autre`,
      ar: `كل طرف بصفة ${ROLE_WORDS[role].ar}، واحدا بعد الآخر`,
    },
    rows: (s: FillSource) => s.parties.filter((p) => p.role === role).map((party) => ({ party, lang: s.lang })),
    fields: loopFields(who),
  })),
  {
    name: 'parties',
    group: 'parties',
    description: {
      en: 'Every party of the dossier with its role',
      fr: `Toutes les parties du dossier, avec leur qualité`,
      ar: 'جميع أطراف الملف مع صفة كل منهم',
    },
    rows: (s: FillSource) => s.parties.map((party) => ({ party, lang: s.lang })),
    fields: [
      {
        name: 'role',
        description: { en: 'Its role, in the template’s language', fr: `Sa qualité, dans la langue du modèle`, ar: 'صفته بلغة النموذج' },
        value: (row: PartyRow) => ROLE_WORDS[row.party.role][row.lang],
      },
      ...loopFields({ en: 'the party', fr: 'de la partie', ar: 'الطرف' }),
    ],
  },
];
