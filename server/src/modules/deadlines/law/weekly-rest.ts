/**
 * The legal weekly rest of each country whose presets ship with Cabinet: the days on which a
 * period that would end is carried to the next working day. Data, not code: each line names its
 * source, and `to_verify` marks what rests on a secondary source (the office checks it).
 * A country without a line has no weekly rest here: its periods are not carried over weekends
 * (the earlier date, which is the safe side), and the calendar screen says so.
 */
export interface WeeklyRest {
  /** ISO weekdays, Monday = 1 … Sunday = 7. */
  days: number[];
  /** First day this rest applies (inclusive); null: since before any deadline Cabinet counts. */
  from: string | null;
  source: string;
  to_verify: boolean;
}

export const WEEKLY_REST: Record<string, WeeklyRest[]> = {
  MA: [
    {
      days: [6, 7],
      from: null,
      source:
        'Décret n° 2-05-916 du 20 juillet 2005 (semaine de cinq jours, du lundi au vendredi, dans les administrations de l’État), cité par challenge.ma; CPC (Dahir 1-74-447) art. 512: «إذا كان اليوم الأخير يوم عطلة امتد الأجل إلى أول يوم عمل بعده». Aucune décision trouvée sur le samedi comme «يوم عطلة».',
      to_verify: true,
    },
  ],
  DZ: [
    {
      days: [4, 5],
      from: null,
      source: 'Repos hebdomadaire jeudi–vendredi avant le changement d’août 2009 (source secondaire).',
      to_verify: true,
    },
    {
      days: [5, 6],
      from: '2009-08-14',
      source:
        'Repos hebdomadaire vendredi–samedi depuis le 14 août 2009 (décret présidentiel n° 09-244 du 22 juillet 2009, numéro cité de mémoire); CPCA (loi 08-09) art. 405 (report au premier jour ouvrable).',
      to_verify: true,
    },
  ],
  TN: [
    {
      days: [6, 7],
      from: null,
      source:
        'Samedi et dimanche, jours de repos de l’administration (source secondaire). Le COC art. 143 («عيد رسمي») et le CPCC art. 141 («jour férié») ne nomment que les jours fériés: que le week-end proroge un délai reste à vérifier.',
      to_verify: true,
    },
  ],
  FR: [
    {
      days: [6, 7],
      from: null,
      source:
        'Code de procédure civile, art. 642 al. 2: «Le délai qui expirerait normalement un samedi, un dimanche ou un jour férié ou chômé est prorogé jusqu’au premier jour ouvrable suivant» (Légifrance).',
      to_verify: false,
    },
  ],
};

/** The weekly rest in force on `date` in `country` (undefined: none known). */
export function weeklyRestOn(country: string, date: string): WeeklyRest | undefined {
  const periods = WEEKLY_REST[country];
  if (!periods) return undefined;
  let found: WeeklyRest | undefined;
  for (const period of periods) if (period.from === null || period.from <= date) found = period;
  return found;
}

/** The weekly rest in force today, for the list of countries. */
export const currentWeeklyRest = (country: string): WeeklyRest | undefined => WEEKLY_REST[country]?.at(-1);
