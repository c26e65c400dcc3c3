const { db, t } = require('./p4-q.cjs');
for (const q of ['alaoui','العلوي','karimalaoui','rc1001', 'benjell']) {
  const p = ['"'+q+'"'];
  const [r] = t('ids '+q, "select count(*) as n, json_group_array(rowid) as ids from party_search where party_search match ?", p);
  t('walk json '+q, "select * from party indexed by party_name_key_idx where +id_party in (select value from json_each(?)) order by name_key, id_party limit 25 offset 0", [r.ids]);
  t('drive json '+q, "select * from party where id_party in (select value from json_each(?)) order by name_key, id_party limit 25 offset 0", [r.ids]);
  t('walk fts '+q, "select * from party indexed by party_name_key_idx where +id_party in (select rowid from party_search where party_search match ?) order by name_key, id_party limit 25 offset 0", p);
  t('fts count '+q, "select count(*) from party_search where party_search match ?", p);
}
