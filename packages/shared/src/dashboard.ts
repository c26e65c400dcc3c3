import { z } from 'zod';

export const dashboardSchema = z.object({
  total_dossiers: z.number().int(),
  total_actions: z.number().int(),
  experts: z.number().int(),
  tribunals: z.number().int(),
  actions_tomorrow: z.number().int(),
  stale_dossiers: z.number().int(),
  /** Open deadlines of live dossiers due before today. */
  deadlines_overdue: z.number().int(),
  /** Open deadlines of live dossiers due today or within the next 6 days. */
  deadlines_week: z.number().int(),
  /** Tomorrow in the office time zone, the day `actions_tomorrow` counts. */
  tomorrow: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
