import { COUNTRY_CURRENCIES, type Settings } from '@cabinet/shared';
import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Says so when the office's country has a currency of its own and the amounts are in another
 * (a new office starts in the original's dollars), with the country's currency one click away.
 * Nothing changes until the settings are saved.
 */
export function CurrencySuggestion({
  country,
  currency,
  onUse,
}: {
  country: string | null;
  currency: Settings['currency'];
  onUse: (currency: Settings['currency']) => void;
}) {
  const { t } = useTranslation('admin');
  const expected = country ? COUNTRY_CURRENCIES[country] : undefined;
  if (!expected || expected === currency) return null;
  return (
    <Alert color="yellow" variant="light" title={t('settings.currencyMismatch', { country: t(`deadlines:settings.countries.${country}`), currency, expected })}>
      <Button size="xs" variant="light" onClick={() => onUse(expected)}>
        {t('settings.useCurrency', { currency: expected })}
      </Button>
    </Alert>
  );
}
