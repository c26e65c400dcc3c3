import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Days left as words; overdue in red, the last week in orange. Colours pass contrast on both themes' text. */
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
  return (
    <Badge color={days < 7 ? 'orange.9' : 'gray.8'} variant={days < 7 ? 'filled' : 'outline'} data-testid="days-left">
      {t('daysLeft.left', { count: days })}
    </Badge>
  );
}

export function ruleLabel(rule: { label: string; labels: { en?: string; fr?: string; ar?: string } }, lang: string): string {
  return rule.labels[lang as 'en' | 'fr' | 'ar'] ?? rule.label;
}
