import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** A dossier's reference, leading to its Money tab. */
export function DossierMoneyLink({ dossierId, reference }: { dossierId: number; reference: number }) {
  const { t } = useTranslation('money');
  return (
    <Anchor component={Link} to={paths.dossier.modify(dossierId, 'money')} size="sm">
      {t('links.dossier', { ref: reference })}
    </Anchor>
  );
}

/** A client's name, leading to its statement. */
export function StatementLink({ partyId, name }: { partyId: number; name: string }) {
  return (
    <Anchor component={Link} to={paths.money.statement(partyId)} size="sm">
      <bdi>{name}</bdi>
    </Anchor>
  );
}
