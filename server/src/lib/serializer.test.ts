import { agendaResponse, dossierListResponse } from '@cabinet/shared';
import { isResponseSerializationError, serializerCompiler as encodingSerializer } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reusedResponse, serializerCompiler } from './serializer';

const compile = (schema: z.ZodType, compiler = serializerCompiler) => compiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

describe('the response serializer', () => {
  it('gives what zod’s encoding gives, unknown fields dropped', () => {
    const item = { kind: 'action', agenda_key: 'action-1-date_action', id_action: 1, fk_dossier: 2, ref_dossier_bureau: 3, date_action: '2026-01-02', date_prochaine: null, contenu: 'é', fk_type_action: null, type_libelle: null, fk_assignee: null, fk_responsible: null, matched: 'date_action', agenda_date: '2026-01-02', version: 1, modified_at: '2026-01-01T00:00:00.000Z', client_name: null, client_name_ar: null, tribunal_nom: null, tribunal_nom_ar: null, extra: 'dropped' };
    const body = { items: [item], total: 1, from: '2026-01-02', to: '2026-01-02', secret: 'x' };
    expect(compile(agendaResponse)(body)).toBe(compile(agendaResponse, encodingSerializer)(body));
    expect(JSON.parse(compile(agendaResponse)(body) as string)).not.toHaveProperty('secret');
    expect(JSON.parse(compile(dossierListResponse)({ items: [], total: 0, page: 1, page_size: 25 }) as string)).toEqual({ items: [], total: 0, page: 1, page_size: 25 });
  });

  it('refuses a response that does not fit its schema', () => {
    let error: unknown;
    try {
      compile(agendaResponse)({ items: [{ id_action: 'one' }], total: 1, from: 'a', to: 'b' });
    } catch (e) {
      error = e;
    }
    expect(isResponseSerializationError(error)).toBe(true);
  });

  it('checks and serializes a reused response once per route, and any other value every time', () => {
    const schema = z.object({ items: z.array(z.object({ n: z.number() })) });
    const serialize = compile(schema);
    const fresh = { items: [{ n: 1 }] };
    const reused = reusedResponse({ items: [{ n: 1 }], dropped: 'é' });
    // Kept as UTF-8 bytes, which Fastify sends as they are.
    const first = serialize(reused) as unknown as Buffer;
    expect(Buffer.isBuffer(first)).toBe(true);
    expect(first.toString('utf8')).toBe('{"items":[{"n":1}]}');
    // Changing a reused value is a bug of its cache; the route still answers what it checked first.
    reused.items[0]!.n = 2;
    expect(serialize(reused)).toBe(first);
    expect(String(compile(schema)(reused))).toBe('{"items":[{"n":2}]}');
    expect(serialize(fresh)).toBe('{"items":[{"n":1}]}');
    fresh.items[0]!.n = 3;
    expect(serialize(fresh)).toBe('{"items":[{"n":3}]}');
    expect(() => compile(schema)(reusedResponse({ items: [{ n: 'x' }] }))).toThrow();
  });

  it('keeps encoding for schemas that change values', () => {
    const schema = z.object({ n: z.codec(z.string(), z.number(), { decode: Number, encode: String }), d: z.string().default('x') });
    expect(compile(schema)({ n: 5, d: 'y' })).toBe('{"n":"5","d":"y"}');
  });
});
