import type { Dossier } from '@cabinet/shared';
import { Box, Button, Divider, SimpleGrid, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../../lib/format';
import { useIsPhone } from '../../../../lib/use-is-phone';
import { POLICE_NUMBER_FIELDS, TRIBUNAL_NUMBER_FIELDS } from '../form/number-fields';
import { isLtrField } from '../../../../lib/ltr-fields';
import { LtrText } from '../../../../components/ltr-text';

const MAIN_FIELDS = [
  'ref_dossier_bureau',
  'date_inscription_bureau',
  'tribunal_nom',
  'type_affaire_bureau_libelle',
  'num_police',
  'nom_responsable_civil',
  'montant_dette',
] as const;
const OTHER_FIELDS = [
  'date_accident',
  'matricule_vehicule',
  ...POLICE_NUMBER_FIELDS,
  ...TRIBUNAL_NUMBER_FIELDS,
  'last_action_date',
] as const;
type ShownField = (typeof MAIN_FIELDS)[number] | (typeof OTHER_FIELDS)[number];

const LABEL_KEYS: Partial<Record<ShownField, string>> = {
  tribunal_nom: 'fields.fk_tribunal',
  type_affaire_bureau_libelle: 'fields.fk_type_affaire_bureau',
  last_action_date: 'info.lastAction',
};

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

/** Fields filled by choosing from a list: unset, they read "Not Selected"; other empty fields read "—". */
const CHOICE_FIELDS: ReadonlySet<ShownField> = new Set(['tribunal_nom', 'type_affaire_bureau_libelle']);
const EMPTY = '—';

const isEmpty = (raw: unknown) => raw === null || raw === undefined || raw === '';

/**
 * The dossier as read (seed's information block first): "Not Selected" for an unset choice, "—"
 * for an empty field. On a phone the empty fields are folded away behind a toggle.
 */
export function DossierInfo({ dossier, currency }: { dossier: Dossier; currency: string }) {
  const { t, i18n } = useTranslation(['dossiers', 'office']);
  const lang = i18n.language;
  const notSet = t('common:states.notSelected');
  const isPhone = useIsPhone();
  const [showEmpty, setShowEmpty] = useState(false);
  const emptyCount = [...MAIN_FIELDS, ...OTHER_FIELDS, 'accusation' as const].filter((field) => isEmpty(dossier[field])).length;
  const folded = isPhone && !showEmpty;
  const shown = (field: ShownField) => !folded || !isEmpty(dossier[field]);

  const value = (field: ShownField): string => {
    const raw = dossier[field];
    if (isEmpty(raw)) return CHOICE_FIELDS.has(field) ? notSet : EMPTY;
    if (field === 'montant_dette') return formatMoney(String(raw), currency, lang);
    if (field === 'date_inscription_bureau' || field === 'date_accident' || field === 'last_action_date')
      return formatDate(String(raw), lang);
    return String(raw);
  };
  const item = (field: ShownField) => (
    <Item key={field} label={t(LABEL_KEYS[field] ?? `fields.${field}`)}>
      {isLtrField(field) && !isEmpty(dossier[field]) ? <LtrText>{value(field)}</LtrText> : <bdi>{value(field)}</bdi>}
    </Item>
  );

  return (
    <>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm" m={0}>
        {MAIN_FIELDS.filter(shown).map(item)}
      </SimpleGrid>
      <Divider my="md" label={t('info.otherDetails')} labelPosition="center" />
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm" m={0}>
        {OTHER_FIELDS.filter(shown).map(item)}
        {(!folded || !isEmpty(dossier.accusation)) && (
          <Item label={t('fields.accusation')} wide>
            <bdi>{dossier.accusation || EMPTY}</bdi>
          </Item>
        )}
      </SimpleGrid>
      {isPhone && emptyCount > 0 && (
        <Button variant="subtle" size="compact-sm" mt="sm" aria-expanded={showEmpty} onClick={() => setShowEmpty((open) => !open)}>
          {showEmpty ? t('office:info.hideEmpty') : t('office:info.showEmpty', { count: emptyCount })}
        </Button>
      )}
    </>
  );
}
