import type { PartyRole } from '@cabinet/shared';
import { Badge } from '@mantine/core';
import {
  IconBandage,
  IconBriefcase,
  IconCar,
  IconFileCertificate,
  IconScale,
  IconShieldCheck,
  IconSwords,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Each role its own icon and its name in words: the colour only repeats what they say (a reader who
 * does not tell green from red loses nothing). Plain colour names take the theme's light variant:
 * dark text on the palest shade, which passes the contrast check.
 */
const ROLE_LOOK: Record<PartyRole, { icon: Icon; color: string }> = {
  client: { icon: IconBriefcase, color: 'teal' },
  adverse: { icon: IconSwords, color: 'red' },
  insurer: { icon: IconShieldCheck, color: 'blue' },
  civilly_liable: { icon: IconCar, color: 'orange' },
  victim: { icon: IconBandage, color: 'grape' },
  bailiff: { icon: IconFileCertificate, color: 'gray' },
  opposing_lawyer: { icon: IconScale, color: 'red' },
  other: { icon: IconUser, color: 'gray' },
};

export function PartyRoleBadge({ role }: { role: PartyRole }) {
  const { t } = useTranslation('parties');
  const { icon: RoleIcon, color } = ROLE_LOOK[role];
  return (
    <Badge
      variant="light"
      color={color}
      size="lg"
      radius="sm"
      tt="none"
      fw={600}
      leftSection={<RoleIcon size={14} aria-hidden />}
      data-testid="party-role"
      data-role={role}
      styles={{
        root: { border: '1px solid currentColor', height: 'auto', minHeight: 'var(--badge-height)' },
        label: { whiteSpace: 'normal', overflow: 'visible' },
      }}
    >
      {t(`roles.${role}`)}
    </Badge>
  );
}
