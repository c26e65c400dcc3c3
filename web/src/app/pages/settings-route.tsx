import { SettingsPage } from '../../features/admin/components/settings-page';
import { DigestSettings } from '../../features/reminders/components/digest-settings';

/** /admin/settings — the office settings, then the daily digest's hour, test and delivery log. */
export function SettingsRoute() {
  return (
    <>
      <SettingsPage />
      <DigestSettings />
    </>
  );
}
