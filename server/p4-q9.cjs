const Database = require('better-sqlite3');
const db = new Database('/tmp/p4-opt.db', { readonly: true });
const N = 10;
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
const t = (label, sql, ...params) => { const s = db.prepare(sql); let r = s.all(...params); const a = cpu(); for (let i = 0; i < N; i++) r = s.all(...params); console.log(label.padEnd(40), String(r.length).padStart(5), ((cpu() - a) / N).toFixed(2), 'ms'); return r; };
for (const q of ['alaoui', 'مؤسسهالامل', 'transatlas']) {
  const [{ ids }] = t('ids ' + q, 'select count(*) as n, json_group_array(rowid) as ids from party_search where party_search match ?', `"${q}"`);
  t('drive table ' + q, 'select * from party where id_party in (select value from json_each(?)) order by name_key, id_party limit 25', ids);
  t('drive idx ' + q, 'select id_party from party indexed by party_id_name_idx where id_party in (select value from json_each(?)) order by name_key, id_party limit 25', ids);
  t('drive idx2 ' + q, 'select p.* from party p where p.id_party in (select id_party from party indexed by party_id_name_idx where id_party in (select value from json_each(?)) order by name_key, id_party limit 25) order by name_key, id_party', ids);
  t('walk ' + q, 'select * from party indexed by party_name_key_idx where +id_party in (select value from json_each(?)) order by name_key, id_party limit 25', ids);
  console.log(db.prepare('explain query plan select id_party from party indexed by party_id_name_idx where id_party in (select value from json_each(?)) order by name_key, id_party limit 25').all(ids).map((r) => r.detail).join(' | '));
}
