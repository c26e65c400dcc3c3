import type { FiscalCountry, FiscalIdentifier, FiscalProfile } from '@cabinet/shared';

/**
 * How each country taxes and words a lawyer's fee note, as data with its legal source, like the
 * deadline presets. Every rate and amount here is the office's to confirm with its accountant
 * before its first note is issued (`to_confirm` says what), since a note, once issued, is never
 * changed: a mistake is corrected only by a credit note.
 */

export const IDENTIFIER_LABELS: Record<FiscalIdentifier, string> = {
  ice: 'ICE (common company identifier)',
  if: 'IF (tax identification number)',
  tp: 'TP (professional tax number)',
  rc: 'RC (trade register)',
  cnss: 'CNSS',
  matricule_fiscal: 'Matricule fiscal',
  nif: 'NIF (tax identification number)',
  nis: 'NIS (statistical identification number)',
  ai: 'AI (tax article number)',
  siret: 'SIRET',
  vat_number: 'VAT number',
  bar_number: 'Bar registration',
};

const seller = (key: FiscalIdentifier, required: boolean) => ({ key, holder: 'seller' as const, required, label: IDENTIFIER_LABELS[key] });
const client = (key: FiscalIdentifier) => ({ key, holder: 'client' as const, required: false, label: IDENTIFIER_LABELS[key] });

export const FISCAL_PROFILES: readonly FiscalProfile[] = [
  {
    country: 'MA',
    currency: 'MAD',
    vat_rates: ['10', '20', '0'],
    default_vat_rate: '10',
    decimals: 2,
    stamp: null,
    identifiers: [seller('ice', true), seller('if', true), seller('tp', true), seller('bar_number', false), client('ice'), client('if')],
    source:
      'Code général des impôts, art. 145-III (facture pré-numérotée en série continue ou émise par un système informatique en série continue ; identité, IF, TP et ICE du vendeur ; nom, adresse et ICE du client ; nature de la prestation ; TVA distincte) et art. 99 (taux de TVA des prestations des avocats). Loi 28-08 organisant la profession d’avocat, art. 57 (compte de dépôts et de paiements du barreau).',
    to_confirm:
      'VAT rate of 10 % (applied to lawyers since the 2022 finance law; a rise to 20 % was proposed in 2023 and suspended): check article 99 of the current CGI. The office must also confirm its ICE, IF and TP numbers and the first number of its series.',
    mentions: {
      fr: [
        'Note d’honoraires émise en série continue conformément à l’article 145-III du Code général des impôts.',
        'TVA facturée au taux indiqué sur chaque ligne.',
      ],
      ar: [
        'مذكرة أتعاب صادرة في سلسلة متصلة طبقًا للمادة 145-III من المدونة العامة للضرائب.',
        'الضريبة على القيمة المضافة مفوترة بالسعر المبين في كل سطر.',
      ],
      en: [
        'Fee note issued in a continuous series under article 145-III of the General Tax Code.',
        'VAT charged at the rate shown on each line.',
      ],
    },
  },
  {
    country: 'TN',
    currency: 'TND',
    vat_rates: ['19', '13', '7', '0'],
    default_vat_rate: '19',
    decimals: 3,
    stamp: { amount: '1.000', label: 'Droit de timbre' },
    identifiers: [seller('matricule_fiscal', true), seller('bar_number', false), client('matricule_fiscal')],
    source:
      'Code de la TVA, art. 18 (mentions de la facture, montants en dinars à trois décimales) ; Code des droits d’enregistrement et de timbre, art. 117 (droit de timbre sur chaque facture). Loi de finances 2026, art. 53, et note commune 02/2026 (facturation électronique des notes d’honoraires par TTN « El Fatoora », que Cabinet ne transmet pas).',
    to_confirm:
      'VAT rate of 19 % and the fiscal stamp of 1.000 TND per fee note: check the current finance law. The stamp is not charged again on a partial credit note; a credit note that cancels a whole note cancels its stamp too (confirm with the accountant). Mandatory e-invoicing through TTN (El Fatoora) is not done by Cabinet.',
    mentions: {
      fr: [
        'Montants exprimés en dinars tunisiens, à trois décimales.',
        'Droit de timbre perçu conformément au Code des droits d’enregistrement et de timbre.',
      ],
      ar: ['المبالغ محررة بالدينار التونسي بثلاثة أرقام عشرية.', 'معلوم الطابع الجبائي مستخلص طبقًا لمجلة معاليم التسجيل والطابع الجبائي.'],
      en: ['Amounts in Tunisian dinars, to three decimals.', 'Stamp duty charged under the Registration and Stamp Duties Code.'],
    },
  },
  {
    country: 'DZ',
    currency: 'DZD',
    vat_rates: ['19', '9', '0'],
    default_vat_rate: '19',
    decimals: 2,
    stamp: null,
    identifiers: [
      seller('nif', true),
      seller('nis', false),
      seller('ai', false),
      seller('bar_number', false),
      client('nif'),
      client('nis'),
    ],
    source:
      'Loi de finances 2020 (assujettissement des prestations des avocats à la TVA au taux de 19 %) ; décret exécutif n° 05-468 du 10 décembre 2005 fixant les conditions et modalités d’établissement de la facture (mentions : NIF, NIS, article d’imposition).',
    to_confirm:
      'VAT rate of 19 % (the flat-rate IFU regime below its threshold charges no VAT: choose 0 % then). The stamp duty on invoices paid in cash is not computed by Cabinet. The office must confirm its NIF, NIS and tax article.',
    mentions: {
      fr: ['Facture établie conformément au décret exécutif n° 05-468 du 10 décembre 2005.'],
      ar: ['فاتورة محررة طبقًا للمرسوم التنفيذي رقم 05-468 المؤرخ في 10 ديسمبر 2005.'],
      en: ['Invoice drawn up under executive decree no. 05-468 of 10 December 2005.'],
    },
  },
  {
    country: 'FR',
    currency: 'EUR',
    vat_rates: ['20', '10', '5.5', '2.1', '0'],
    default_vat_rate: '20',
    decimals: 2,
    stamp: null,
    identifiers: [seller('siret', true), seller('vat_number', false), seller('bar_number', false), client('siret'), client('vat_number')],
    source:
      'Code général des impôts, art. 278 (taux normal de 20 %), art. 289 (facture numérotée selon une séquence chronologique et continue) et annexe II, art. 242 nonies A (mentions obligatoires).',
    to_confirm:
      'VAT rate of 20 % (a lawyer under the franchise en base charges none: choose 0 % and add the mention of article 293 B of the CGI in the note). The office must confirm its SIRET and VAT numbers.',
    mentions: {
      fr: ['Facture numérotée selon une séquence chronologique et continue (article 289 du CGI).'],
      ar: ['فاتورة مرقمة وفق تسلسل زمني متصل (المادة 289 من المدونة العامة للضرائب الفرنسية).'],
      en: ['Invoice numbered in a chronological, continuous sequence (article 289 of the French General Tax Code).'],
    },
  },
];

export function fiscalProfile(country: string | null): FiscalProfile | null {
  return FISCAL_PROFILES.find((profile) => profile.country === country) ?? null;
}

export const isFiscalCountry = (value: string): value is FiscalCountry => FISCAL_PROFILES.some((profile) => profile.country === value);
