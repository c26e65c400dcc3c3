import { describe, expect, it } from 'vitest';
import { nextSort, readSearchState, toListParams, writeSearchState } from './search-params';

describe('search state in the URL', () => {
  it('round-trips query, filters, sort and page, and leaves defaults out', () => {
    const url = new URLSearchParams('q=helene&tribunal=2&type=3&from=2026-01-01&to=2026-12-31&sort=-montant_dette&page=3&size=50');
    const state = readSearchState(url);
    expect(writeSearchState(state).toString()).toBe(url.toString());
    expect(toListParams(state)).toEqual({
      q: 'helene',
      tribunal: 2,
      type_affaire_bureau: 3,
      from: '2026-01-01',
      to: '2026-12-31',
      sort: '-montant_dette',
      page: 3,
      page_size: 50,
    });
    expect(writeSearchState(readSearchState(new URLSearchParams())).toString()).toBe('');
  });

  it('keeps the "to review" filter in the link and asks the API for those dossiers only', () => {
    const state = readSearchState(new URLSearchParams('review=1'));
    expect(state.review).toBe(true);
    expect(writeSearchState(state).toString()).toBe('review=1');
    expect(toListParams(state)).toMatchObject({ to_review: '1' });
    expect(toListParams(readSearchState(new URLSearchParams('review=yes'))).to_review).toBeUndefined();
  });

  it('keeps the documents switch in the link, and asks the API to search the documents only for a query', () => {
    const state = readSearchState(new URLSearchParams('q=rapport%20expert&docs=1'));
    expect(state.inDocuments).toBe(true);
    expect(writeSearchState(state).toString()).toBe('q=rapport+expert&docs=1');
    expect(toListParams(state)).toMatchObject({ q: 'rapport expert', documents: '1' });
    expect(toListParams(readSearchState(new URLSearchParams('docs=1'))).documents).toBeUndefined();
    expect(toListParams(readSearchState(new URLSearchParams('q=rapport'))).documents).toBeUndefined();
  });

  it('ignores what a hand-edited link gets wrong', () => {
    const state = readSearchState(new URLSearchParams('tribunal=x&from=01/02/2026&sort=password&page=-4&size=7'));
    expect(state).toMatchObject({ tribunal: null, from: '', sort: null, page: 1, pageSize: 25 });
    expect(toListParams(state).sort).toBe('-id_dossier');
  });

  it('sorts ascending first, then descending', () => {
    expect(nextSort(null, 'num_police')).toEqual({ field: 'num_police', desc: false });
    expect(nextSort({ field: 'num_police', desc: false }, 'num_police')).toEqual({ field: 'num_police', desc: true });
    expect(nextSort({ field: 'num_police', desc: true }, 'montant_dette')).toEqual({ field: 'montant_dette', desc: false });
  });
});
