import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { notifyError } from '../../../../lib/notify';
import { paths } from '../../../../lib/paths';

/** /dossier/modify without an id: the seed's "Please select a dossier first." and back to the search. */
export function SelectDossierFirst() {
  const { t } = useTranslation('dossiers');
  const said = useRef(false);
  useEffect(() => {
    // Strict mode runs effects twice; the message is said once.
    if (said.current) return;
    said.current = true;
    notifyError(t('errors.selectFirst'));
  }, [t]);
  return <Navigate to={paths.dossier.search} replace />;
}
