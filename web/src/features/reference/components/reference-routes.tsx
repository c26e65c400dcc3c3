import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { EmptyState } from '../../../components/page-state';
import { paths } from '../../../lib/paths';
import { definitionForPath } from '../definitions/definitions';
import { ReferenceCreatePage } from './reference-create-page';
import { ReferenceListPage } from './reference-list-page';
import { ReferenceModifyPage } from './reference-modify-page';

const MAX_ID = 2_147_483_647;

/** The route screens of the five lists: which list is taken from the path's first segment. */
function useDefinition() {
  return definitionForPath(useLocation().pathname);
}

function UnknownList() {
  const { t } = useTranslation();
  return <EmptyState message={t('states.noResults')} />;
}

export function ReferenceIndexRoute() {
  const definition = useDefinition();
  return definition ? <Navigate to={paths.reference.list(definition.base)} replace /> : <UnknownList />;
}

export function ReferenceListRoute() {
  const definition = useDefinition();
  // Keyed by list, so moving between lists starts from a clean search.
  return definition ? <ReferenceListPage key={definition.base} definition={definition} /> : <UnknownList />;
}

export function ReferenceCreateRoute() {
  const definition = useDefinition();
  return definition ? <ReferenceCreatePage key={definition.base} definition={definition} /> : <UnknownList />;
}

export function ReferenceModifyRoute() {
  const definition = useDefinition();
  const { id = '' } = useParams();
  const parsed = /^\d{1,10}$/.test(id) && Number(id) > 0 && Number(id) <= MAX_ID ? Number(id) : null;
  return definition ? <ReferenceModifyPage key={`${definition.base}/${id}`} definition={definition} id={parsed} /> : <UnknownList />;
}
