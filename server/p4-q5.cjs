const { db, t } = require('./p4-q.cjs');
const ids = [5962,7674,26544,37875,54905,60152,74421,75709,93757,97832,98772,101433,102154,122107,134942,136023,138293,150092,150258,151412,162273,171276,172408,173006,179588,180620,180733,182763,184320,188895,192262,199877,206789,213969,215293,216419,217230,223654,227778,229455,233036,241407,241429,254960,259526,265055,268984,269571,274851,285225];
const q = `select dossier.id_dossier, dossier.ref_dossier_bureau, dossier_party.role, party.id_party, party.name, case when dossier.deleted_at is null then 0 else 1 end as trashed from dossier_party cross join dossier cross join party where dossier.id_dossier = dossier_party.fk_dossier and party.id_party = dossier_party.fk_party and dossier_party.fk_party in (${ids.map(()=>'?').join(',')}) and dossier.deleted_at is null order by dossier.ref_dossier_bureau, dossier_party.role`;
t('links', q, ids);
console.log(db.prepare('explain query plan '+q).all(...ids).map(r=>r.detail).join('\n'));
