import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => ({ server, admin } = await startServerWithAdmin()));
afterEach(() => server.close());

describe('fiscal profiles', () => {
  it('lists the four countries as data with their legal source and what the office must confirm', async () => {
    const res = await admin.get('/api/fiscal-profiles');
    expect(res.statusCode).toBe(200);
    const profiles = res.json().items as {
      country: string;
      currency: string;
      decimals: number;
      default_vat_rate: string;
      stamp: unknown;
      source: string;
      to_confirm: string;
      identifiers: { key: string; holder: string; required: boolean }[];
    }[];
    expect(profiles.map((p) => p.country)).toEqual(['MA', 'TN', 'DZ', 'FR']);
    const byCountry = Object.fromEntries(profiles.map((p) => [p.country, p]));
    expect(byCountry.TN).toMatchObject({ currency: 'TND', decimals: 3, default_vat_rate: '19', stamp: { amount: '1.000' } });
    expect(byCountry.MA).toMatchObject({ currency: 'MAD', decimals: 2, default_vat_rate: '10', stamp: null });
    const required = (country: string) =>
      byCountry[country]!.identifiers.filter((i) => i.holder === 'seller' && i.required).map((i) => i.key);
    expect(required('MA')).toEqual(['ice', 'if', 'tp']);
    expect(required('TN')).toEqual(['matricule_fiscal']);
    expect(required('DZ')).toEqual(['nif']);
    expect(required('FR')).toEqual(['siret']);
    for (const profile of profiles) {
      expect(profile.source.length).toBeGreaterThan(40);
      expect(profile.to_confirm.length).toBeGreaterThan(20);
    }
    expect(byCountry.MA!.source).toContain('145-III');
  });

  it('is a setting with the office identifiers; the profile bills in its own currency', async () => {
    const wrong = await admin.patch('/api/settings', { fiscal_profile: 'TN', currency: 'EUR' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      fiscal_profile: "The fiscal profile's currency and the office's currency must be the same",
    });
    const res = await admin.patch('/api/settings', {
      fiscal_profile: 'TN',
      currency: 'TND',
      office_identifiers: { matricule_fiscal: '1234567/A/M/000' },
      office_address: '12, rue de Marseille, Tunis',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      fiscal_profile: 'TN',
      currency: 'TND',
      office_identifiers: { matricule_fiscal: '1234567/A/M/000' },
      office_address: '12, rue de Marseille, Tunis',
    });
    expect((await admin.get('/api/settings')).json().office_identifiers).toEqual({ matricule_fiscal: '1234567/A/M/000' });
    expect((await admin.patch('/api/settings', { office_identifiers: { unknown: 'x' } })).statusCode).toBe(400);
    expect((await admin.patch('/api/settings', { fiscal_profile: 'US' })).statusCode).toBe(400);
    const audit = (await admin.get('/api/audit?entity=settings&page_size=5')).json().items[0];
    expect(audit.changes).toMatchObject({
      fiscal_profile: [null, 'TN'],
      office_identifiers: ['{}', '{"matricule_fiscal":"1234567/A/M/000"}'],
    });
  });
});
