import { ProfilePage } from '../../features/auth/components/profile-page';
import { ProfileReminders } from '../../features/reminders/components/profile-reminders';

/** /profile — the account's details and password, then its reminders and calendar address. */
export function ProfileRoute() {
  return (
    <>
      <ProfilePage />
      <ProfileReminders />
    </>
  );
}
