import { SettingsPage } from '../../features/admin/components/settings-page';
import { InvoiceNumbering } from '../../features/money/components/invoice-numbering';
import { DigestSettings } from '../../features/reminders/components/digest-settings';

/** /admin/settings — the office settings, where the fee notes' numbering goes on from, then the daily digest's hour, test and delivery log. */
export function SettingsRoute() {
  return (
    <>
      <SettingsPage />
      <InvoiceNumbering />
      <DigestSettings />
    </>
  );
}
