import { currencyPlaces, type PaymentItem, type PaymentList, type PaymentListQuery } from '@cabinet/shared';
import type { AppContext } from '../../lib/context';
import type { SettingsReader } from '../../lib/settings-reader';
import { fromMinor } from './amounts';
import { createPaymentsRepository, type PaymentFilter, type PaymentRow } from './payments.repository';

const toPayment = (row: PaymentRow): PaymentItem => ({ ...row, amount: fromMinor(row.amount, currencyPlaces(row.currency)) });

const filterOf = (query: PaymentListQuery): PaymentFilter => ({
  from: query.from,
  to: query.to,
  method: query.method,
  client: query.client,
});

/** The payments received against fee notes, office-wide: a page with the sum of all that match, or every one (CSV). */
export function createPaymentsService(ctx: AppContext, settings: SettingsReader) {
  const payments = createPaymentsRepository(ctx.database.db);
  return {
    async list(query: PaymentListQuery): Promise<PaymentList> {
      const { currency } = await settings.get();
      const { rows, total, sum } = await payments.page(filterOf(query), query);
      return {
        items: rows.map(toPayment),
        total,
        page: query.page,
        page_size: query.page_size,
        currency,
        total_amount: fromMinor(sum, currencyPlaces(currency)),
      };
    },
    async all(query: PaymentListQuery): Promise<PaymentItem[]> {
      return (await payments.all(filterOf(query))).map(toPayment);
    },
  };
}
