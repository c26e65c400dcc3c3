import {
  IconAlarm,
  IconCalendarOff,
  IconHourglass,
  IconScale,
  IconBuildingBank,
  IconCalendarEvent,
  IconCategory,
  IconHistory,
  IconSettings,
  IconTrash,
  IconUsers,
  IconFilePlus,
  IconFileSearch,
  IconFolderOff,
  IconGavel,
  IconHome,
  IconMicroscope,
  IconUserSearch,
  IconAddressBook,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  to: string;
  labelKey: string;
  icon: Icon;
}

export interface MasterDataGroup {
  base: string;
  labelKey: string;
  icon: Icon;
}

export const MAIN_NAV: NavItem[] = [
  { to: '/', labelKey: 'nav.dashboard', icon: IconHome },
  { to: '/dossier/search', labelKey: 'nav.dossierSearch', icon: IconFileSearch },
  { to: '/actions/tomorrow', labelKey: 'nav.tomorrow', icon: IconAlarm },
  { to: '/dossiers/stale', labelKey: 'nav.stale', icon: IconFolderOff },
  { to: '/agenda', labelKey: 'nav.agenda', icon: IconCalendarEvent },
  { to: '/parties', labelKey: 'nav.parties', icon: IconAddressBook },
  { to: '/deadlines', labelKey: 'nav.deadlines', icon: IconHourglass },
];

export const DOSSIER_NAV: NavItem[] = [{ to: '/dossier/new', labelKey: 'nav.newDossier', icon: IconFilePlus }];

/** One collapsible sub-group per reference list, with its list and new routes. */
export const MASTER_DATA: MasterDataGroup[] = [
  { base: '/expert', labelKey: 'nav.experts', icon: IconUserSearch },
  { base: '/tribunal', labelKey: 'nav.tribunals', icon: IconBuildingBank },
  { base: '/type_action', labelKey: 'nav.actionTypes', icon: IconGavel },
  { base: '/type_expertise', labelKey: 'nav.expertiseTypes', icon: IconMicroscope },
  { base: '/type_affaire_bureau', labelKey: 'nav.caseTypes', icon: IconCategory },
  { base: '/deadline_rules', labelKey: 'nav.deadlineRules', icon: IconScale },
];

export const ADMIN_NAV: NavItem[] = [
  { to: '/admin/users', labelKey: 'nav.users', icon: IconUsers },
  { to: '/admin/settings', labelKey: 'nav.settings', icon: IconSettings },
  { to: '/admin/calendar', labelKey: 'nav.calendar', icon: IconCalendarOff },
  { to: '/admin/trash', labelKey: 'nav.trash', icon: IconTrash },
  { to: '/admin/audit', labelKey: 'nav.audit', icon: IconHistory },
];
