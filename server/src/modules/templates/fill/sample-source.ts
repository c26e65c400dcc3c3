import type { TemplateLanguage } from '@cabinet/shared';
import type { FillSource, LevelSource } from './source';

const level = (values: Partial<LevelSource> & Pick<LevelSource, 'kind'>): LevelSource => ({
  file_number: null,
  file_code: null,
  file_year: null,
  file_chamber: null,
  file_section: null,
  file_raw: null,
  national_number: null,
  filing_ref: null,
  filed_on: null,
  judge: null,
  chamber: null,
  decision_number: null,
  decision_date: null,
  outcome: null,
  amount_awarded: null,
  notified_on: null,
  tribunal: { fr: null, ar: null },
  bailiff: { fr: null, ar: null },
  ...values,
});

const FIRST_INSTANCE = level({
  kind: 'first_instance',
  file_number: '1245',
  file_code: '1201',
  file_year: '2026',
  national_number: '2026/1201/0001245',
  filed_on: '2026-02-10',
  judge: 'M. Bennani',
  chamber: 'Chambre des accidents',
  decision_number: '873',
  decision_date: '2026-10-15',
  outcome: 'partly',
  amount_awarded: 12_345_067,
  notified_on: '2026-11-20',
  tribunal: { fr: 'Tribunal de première instance de Rabat', ar: 'المحكمة الابتدائية بالرباط' },
  bailiff: { fr: 'Karim Tazi', ar: 'كريم التازي' },
});

const APPEAL = level({
  kind: 'appeal',
  file_number: '312',
  file_code: '1221',
  file_year: '2026',
  filing_ref: 'Dépôt 5567',
  filed_on: '2026-12-01',
  tribunal: { fr: 'Cour d’appel de Rabat', ar: 'محكمة الاستئناف بالرباط' },
});

/** A made-up dossier the placeholders page shows its examples from. */
export function sampleSource(lang: TemplateLanguage): FillSource {
  return {
    lang,
    arabicMonths: 'ma',
    currency: 'MAD',
    today: '2026-12-01',
    office: { name: 'Cabinet Maître Alaoui', address: '12, avenue Mohammed V, Rabat' },
    lawyer: 'Me Youssef Alaoui',
    user: 'Salma Idrissi',
    dossier: {
      reference: 1024,
      registered_on: '2026-01-15',
      case_type: 'Accident de la circulation',
      tribunal: FIRST_INSTANCE.tribunal,
      claim_amount: 25_000_000,
      policy_number: 'POL-778812',
      civilly_liable: 'Société Transports Atlas',
      charge: null,
      accident_date: '2025-11-03',
      vehicle_plate: '12345-أ-6',
      police_report_number: '455/2025',
      police_complaint_number: '98/2025',
    },
    levels: { first_instance: FIRST_INSTANCE, appeal: APPEAL },
    allLevels: [FIRST_INSTANCE, APPEAL],
    stage: APPEAL,
    parties: [
      { role: 'client', name: 'Mohamed Berrada', name_ar: 'محمد برادة', address: '5, rue Fès, Rabat', national_id: 'A123456' },
      {
        role: 'adverse',
        name: 'Société Transports Atlas',
        name_ar: 'شركة نقل الأطلس',
        address: 'Zone industrielle, Salé',
        national_id: 'RC 45121',
      },
      { role: 'insurer', name: 'Atlas Assurances', name_ar: 'أطلس للتأمين', address: 'Boulevard Zerktouni, Casablanca', national_id: null },
    ],
    hearing: { date: '2026-12-15', time: '09:30', room: 'Salle 3', tribunal: APPEAL.tribunal },
    feeNote: {
      number: '2026-0042',
      issue_date: '2026-12-01',
      due_date: '2026-12-31',
      currency: 'MAD',
      client: { fr: 'Mohamed Berrada', ar: 'محمد برادة' },
      net: '5000.00',
      vat: '1000.00',
      stamp: '0.00',
      total: '6000.00',
      lines: [
        {
          label: 'Honoraires – première instance',
          quantity: '1.000',
          unit_price: '4000.00',
          vat_rate: '20.00',
          net: '4000.00',
          vat: '800.00',
        },
        { label: 'Frais de déplacement', quantity: '2.000', unit_price: '500.00', vat_rate: '20.00', net: '1000.00', vat: '200.00' },
      ],
    },
  };
}
