import { Skeleton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import classes from './counter-card.module.css';

interface CounterCardProps {
  label: string;
  /** The formatted number; undefined while loading. */
  value: string | undefined;
  to: string;
  icon: Icon;
  color: string;
}

/** Mantine's "light" variant of a theme colour, as its ThemeIcon draws it. */
const iconColors = (color: string) =>
  ({
    '--counter-icon-bg': `var(--mantine-color-${color}-light)`,
    '--counter-icon-color': `var(--mantine-color-${color}-light-color)`,
  }) as CSSProperties;

/**
 * One dashboard counter; the whole card is a link to the list it counts.
 *
 * Plain elements styled with Mantine's variables (counter-card.module.css), not Mantine's Card,
 * Group, Text and ThemeIcon: the eight counters are most of the dashboard's first paint, and on a
 * slowed phone those components' props and styles cost more than the rest of the screen's render.
 */
export function CounterCard({ label, value, to, icon: CardIcon, color }: CounterCardProps) {
  return (
    <Link to={to} className={classes.card} data-testid="counter-card">
      <div>
        <p className={classes.label}>{label}</p>
        {value === undefined ? <Skeleton height={34} width={72} mt={6} /> : <p className={classes.value}>{value}</p>}
      </div>
      <span className={classes.icon} style={iconColors(color)} aria-hidden>
        <CardIcon size={24} />
      </span>
    </Link>
  );
}
