-- The varshaphal report is a kind of report job too.
alter table report_jobs drop constraint report_jobs_kind_check;
alter table report_jobs
    add constraint report_jobs_kind_check
    check (kind in ('kundli', 'predictions', 'compatibility', 'varshaphal', 'data'));
