const Database = require('better-sqlite3');
const db = new Database('../bench/data/bench-100000-1000000-cabinet.db', { readonly: true });
const N = 10;
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
const t = (label, sql, ...params) => { const s = db.prepare(sql); let r = s.all(...params); const a = cpu(); for (let i = 0; i < N; i++) r = s.all(...params); console.log(label.padEnd(40), String(r.length).padStart(5), ((cpu() - a) / N).toFixed(2), 'ms'); return r; };
for (const q of ['alaoui', 'transatlas']) {
  const [{ ids, n }] = t('ids ' + q, 'select count(*) as n, json_group_array(rowid) as ids from party_search where party_search match ?', `"${q}"`);
  const w = Math.ceil(4 * 25 * 300000 / n);
  const sqlw = `select id_party from (select id_party, name_key from party indexed by party_name_key_idx order by name_key, id_party limit ?) where id_party in (select value from json_each(?)) order by name_key, id_party limit 25 offset 0`;
  t('window ' + w + ' ' + q, sqlw, w, ids);
  console.log(db.prepare('explain query plan ' + sqlw).all(w, ids).map((r) => r.detail).join(' | '));
  t('walk ' + q, 'select * from party indexed by party_name_key_idx where +id_party in (select value from json_each(?)) order by name_key, id_party limit 25', ids);
  t('walk ids ' + q, 'select id_party from party indexed by party_name_key_idx where +id_party in (select value from json_each(?)) order by name_key, id_party limit 25', ids);
}
