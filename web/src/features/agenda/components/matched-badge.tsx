import type { AgendaMatch } from '@cabinet/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<AgendaMatch, string> = { date_action: 'indigo.9', date_prochaine: 'grape.9' };

/** Which of the action's two dates put it on this day. */
export function MatchedBadge({ matched }: { matched: AgendaMatch }) {
  const { t } = useTranslation('agenda');
  return (
    <Badge size="sm" variant="filled" color={COLORS[matched]} tt="none" data-matched={matched}>
      {t(`matched.${matched}`)}
    </Badge>
  );
}
