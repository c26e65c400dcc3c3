import type { StaleDossier } from '@cabinet/shared';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../components/responsive-table';
import { formatDate } from '../../../lib/format';
import { TableHead } from '../../../components/table-head';
import { NameOrPlaceholder, PlaceholderText } from '../../../components/placeholder-text';
import { DossierLinkButton } from '../../../components/dossier-link-button';

/** Dossiers without a recent action, with the date of the last one (or that there never was one). */
export function StaleTable({ items }: { items: StaleDossier[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language;
  const na = <PlaceholderText>{t('common:states.na')}</PlaceholderText>;
  return (
    <ResponsiveTable minWidth={640} striped highlightOnHover>
      <TableHead columns={[t('stale.columns.reference'), t('stale.columns.responsible'), t('stale.columns.registered'), t('stale.columns.lastAction'), { label: t('stale.columns.actions'), className: 'no-print' }]} />
      <Table.Tbody>
        {items.map((dossier) => (
          <Table.Tr key={dossier.id_dossier} data-testid="stale-row">
            <Table.Td fw={600}>{t('common:dossierRef', { ref: dossier.ref_dossier_bureau })}</Table.Td>
            <Table.Td>
              <NameOrPlaceholder name={dossier.nom_responsable_civil} placeholder={t('common:states.na')} />
            </Table.Td>
            <Table.Td>{dossier.date_inscription_bureau ? formatDate(dossier.date_inscription_bureau, lang) : na}</Table.Td>
            <Table.Td>
              {dossier.last_action_date ? (
                formatDate(dossier.last_action_date, lang)
              ) : (
                <PlaceholderText fs="italic">{t('stale.never')}</PlaceholderText>
              )}
            </Table.Td>
            <Table.Td className="no-print">
              <DossierLinkButton dossierId={dossier.id_dossier} reference={dossier.ref_dossier_bureau} label={t('stale.view')} variant="light" />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
