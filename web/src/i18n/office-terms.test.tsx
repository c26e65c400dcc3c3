import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setOfficeTerms, setupI18n } from './index';

const unconfirmed = { bailiff_title: null, instrument_numbers: null } as const;

describe('wordings the office confirms', () => {
  afterEach(() => setOfficeTerms(unconfirmed));

  it('are neutral until the office answers, then say what it answered, in every language', async () => {
    await setupI18n('fr');
    await i18n.loadNamespaces(['parties', 'dossiers']);
    expect(i18n.t('parties:roles.bailiff')).toBe('Commissaire judiciaire (huissier de justice)');
    expect(i18n.t('dossiers:fields.num_instrument_a')).toBe('N°\u00a0d’appel (requête ou arrêt)');

    setOfficeTerms({ bailiff_title: 'huissier_de_justice', instrument_numbers: 'decision' });
    expect(i18n.t('parties:roles.bailiff')).toBe('Huissier de justice');
    expect(i18n.t('dossiers:fields.num_instrument_a')).toBe('N°\u00a0de l’arrêt d’appel');
    expect(i18n.t('dossiers:fields.num_instrument_c')).toBe('N°\u00a0de l’arrêt de cassation');

    // A language loaded afterwards follows too; only French has a bailiff title in question.
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces(['parties', 'dossiers']);
    expect(i18n.t('dossiers:fields.num_instrument_a')).toBe('رقم القرار الاستئنافي');
    expect(i18n.t('parties:roles.bailiff')).toBe('المفوض القضائي');
    await i18n.changeLanguage('en');
    expect(i18n.t('dossiers:fields.num_instrument_c')).toBe('Cassation decision number');

    setOfficeTerms({ bailiff_title: null, instrument_numbers: 'filing' });
    expect(i18n.t('dossiers:fields.num_instrument_a')).toBe('Appeal filing number');
    setOfficeTerms(unconfirmed);
    expect(i18n.t('dossiers:fields.num_instrument_a')).toBe('Appeal number (filing or decision)');
    await i18n.changeLanguage('fr');
    expect(i18n.t('parties:roles.bailiff')).toBe('Commissaire judiciaire (huissier de justice)');
  });

  it('show on a screen already rendered as soon as the office answers', async () => {
    await setupI18n('fr');
    await i18n.loadNamespaces(['parties']);
    const Role = () => createElement('span', null, useTranslation('parties').t('roles.bailiff'));
    render(createElement(Role));
    expect(screen.getByText('Commissaire judiciaire (huissier de justice)')).toBeInTheDocument();
    act(() => setOfficeTerms({ bailiff_title: 'commissaire_de_justice', instrument_numbers: null }));
    expect(screen.getByText('Commissaire de justice')).toBeInTheDocument();
  });
});
