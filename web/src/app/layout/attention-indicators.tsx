import { ActionIcon, Badge, Button, Group, Indicator, Menu } from '@mantine/core';
import { IconAlarm, IconAlertOctagon, IconBell, IconChevronDown, IconFolderOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HoverTooltip } from '../../components/hover-tooltip';
import { formatNumber } from '../../lib/format';
import { useDashboard } from '../../features/dashboard/api/dashboard';
import classes from './top-bar.module.css';

/**
 * What needs attention: pulsing links while tomorrow has actions or dossiers are stale, bells with
 * count badges, and a dropdown with both counts. Same counts (and rules) as the dashboard. The
 * links for tomorrow and the stale dossiers show from the `md` and `xl` widths (at 1366 px the
 * stale dossiers' bell is enough): a phone (below `sm`) does not build them.
 */
export function AttentionIndicators({ phone = false }: { phone?: boolean }) {
  const { t, i18n } = useTranslation();
  const counts = useDashboard().data;
  const tomorrow = counts?.actions_tomorrow ?? 0;
  const stale = counts?.stale_dossiers ?? 0;
  const overdue = counts?.deadlines_overdue ?? 0;

  return (
    <Group gap={6} wrap="nowrap">
      {overdue > 0 && (
        // On a phone the count alone (the words are its name): the quick search and the logo keep their room.
        <PulseLink
          to="/deadlines"
          color="red.9"
          ring
          icon={<IconAlertOctagon size={16} aria-hidden />}
          testId="overdue-link"
          ariaLabel={phone ? t('deadlines:topbar.overduePulse', { count: overdue }) : undefined}
        >
          {phone ? formatNumber(overdue, i18n.language) : t('deadlines:topbar.overduePulse', { count: overdue })}
        </PulseLink>
      )}
      {!phone && tomorrow > 0 && (
        <PulseLink to="/actions/tomorrow" color="indigo.9" visibleFrom="md" icon={<IconAlarm size={16} aria-hidden />}>
          {t('topbar.tomorrowPulse', { count: tomorrow })}
        </PulseLink>
      )}
      {!phone && stale > 0 && (
        <PulseLink to="/dossiers/stale" color="red.9" visibleFrom="xl" icon={<IconFolderOff size={16} aria-hidden />}>
          {t('topbar.stalePulse', { count: stale })}
        </PulseLink>
      )}
      <CountBell
        label={t('topbar.tomorrowActions')}
        count={tomorrow}
        color="indigo.9"
        to="/actions/tomorrow"
        icon={<IconBell size={20} aria-hidden />}
      />
      <CountBell
        label={t('topbar.staleDossiers')}
        count={stale}
        color="red.9"
        to="/dossiers/stale"
        icon={<IconFolderOff size={20} aria-hidden />}
      />
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

interface PulseLinkProps {
  to: string;
  color: string;
  icon: ReactNode;
  children: ReactNode;
  /** The overdue deadlines' ring instead of the plain pulse. */
  ring?: boolean;
  visibleFrom?: 'md' | 'lg' | 'xl';
  testId?: string;
  /** The link's name when its text is shortened. */
  ariaLabel?: string;
}

/** A small filled link that pulses to draw the eye (three beats; see top-bar.module.css). */
function PulseLink({ to, color, icon, children, ring = false, visibleFrom, testId, ariaLabel }: PulseLinkProps) {
  return (
    <Button
      component={Link}
      to={to}
      size="compact-sm"
      color={color}
      className={ring ? classes.pulseRing : classes.pulse}
      visibleFrom={visibleFrom}
      leftSection={icon}
      data-testid={testId}
      aria-label={ariaLabel}
      style={{ flexShrink: 0 }}
    >
      {children}
    </Button>
  );
}

/** An icon link with its count as a badge (none at zero), named with the count for screen readers. */
function CountBell({ label, count, color, to, icon }: { label: string; count: number; color: string; to: string; icon: ReactNode }) {
  const name = `${label}: ${count}`;
  return (
    <HoverTooltip label={name}>
      <Indicator label={count} size={16} disabled={count === 0} color={color} offset={4}>
        <ActionIcon component={Link} to={to} variant="subtle" size="lg" aria-label={name}>
          {icon}
        </ActionIcon>
      </Indicator>
    </HoverTooltip>
  );
}
