import { SUPER_ADMIN_ROLE } from '@creditdesk/domain/access/built-in-role';
import type pg from 'pg';
import { DEMO_LADDER } from '../apps/server/src/seeds/approval-authorities.seed';
import { DEFERRAL_REASONS, DEFERRAL_SHARE, STAFF, STEP_DAYS } from './generator-mix';

/**
 * The credit authority of the generated book: the demo bank's ladder of lending limits, the tier
 * each submitted application froze with the approvals given at it, and the documents deferred as
 * TBO. Planned before the applications and documents are written (an application carries its
 * tier, an open deferral's document is not in the file), written after them.
 */

/**
 * The demo ladder, its roles made bare (the bench signs in as the administrator only). The
 * administrator's role joins the two branch tiers, as the demo's Credit Reviewer does, so that
 * 'I can decide' finds applications and the committee's tier stays out of his reach.
 */
export const planCreditAuthority = async (client: pg.Client) => {
  const roleNames = [...new Set(DEMO_LADDER.flatMap((tier) => tier.roles))].filter(
    (name) => name !== 'Credit Reviewer',
  );
  await client.query(`insert into roles (name) select unnest($1::text[]) on conflict do nothing`, [
    roleNames,
  ]);
  await client.query('delete from approval_authorities');
  await client.query(
    `create temp table bench_tier as
     with ladder as (
       select * from unnest($1::text[], $2::numeric[], $3::numeric[], $4::int[], $5::text[])
         with ordinality l(name, plafond_from, plafond_to, required, roles, n)
     ), ins as (
       insert into approval_authorities (name, plafond_from, plafond_to, required_approvals)
       select name, plafond_from, plafond_to, required from ladder order by n
       returning id, name
     )
     select ins.id, l.name, l.plafond_from, l.plafond_to, l.required,
            array(select r.id from roles r
                  where r.name = any(string_to_array(l.roles, '|'))
                     or (r.name = $6 and l.required < 3)) as role_ids
     from ins join ladder l on l.name = ins.name`,
    [
      DEMO_LADDER.map((tier) => tier.name),
      DEMO_LADDER.map((tier) => tier.plafondFrom),
      DEMO_LADDER.map((tier) => tier.plafondTo),
      DEMO_LADDER.map((tier) => tier.requiredApprovals),
      DEMO_LADDER.map((tier) => tier.roles.join('|')),
      SUPER_ADMIN_ROLE,
    ],
  );
  await client.query(
    `insert into approval_authority_roles (authority_id, role_id)
     select id, unnest(role_ids) from bench_tier`,
  );
  // A tier covers from < plafond <= to; the first also covers zero. Completed took every
  // approval; Waiting for Review and Rejected had some of them when the queue was read.
  await client.query(
    `create temp table bench_decision as
     select a.id as application_id, t.id as tier_id, t.name as tier_name, t.required,
            t.role_ids, a.status as application_status, a.staff_n as creator_n,
            least(now(), a.created_at + interval '${3 * STEP_DAYS} days') as submitted_at,
            case when a.status = 'Completed' then t.required
                 else floor(random() * t.required)::int end as given
     from bench_app a
     join bench_tier t on (a.plafond > t.plafond_from or (t.plafond_from = 0 and a.plafond = 0))
                      and (t.plafond_to is null or a.plafond <= t.plafond_to)
     where a.status in ('Waiting for Review', 'Completed', 'Rejected')`,
  );
  await client.query('create unique index on bench_decision (application_id)');
  // TBO: a share of the files from Credit Approved on defers one mandatory type to a date in the
  // tenor. Still open on a Credit Approved one (asked, or granted), granted on a submitted one;
  // a submitted one's deferral has been received when its date is long past, and half the others.
  await client.query(
    `create temp table bench_deferral as
     select f.*,
            case when f.application_status = 'Credit Approved'
                 then case when random() < 0.5 then 'Requested' else 'Granted' end
                 when f.promised_date < current_date - 90 or random() < 0.5 then 'Received'
                 else 'Granted' end as status_now
     from (
     select a.id as application_id, t.id as type_id, a.created_by, a.staff_n,
            a.status as application_status,
            a.created_at + interval '${2 * STEP_DAYS} days' as created_at,
            least(a.tenor_end_date,
                  (a.created_at + interval '1 day' * (30 + floor(random() * 210)))::date) as promised_date,
            ($1::text[])[1 + floor(random() * cardinality($1::text[]))::int] as reason
     from bench_app a
     join debiturs d on d.id = a.debitur_id
     cross join lateral (
       select m.id from bench_doc_type m
       where m.debitur_type in ('', a.type)
         and (m.mandatory = 'always' or (m.mandatory = 'married' and d.marital_status = 'Married'))
       order by md5(a.id::text || m.id::text) limit 1
     ) t
     where a.status in ('Credit Approved', 'Waiting for Review', 'Completed', 'Rejected')
       and random() < ${DEFERRAL_SHARE}
     ) f`,
    [DEFERRAL_REASONS],
  );
  await client.query(
    `create index on bench_deferral (application_id, type_id) where status_now <> 'Received'`,
  );
};

/** The approvals each submitted application holds, and its deferrals. */
export const insertCreditAuthority = async (client: pg.Client) => {
  // Distinct approvers, none of them the creator (staff number creator_n): the next ones in line.
  await client.query(
    `insert into credit_application_approvals (application_id, action, reason, role_id, created_by, created_at)
     select d.application_id, case when k.n > d.given then 'Rejected' else 'Approved' end,
            case when k.n > d.given then 'Collateral value too low for the requested plafond' end,
            d.role_ids[1], st.id, least(now(), d.submitted_at + interval '1 hour' * k.n)
     from bench_decision d
     cross join lateral generate_series(1, d.given + case when d.application_status = 'Rejected' then 1 else 0 end) k(n)
     join bench_staff st on st.n = 1 + (d.creator_n + k.n - 1) % ${STAFF}`,
  );
  await client.query(
    `insert into document_deferrals (application_id, type_id, promised_date, reason, status,
       created_by, created_at, decided_by, decided_at, decision_reason, closed_at, received_document_id)
     select f.application_id, f.type_id, f.promised_date, f.reason, f.status_now, f.created_by,
            f.created_at,
            case when f.status_now <> 'Requested' then st.id end,
            case when f.status_now <> 'Requested' then f.created_at + interval '1 day' end,
            null,
            case when f.status_now = 'Received' then doc.created_at end,
            doc.id
     from bench_deferral f
     join bench_staff st on st.n = 1 + f.staff_n % ${STAFF}
     left join credit_application_documents doc
       on f.status_now = 'Received' and doc.application_id = f.application_id and doc.type_id = f.type_id`,
  );
};
