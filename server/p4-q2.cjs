const { db, t } = require('./p4-q.cjs');
if (process.argv[3]) for (const p of process.argv[3].split(';')) db.pragma(p);
for (const q of ['alaoui','العلوي']) {
  const p = ['"'+q+'"'];
  t('list '+q, "select * from party where deleted_at is null and id_party in (select rowid from party_search where party_search match ?) order by name_key, id_party limit 50 offset 0", p);
  t('count join '+q, "select count(*) from party where deleted_at is null and id_party in (select rowid from party_search where party_search match ?)", p);
  t('walk '+q, "select * from party indexed by party_name_key_idx where deleted_at is null and +id_party in (select rowid from party_search where party_search match ?) order by name_key, id_party limit 50 offset 0", p);
}
