import Database from 'better-sqlite3';
import { foldText } from '@cabinet/shared';
const db = new Database('../bench/data/bench-100000-1000000-cabinet.db', { readonly: true });
const N = 10;
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
const t = (label: string, sql: string, ...params: unknown[]) => { const s = db.prepare(sql); let r = s.all(...params) as any[]; const a = cpu(); for (let i = 0; i < N; i++) r = s.all(...params) as any[]; console.log(label.padEnd(40), String(r.length).padStart(5), ((cpu() - a) / N).toFixed(2), 'ms'); return r; };
for (const q of ['trans-atlas', 'مؤسسة الأمل', 'alaoui']) {
  const f = foldText(q);
  const [{ ids, n }] = t('ids ' + q, 'select count(*) as n, json_group_array(rowid) as ids from party_search where party_search match ?', `"${f}"`);
  const w = Math.min(300000, Math.max(Math.ceil(4 * 25 * 300000 / n), 25 * n));
  t('window ' + w + ' ' + q, `select id_party from (select id_party, name_key from party indexed by party_name_key_idx order by name_key, id_party limit ?) where id_party in (select value from json_each(?)) order by name_key, id_party limit 25 offset 0`, w, ids);
  t('drive ' + q, 'select * from party where id_party in (select value from json_each(?)) order by name_key, id_party limit 25', ids);
}
