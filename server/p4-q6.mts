import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { foldText, nationalIdKey } from '@cabinet/shared';
const db = new Database('../bench/data/bench-100000-1000000-cabinet.db', { readonly: true });
const urls = readFileSync('/tmp/p4-conflict-urls.txt', 'utf8').trim().split('\n').map((u) => new URL('http://x' + u).searchParams);
const st = {
  nid: db.prepare('select * from party where national_id_key = ? and deleted_at is null'),
  keys: db.prepare('select * from party where deleted_at is null and (name_key in (?) or name_ar_key in (?)) order by name_key, id_party limit 50'),
  part: db.prepare('select * from party where deleted_at is null and id_party in (select rowid from party_search where party_search match ?) limit 50'),
};
const acc = { nid: 0, keys: 0, part: 0, links: 0 };
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
for (let rep = 0; rep < 2; rep++) for (const p of urls) {
  const found = new Map();
  let t = cpu();
  const idk = nationalIdKey(p.get('national_id') ?? '');
  if (idk) { const r = st.nid.get(idk); if (r) found.set(r.id_party, r); }
  acc.nid += cpu() - t; t = cpu();
  const name = foldText(p.get('name') ?? '');
  for (const r of st.keys.all(name, name)) if (found.size < 50) found.set(r.id_party, r);
  acc.keys += cpu() - t; t = cpu();
  if (found.size < 50) for (const r of st.part.all(`"${name}"`)) if (found.size < 50) found.set(r.id_party, r);
  acc.part += cpu() - t; t = cpu();
  const ids = [...found.keys()];
  if (ids.length) db.prepare(`select dossier.id_dossier, dossier.ref_dossier_bureau, dossier_party.role, party.id_party, party.name, case when dossier.deleted_at is null then 0 else 1 end as trashed from dossier_party cross join dossier cross join party where dossier.id_dossier = dossier_party.fk_dossier and party.id_party = dossier_party.fk_party and dossier_party.fk_party in (${ids.map(() => '?').join(',')}) and dossier.deleted_at is null order by dossier.ref_dossier_bureau, dossier_party.role`).all(...ids);
  acc.links += cpu() - t;
}
for (const k in acc) console.log(k, (acc[k] / 400).toFixed(2), 'ms/request');
