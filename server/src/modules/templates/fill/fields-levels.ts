import { courtNumberText, STAGE_KINDS, type StageKind } from '@cabinet/shared';
import { amountInWords } from './amount-words';
import { dateInFigures, dateInWords } from './date-words';
import type { Described, LoopDefinition, ScalarField } from './field';
import { amountInFigures, LEVEL_NAMES, nameIn, OUTCOME_WORDS } from './format';
import type { FillSource, LevelSource } from './source';

type Lang = 'fr' | 'ar';
interface LevelField {
  field: string;
  description: Described;
  value: (level: LevelSource, s: FillSource) => string;
}

const text = (value: string | null | undefined) => value ?? '';
const words = (minor: number | null, s: FillSource, lang: Lang) => (minor === null ? '' : amountInWords(minor, s.currency, lang));

/** What each level placeholder holds: `<kind>_<field>` for the latest level of a kind, `stage_<field>` for the chosen one. */
const LEVEL_FIELDS: LevelField[] = [
  {
    field: 'file',
    description: {
      en: 'Court file number as the court writes it (number/code/year), or as typed',
      fr: 'Numéro du dossier au tribunal tel qu’il s’écrit (numéro/code/année), ou tel que saisi',
      ar: 'رقم الملف بالمحكمة كما يكتب (الرقم/الرمز/السنة)، أو كما أدخل',
    },
    value: (l) => courtNumberText(l) ?? '',
  },
  {
    field: 'file_number',
    description: {
      en: 'Court file number: the number',
      fr: 'Numéro du dossier au tribunal\u00a0: le numéro',
      ar: 'رقم الملف بالمحكمة: الرقم',
    },
    value: (l) => text(l.file_number),
  },
  {
    field: 'file_code',
    description: { en: 'Court file number: the code', fr: 'Numéro du dossier au tribunal\u00a0: le code', ar: 'رقم الملف بالمحكمة: الرمز' },
    value: (l) => text(l.file_code),
  },
  {
    field: 'file_year',
    description: { en: 'Court file number: the year', fr: 'Numéro du dossier au tribunal\u00a0: l’année', ar: 'رقم الملف بالمحكمة: السنة' },
    value: (l) => text(l.file_year),
  },
  {
    field: 'file_chamber',
    description: {
      en: 'Court file number: the chamber (cassation)',
      fr: 'Numéro du dossier au tribunal\u00a0: la chambre (cassation)',
      ar: 'رقم الملف بالمحكمة: الغرفة (النقض)',
    },
    value: (l) => text(l.file_chamber),
  },
  {
    field: 'file_section',
    description: {
      en: 'Court file number: the section (cassation)',
      fr: 'Numéro du dossier au tribunal\u00a0: la section (cassation)',
      ar: 'رقم الملف بالمحكمة: القسم (النقض)',
    },
    value: (l) => text(l.file_section),
  },
  {
    field: 'national_number',
    description: { en: 'National file number', fr: 'Numéro national du dossier', ar: 'الرقم الوطني للملف' },
    value: (l) => text(l.national_number),
  },
  {
    field: 'tribunal',
    description: { en: 'Tribunal, in the template’s language', fr: 'Juridiction, dans la langue du modèle', ar: 'المحكمة بلغة النموذج' },
    value: (l, s) => nameIn(l.tribunal, s.lang),
  },
  {
    field: 'tribunal_fr',
    description: { en: 'Tribunal, in French', fr: 'Juridiction, en français', ar: 'المحكمة بالفرنسية' },
    value: (l) => nameIn(l.tribunal, 'fr'),
  },
  {
    field: 'tribunal_ar',
    description: { en: 'Tribunal, in Arabic', fr: 'Juridiction, en arabe', ar: 'المحكمة بالعربية' },
    value: (l) => nameIn(l.tribunal, 'ar'),
  },
  {
    field: 'filing_ref',
    description: { en: 'Filing reference (receipt of the filing)', fr: 'Référence du dépôt (récépissé)', ar: 'مرجع الإيداع (وصل الإيداع)' },
    value: (l) => text(l.filing_ref),
  },
  {
    field: 'filed_on',
    description: { en: 'Date of filing (month in letters)', fr: 'Date du dépôt (mois en lettres)', ar: 'تاريخ الإيداع (الشهر بالحروف)' },
    value: (l, s) => dateInWords(l.filed_on, s.lang, s.arabicMonths),
  },
  {
    field: 'filed_on_numeric',
    description: { en: 'Date of filing (in figures)', fr: 'Date du dépôt (en chiffres)', ar: 'تاريخ الإيداع (بالأرقام)' },
    value: (l) => dateInFigures(l.filed_on),
  },
  {
    field: 'judge',
    description: { en: 'Judge or reporting judge', fr: 'Juge ou conseiller rapporteur', ar: 'القاضي أو المستشار المقرر' },
    value: (l) => text(l.judge),
  },
  { field: 'chamber', description: { en: 'Chamber', fr: 'Chambre', ar: 'الغرفة' }, value: (l) => text(l.chamber) },
  {
    field: 'judgment_number',
    description: { en: 'Number of the judgment or decision', fr: 'Numéro du jugement ou de l’arrêt', ar: 'رقم الحكم أو القرار' },
    value: (l) => text(l.decision_number),
  },
  {
    field: 'judgment_date',
    description: {
      en: 'Date of the judgment (month in letters)',
      fr: 'Date du jugement (mois en lettres)',
      ar: 'تاريخ الحكم (الشهر بالحروف)',
    },
    value: (l, s) => dateInWords(l.decision_date, s.lang, s.arabicMonths),
  },
  {
    field: 'judgment_date_numeric',
    description: { en: 'Date of the judgment (in figures)', fr: 'Date du jugement (en chiffres)', ar: 'تاريخ الحكم (بالأرقام)' },
    value: (l) => dateInFigures(l.decision_date),
  },
  {
    field: 'outcome',
    description: {
      en: 'Outcome of the judgment, in the template’s language',
      fr: 'Sens du jugement, dans la langue du modèle',
      ar: 'منطوق الحكم بلغة النموذج',
    },
    value: (l, s) => (l.outcome ? OUTCOME_WORDS[l.outcome][s.lang] : ''),
  },
  {
    field: 'amount',
    description: { en: 'Amount awarded in figures', fr: 'Montant alloué en chiffres', ar: 'المبلغ المحكوم به بالأرقام' },
    value: (l, s) => amountInFigures(l.amount_awarded, s.currency, s.lang),
  },
  {
    field: 'amount_words',
    description: {
      en: 'Amount awarded in words, in the template’s language',
      fr: 'Montant alloué en toutes lettres, dans la langue du modèle',
      ar: 'المبلغ المحكوم به بالحروف بلغة النموذج',
    },
    value: (l, s) => words(l.amount_awarded, s, s.lang),
  },
  {
    field: 'amount_words_fr',
    description: {
      en: 'Amount awarded in words, in French',
      fr: 'Montant alloué en toutes lettres, en français',
      ar: 'المبلغ المحكوم به بالحروف بالفرنسية',
    },
    value: (l, s) => words(l.amount_awarded, s, 'fr'),
  },
  {
    field: 'amount_words_ar',
    description: {
      en: 'Amount awarded in words, in Arabic',
      fr: 'Montant alloué en toutes lettres, en arabe',
      ar: 'المبلغ المحكوم به بالحروف بالعربية',
    },
    value: (l, s) => words(l.amount_awarded, s, 'ar'),
  },
  {
    field: 'notified_on',
    description: {
      en: 'Date the judgment was notified (month in letters)',
      fr: 'Date de notification du jugement (mois en lettres)',
      ar: 'تاريخ تبليغ الحكم (الشهر بالحروف)',
    },
    value: (l, s) => dateInWords(l.notified_on, s.lang, s.arabicMonths),
  },
  {
    field: 'notified_on_numeric',
    description: {
      en: 'Date the judgment was notified (in figures)',
      fr: 'Date de notification du jugement (en chiffres)',
      ar: 'تاريخ تبليغ الحكم (بالأرقام)',
    },
    value: (l) => dateInFigures(l.notified_on),
  },
  {
    field: 'bailiff',
    description: {
      en: 'Court bailiff, in the template’s language',
      fr: 'Commissaire judiciaire, dans la langue du modèle',
      ar: 'المفوض القضائي بلغة النموذج',
    },
    value: (l, s) => nameIn(l.bailiff, s.lang),
  },
];

