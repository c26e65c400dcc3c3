import { optionalNameIn, type DossierSummary } from '@cabinet/shared';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A dossier as a row names it: the office's reference, then its client and its tribunal (in
 * Arabic for an Arabic reader when they have an Arabic name), so "#1001" is not all there is.
 */
export function DossierIdentity({ reference, summary }: { reference: number; summary: Partial<DossierSummary> }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const client = optionalNameIn(summary.client_name ?? null, summary.client_name_ar, lang);
  const tribunal = optionalNameIn(summary.tribunal_nom ?? null, summary.tribunal_nom_ar, lang);
  return (
    <Stack gap={0} data-testid="dossier-identity">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('common:dossierRef', { ref: reference })}
      </Text>
      {client && (
        <Text size="xs" c="dark.6">
          <bdi>{client}</bdi>
        </Text>
      )}
      {tribunal && (
        <Text size="xs" c="dark.6">
          <bdi>{tribunal}</bdi>
        </Text>
      )}
    </Stack>
  );
}
