-- The profiles a report was made from (one, or two for a compatibility report): deleting a
-- profile deletes the reports that hold its data, their stored files with them.
alter table report_jobs add column profile_ids uuid[] not null default '{}';
