import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Days left; overdue in red, the last week in yellow with dark text (both pass the contrast check). */
export function DaysLeft({ days }: { days: number }) {
  const { t } = useTranslation('deadlines');
  if (days < 0) {
    return (
      <Badge color="red.9" variant="filled" data-testid="days-left">
        {t('daysLeft.overdue', { count: -days })}
      </Badge>
    );
  }
  if (days === 0) {
    return (
      <Badge color="red.9" variant="filled" data-testid="days-left">
        {t('daysLeft.today')}
      </Badge>
    );
  }
  if (days < 7) {
    return (
      <Badge color="yellow.4" c="dark.9" variant="filled" data-testid="days-left">
        {t('daysLeft.left', { count: days })}
      </Badge>
    );
  }
  return (
    <Badge color="gray.8" variant="outline" data-testid="days-left">
      {t('daysLeft.left', { count: days })}
    </Badge>
  );
}

export function ruleLabel(rule: { label: string; labels: { en?: string; fr?: string; ar?: string } }, lang: string): string {
  return rule.labels[lang as 'en' | 'fr' | 'ar'] ?? rule.label;
}
