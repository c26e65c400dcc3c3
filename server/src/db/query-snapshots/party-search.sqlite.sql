select count(*) as n, json_group_array(rowid) as ids from party_search where party_search match ?;

select "id_party", "kind", "name", "name_ar", "national_id", "phone", "email", "address", "note", "language", "name_key", "name_ar_key", "national_id_key", "search_text", "created_at", "created_by", "modified_at", "modified_by", "version", "deleted_at", "deleted_by" from party where id_party in (select value from json_each(?)) order by name_key, id_party limit ? offset ?;
