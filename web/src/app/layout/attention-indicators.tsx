import { ActionIcon, Badge, Button, Group, Indicator, Menu, Tooltip } from '@mantine/core';
import { IconAlarm, IconAlertOctagon, IconBell, IconChevronDown, IconFolderOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboard } from '../../features/dashboard/api/dashboard';
import classes from './top-bar.module.css';

/**
 * What needs attention: pulsing links while tomorrow has actions or dossiers are stale, bells with
 * count badges, and a dropdown with both counts. Same counts (and rules) as the dashboard.
 */
export function AttentionIndicators() {
  const { t } = useTranslation();
  const counts = useDashboard().data;
  const tomorrow = counts?.actions_tomorrow ?? 0;
  const stale = counts?.stale_dossiers ?? 0;
  const overdue = counts?.deadlines_overdue ?? 0;

  return (
    <Group gap={6} wrap="nowrap">
      {overdue > 0 && (
        <Button component={Link} to="/deadlines" size="compact-sm" color="red.9" className={classes.pulseRing} leftSection={<IconAlertOctagon size={16} aria-hidden />} data-testid="overdue-link">
          {t('deadlines:topbar.overduePulse', { count: overdue })}
        </Button>
      )}
      {tomorrow > 0 && (
        <Button component={Link} to="/actions/tomorrow" size="compact-sm" color="indigo.9" className={classes.pulse} visibleFrom="md" leftSection={<IconAlarm size={16} aria-hidden />}>
          {t('topbar.tomorrowPulse', { count: tomorrow })}
        </Button>
      )}
      {stale > 0 && (
        <Button component={Link} to="/dossiers/stale" size="compact-sm" color="red.9" className={classes.pulse} visibleFrom="lg" leftSection={<IconFolderOff size={16} aria-hidden />}>
          {t('topbar.stalePulse', { count: stale })}
        </Button>
      )}
      <Tooltip label={`${t('topbar.tomorrowActions')}: ${tomorrow}`}>
        <Indicator label={tomorrow} size={16} disabled={tomorrow === 0} color="indigo.9" offset={4}>
          <ActionIcon component={Link} to="/actions/tomorrow" variant="subtle" size="lg" aria-label={`${t('topbar.tomorrowActions')}: ${tomorrow}`}>
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Tooltip label={`${t('topbar.staleDossiers')}: ${stale}`}>
        <Indicator label={stale} size={16} disabled={stale === 0} color="red.9" offset={4}>
          <ActionIcon component={Link} to="/dossiers/stale" variant="subtle" size="lg" aria-label={`${t('topbar.staleDossiers')}: ${stale}`}>
            <IconFolderOff size={20} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={t('topbar.notifications')}>
            <IconChevronDown size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to="/actions/tomorrow" rightSection={<Badge color="indigo.9">{tomorrow}</Badge>}>
            {t('topbar.tomorrowActions')}
          </Menu.Item>
          <Menu.Item component={Link} to="/dossiers/stale" rightSection={<Badge color="red.9">{stale}</Badge>}>
            {t('topbar.staleDossiers')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
