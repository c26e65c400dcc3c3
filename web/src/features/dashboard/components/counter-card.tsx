import { Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
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

/** One dashboard counter; the whole card is a link to the list it counts. */
export function CounterCard({ label, value, to, icon: CardIcon, color }: CounterCardProps) {
  return (
    <Card component={Link} to={to} withBorder padding="lg" radius="md" className={classes.card} data-testid="counter-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" fw={600} c="dark.6">
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton height={34} width={72} mt={6} />
          ) : (
            <Text fz={32} fw={700} lh={1.2} mt={4}>
              {value}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden>
          <CardIcon size={24} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}
