select "party"."id_party" from "party" where "party"."deleted_at" is null and "party"."search_text" like $1 escape '\' order by "party"."name_key", "party"."id_party" limit $2 offset $3;

select "id_party", "kind", "name", "name_ar", "national_id", "phone", "email", "address", "note", "language", "name_key", "name_ar_key", "national_id_key", "search_text", "created_at", "created_by", "modified_at", "modified_by", "version", "deleted_at", "deleted_by" from "party" where "party"."id_party" = any($1::integer[]) order by "name_key", "id_party";

select count(*) as "n" from "party" where "party"."deleted_at" is null and "party"."search_text" like $1 escape '\';
