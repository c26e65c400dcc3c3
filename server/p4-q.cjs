const Database = require('better-sqlite3');
const db = new Database(process.argv[2], { readonly: true });
const N = 10;
const t = (label, sql, params=[]) => { const s = db.prepare(sql); let r = s.all(...params); const c0 = process.cpuUsage(); const t0 = process.hrtime.bigint(); for (let i=0;i<N;i++) r = s.all(...params); const c = process.cpuUsage(c0); console.log(label.padEnd(30), String(r.length).padStart(5), 'cpu', ((c.user+c.system)/N/1000).toFixed(2), 'ms  wall', (Number(process.hrtime.bigint()-t0)/N/1e6).toFixed(2)); return r; };
module.exports = { db, t };
if (require.main === module) {
for (const q of ['benjell','alaoui','العلوي','karimalaoui']) {
  const p = ['"'+q+'"'];
  t('fts rows '+q, "select rowid from party_search where party_search match ?", p);
  t('fts count '+q, "select count(*) from party_search where party_search match ?", p);
  t('list '+q, "select * from party where deleted_at is null and id_party in (select rowid from party_search where party_search match ?) order by name_key, id_party limit 50 offset 0", p);
  t('count join '+q, "select count(*) from party where deleted_at is null and id_party in (select rowid from party_search where party_search match ?)", p);
  t('dossier count '+q, "select count(*) from dossier_search where dossier_search match ?", p);
  t('dossier page '+q, "select rowid from dossier_search where dossier_search match ? order by rowid desc limit 25", p);
}}