const ofLevel = (d: Described, level: Described): Described => ({
  en: `${d.en} — ${level.en}`,
  fr: `${d.fr} — ${level.fr}`,
  ar: `${d.ar} — ${level.ar}`,
});

const CHOSEN_LEVEL: Described = {
  en: 'the level chosen when generating',
  fr: 'le niveau choisi à la création',
  ar: 'المرحلة المختارة عند الإنشاء',
};

function fieldsOf(prefix: string, level: Described, pick: (s: FillSource) => LevelSource | null | undefined): ScalarField[] {
  return LEVEL_FIELDS.map(({ field, description, value }) => ({
    name: `${prefix}_${field}`,
    group: prefix === 'stage' ? 'stage' : `level:${prefix}`,
    description: ofLevel(description, level),
    value: (s: FillSource) => {
      const picked = pick(s);
      return picked ? value(picked, s) : '';
    },
  }));
}

/** The latest level of each kind, by kind: `appeal_file`, `first_instance_judgment_date`… */
export const LEVEL_FIELDS_BY_KIND: ScalarField[] = STAGE_KINDS.flatMap((kind: StageKind) =>
  fieldsOf(kind, LEVEL_NAMES[kind], (s) => s.levels[kind]),
);

export const CHOSEN_LEVEL_FIELDS: ScalarField[] = [
  {
    name: 'stage_kind',
    group: 'stage',
    description: {
      en: 'Name of the level chosen when generating, in the template’s language',
      fr: 'Nom du niveau choisi à la création, dans la langue du modèle',
      ar: 'اسم المرحلة المختارة عند الإنشاء بلغة النموذج',
    },
    value: (s) => (s.stage ? LEVEL_NAMES[s.stage.kind][s.lang] : ''),
  },
  ...fieldsOf('stage', CHOSEN_LEVEL, (s) => s.stage),
];

type LevelRow = { level: LevelSource; source: FillSource };
export const LEVEL_LOOP: LoopDefinition<LevelRow> = {
  name: 'levels',
  group: 'levels',
  description: {
    en: 'Every court level of the dossier, in the order they were opened',
    fr: 'Chaque niveau de juridiction du dossier, dans l’ordre',
    ar: 'جميع مراحل الملف أمام المحاكم بالترتيب',
  },
  rows: (s) => s.allLevels.map((level) => ({ level, source: s })),
  fields: [
    {
      name: 'kind',
      description: {
        en: 'Name of the level, in the template’s language',
        fr: 'Nom du niveau, dans la langue du modèle',
        ar: 'اسم المرحلة بلغة النموذج',
      },
      value: (r) => LEVEL_NAMES[r.level.kind][r.source.lang],
    },
    ...['file', 'national_number', 'tribunal', 'judgment_number', 'judgment_date', 'outcome', 'amount'].map((name) => {
      const definition = LEVEL_FIELDS.find((f) => f.field === name)!;
      return { name, description: definition.description, value: (r: LevelRow) => definition.value(r.level, r.source) };
    }),
  ],
};
