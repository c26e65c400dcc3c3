import Database from 'better-sqlite3';
const db = new Database('../bench/data/bench-100000-1000000-cabinet.db', { readonly: true });
const N = 20;
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
const t = (label, sql, ...params) => { const s = db.prepare(sql); let r = s.all(...params); const a = cpu(); for (let i = 0; i < N; i++) r = s.all(...params); console.log(label.padEnd(40), String(r.length).padStart(5), ((cpu() - a) / N).toFixed(2), 'ms'); return r; };
for (const q of ['benjell', 'transatlas', 'toubkal']) {
  const ph = `"${q}"`;
  const page = t('page ' + q, `select d.*, t.nom, ty.libelle from dossier_search s cross join dossier d left join tribunal t on t.id_tribunal = d.fk_tribunal left join type_affaire_bureau ty on ty.id_type_affaire_bureau = d.fk_type_affaire_bureau where d.id_dossier = s.rowid and s.dossier_search match ? and d.deleted_at is null order by s.rowid desc limit 25`, ph);
  t('count ' + q, `select count(*) from (select rowid as id from dossier_search where dossier_search match ?)`, ph);
  const ids = page.map((r) => r.id_dossier);
  const cq = `select dp.fk_dossier, p.name, dp.created_at from dossier_party dp inner join party p on p.id_party = dp.fk_party where dp.fk_dossier in (${ids.map(() => '?').join(',')}) and dp.role = 'client' order by dp.created_at, p.id_party`;
  t('clients ' + q, cq, ...ids);
  console.log(db.prepare('explain query plan ' + cq).all(...ids).map((r) => r.detail).join(' | '));
}
