import { Container, Tabs } from '@mantine/core';
import { IconAlertCircle, IconCalendarDollar, IconCash, IconFileInvoice, IconReportMoney } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMoneyAccess } from '../../../api/session';
import { PageHeader } from '../../../components/page-header';
import type { MoneyView } from '../../../lib/paths';
import { FeeDossiersPanel } from './fee-dossiers-panel';
import { InvoicesPanel } from './invoices-panel';
import { NoMoneyAccess } from './no-money-access';
import { OutstandingPanel } from './outstanding-panel';
import { PaymentsPanel } from './payments-panel';
import { StatementFinder } from './statement-finder';

const VIEWS: { value: MoneyView; labelKey: string; icon: typeof IconAlertCircle }[] = [
  { value: 'outstanding', labelKey: 'page.views.outstanding', icon: IconAlertCircle },
  { value: 'notes', labelKey: 'page.views.notes', icon: IconFileInvoice },
  { value: 'payments', labelKey: 'payments:tab', icon: IconCash },
  { value: 'fee-dossiers', labelKey: 'page.views.feeDossiers', icon: IconCalendarDollar },
  { value: 'statements', labelKey: 'page.views.statements', icon: IconReportMoney },
];

/** /money — the office's money: what is owed, the fee notes, the payments received, the year's fee dossiers and the clients' statements. */
export function MoneyPage() {
  const { t } = useTranslation('money');
  const access = useMoneyAccess();
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view: MoneyView = VIEWS.some((v) => v.value === asked) ? (asked as MoneyView) : 'outstanding';
  const choose = (next: string | null) =>
    setParams(() => {
      const kept = new URLSearchParams();
      if (next && next !== 'outstanding') kept.set('view', next);
      return kept;
    });

  if (access === 'none') return <NoMoneyAccess />;
  return (
    <Container size="xl" px={0}>
      <PageHeader title={t('page.title')} />
      <Tabs value={view} onChange={choose} keepMounted={false}>
        <Tabs.List mb="md">
          {VIEWS.map(({ value, labelKey, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
              {t(labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="outstanding">
          <OutstandingPanel />
        </Tabs.Panel>
        <Tabs.Panel value="notes">
          <InvoicesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="payments">
          <PaymentsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="fee-dossiers">
          <FeeDossiersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="statements">
          <StatementFinder />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
