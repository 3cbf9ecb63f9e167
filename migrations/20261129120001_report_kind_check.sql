-- A report job's kind is one of the kinds the service makes, as its state is one of its states.
alter table report_jobs
    add constraint report_jobs_kind_check check (kind in ('kundli', 'predictions', 'compatibility', 'data'));
