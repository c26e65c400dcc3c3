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
  IconFileText,
  IconFolderOff,
  IconGavel,
  IconHome,
  IconMicroscope,
  IconUserSearch,
  IconAddressBook,
  IconTemplate,
  IconStairs,
  IconCoins,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '../../lib/paths';

export interface NavItem {
  to: string;
  labelKey: string;
  icon: Icon;
  /** Shown only to accounts that see the money (administrators, and those an administrator allows). */
  money?: true;
}

export interface MasterDataGroup {
  base: string;
  labelKey: string;
  icon: Icon;
}

export const MAIN_NAV: NavItem[] = [
  { to: paths.home, labelKey: 'nav.dashboard', icon: IconHome },
  { to: paths.dossier.search, labelKey: 'nav.dossierSearch', icon: IconFileSearch },
  { to: paths.documents.search(), labelKey: 'nav.documentSearch', icon: IconFileText },
  { to: paths.tomorrow, labelKey: 'nav.tomorrow', icon: IconAlarm },
  { to: paths.staleDossiers, labelKey: 'nav.stale', icon: IconFolderOff },
  { to: paths.agenda, labelKey: 'nav.agenda', icon: IconCalendarEvent },
  { to: paths.parties.list, labelKey: 'nav.parties', icon: IconAddressBook },
  { to: paths.money.home(), labelKey: 'nav.money', icon: IconCoins, money: true },
  { to: paths.deadlines.board, labelKey: 'nav.deadlines', icon: IconHourglass },
  { to: paths.stages.board, labelKey: 'nav.stages', icon: IconStairs },
];

export const DOSSIER_NAV: NavItem[] = [{ to: paths.dossier.new, labelKey: 'nav.newDossier', icon: IconFilePlus }];

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
  { to: paths.admin.users, labelKey: 'nav.users', icon: IconUsers },
  { to: paths.admin.settings, labelKey: 'nav.settings', icon: IconSettings },
  { to: paths.templates.admin, labelKey: 'nav.templates', icon: IconTemplate },
  { to: paths.admin.calendar, labelKey: 'nav.calendar', icon: IconCalendarOff },
  { to: paths.admin.trash, labelKey: 'nav.trash', icon: IconTrash },
  { to: paths.admin.audit, labelKey: 'nav.audit', icon: IconHistory },
];
