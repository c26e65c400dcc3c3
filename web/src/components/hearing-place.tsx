import { Group, Text, type TextProps } from '@mantine/core';
import { IconClock, IconDoor } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface HearingPlaceProps extends TextProps {
  time?: string | null;
  room?: string | null;
}

/**
 * When and where in the court a hearing is: "🕘 09:30 · 🚪 Room 3". The time reads left to right
 * in Arabic too; the room is shown as typed. Nothing when neither is set.
 */
export function HearingPlace({ time, room, ...textProps }: HearingPlaceProps) {
  const { t } = useTranslation('hearings');
  if (!time && !room) return null;
  return (
    <Group gap={8} wrap="wrap" data-testid="hearing-place">
      {time && (
        <Text size="sm" fw={600} {...textProps} style={{ whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <IconClock size={14} aria-hidden />
          <span className="visually-hidden">{t('time')} </span>
          <bdi dir="ltr">{time}</bdi>
        </Text>
      )}
      {room && (
        <Text size="sm" {...textProps} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, overflowWrap: 'anywhere' }}>
          <IconDoor size={14} aria-hidden />
          <span className="visually-hidden">{t('room')} </span>
          <bdi>{room}</bdi>
        </Text>
      )}
    </Group>
  );
}
