import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A message written at render time in the current language. Errors are kept in form state as this
 * element rather than as text, so an error shown before the language is switched follows it.
 */
function TranslatedMessage({ render, ns }: { render: (t: TFunction) => string; ns?: string }) {
  const { t } = useTranslation(ns);
  return <>{render(t)}</>;
}

/** A message for form state, in whatever language is current when it is shown. */
export function translated(render: (t: TFunction) => string, ns?: string): ReactNode {
  return <TranslatedMessage render={render} ns={ns} />;
}
