const { db, t } = require('./p4-q.cjs');
for (const q of ['alaoui','العلوي','karimalaoui','rc1001']) {
  const p = ['"'+q+'"'];
  t('walk '+q, "select * from party indexed by party_name_key_idx where +id_party in (select rowid from party_search where party_search match ?) order by name_key, id_party limit 25 offset 0", p);
  t('drive '+q, "select * from party where id_party in (select rowid from party_search where party_search match ?) order by name_key, id_party limit 25 offset 0", p);
  t('cte '+q, `with m as materialized (select rowid as id from party_search where party_search match ?), n as (select count(*) as c from m)
   select * from (select p.*, n.c from n, party p where (select c from n) <= 1000 and p.id_party in (select id from m) order by p.name_key, p.id_party limit 25 offset 0)
   union all select * from (select p.*, n.c from n, party p indexed by party_name_key_idx where (select c from n) > 1000 and +p.id_party in (select id from m) order by p.name_key, p.id_party limit 25 offset 0)`, p);
}
console.log(db.prepare(`explain query plan with m as materialized (select rowid as id from party_search where party_search match ?), n as (select count(*) as c from m)
   select * from (select p.*, n.c from n, party p where (select c from n) <= 1000 and p.id_party in (select id from m) order by p.name_key, p.id_party limit 25 offset 0)
   union all select * from (select p.*, n.c from n, party p indexed by party_name_key_idx where (select c from n) > 1000 and +p.id_party in (select id from m) order by p.name_key, p.id_party limit 25 offset 0)`).all('"x"').map(r=>r.detail).join('\n'))
