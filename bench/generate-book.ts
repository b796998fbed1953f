import type pg from 'pg';
import {
  YEARS,
  STAFF,
  ARCHIVED_SHARE,
  PERSONAL_SHARE,
  PERSONAL_CREDIT_TYPES,
  ENTERPRISE_CREDIT_TYPES,
  TENOR_MONTHS,
  RECENT_DAYS,
  RECENT_STATUSES,
  SETTLED_STATUSES,
  VERSION_AT,
  MARITAL_MIX,
  STEPS_TAKEN,
  STEP_DAYS,
  DECISION_REASONS,
  EMPTY_DRAFT_SHARE,
  weightedCase,
  statusCase,
  pick,
} from './generator-mix';
import {
  CITIES,
  BRANCH_AREAS,
  FIRST_NAMES,
  LAST_NAMES,
  COMPANY_FORMS,
  COMPANY_FIRST,
  COMPANY_SECOND,
  COMPANY_TRADES,
  STREETS,
  FACILITIES,
  PURPOSES,
} from './generator-vocabulary';

/** How large a book the generator writes. */
export interface Book {
  applications: number;
  debiturs: number;
}

/** The master data, the debiturs and the applications of the generated book. */

export const insertMasterData = async (client: pg.Client) => {
  await client.query(
    `create temp table bench_branch as
     with grp as (
       insert into groups (name, description, created_at, updated_at)
       select 'Region ' || city, 'Branches in and around ' || city, t, t
       from unnest($1::text[]) city, (select now() - interval '${YEARS + 1} years' as t) s
       returning id, substr(name, 8) as city
     ), br as (
       select grp.id as group_id, grp.city, grp.city || ' ' || area as name
       from grp cross join unnest($2::text[]) area
     ), ins as (
       insert into branches (name, description, created_at, updated_at)
       select name, 'Branch office ' || name, now() - interval '${YEARS + 1} years',
              now() - interval '${YEARS + 1} years'
       from br returning id, name
     )
     select row_number() over (order by ins.name)::int as n, ins.id, br.group_id, br.city
     from ins join br on br.name = ins.name`,
    [CITIES, BRANCH_AREAS],
  );
  await client.query(
    'insert into branch_groups (branch_id, group_id) select id, group_id from bench_branch',
  );
  const staff = Array.from({ length: STAFF }, (_, index) => {
    const first = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Staff';
    const last = LAST_NAMES[(index * 7) % LAST_NAMES.length] ?? String(index);
    return { name: `${first} ${last}`, email: `${first}.${last}@creditdesk.local`.toLowerCase() };
  });
  await client.query(
    `create temp table bench_staff as
     with ins as (
       insert into users (name, email, phone_number, created_at, updated_at)
       select name, email, '0812' || lpad((1000000 + n * 7919)::text, 8, '0'),
              now() - interval '${YEARS + 1} years', now() - interval '${YEARS + 1} years'
       from unnest($1::text[], $2::text[]) with ordinality u(name, email, n)
       returning id
     )
     select row_number() over (order by id)::int as n, id from ins`,
    [staff.map((user) => user.name), staff.map((user) => user.email)],
  );
  await client.query(
    `insert into facilities (name, description, created_at, updated_at)
     select name, description, now() - interval '${YEARS + 1} years', now() - interval '${YEARS + 1} years'
     from unnest($1::text[], $2::text[]) f(name, description)`,
    [FACILITIES.map(([name]) => name), FACILITIES.map(([, description]) => description)],
  );
};

const creditTypeIds = async (client: pg.Client, names: string[]) => {
  const { rows } = await client.query<{ id: string; name: string }>(
    'select id, name from credit_types where name = any($1::text[])',
    [names],
  );
  return names.map((name) => {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`the seed has no credit type "${name}"`);
    return row.id;
  });
};

/** Who each debitur is (type, branch): the applications need it before the debiturs are written. */
export const planDebiturs = (client: pg.Client, book: Book) =>
  client.query(
    `create temp table bench_debitur as
     select s.n, gen_random_uuid() as id,
            case when random() < ${PERSONAL_SHARE} then 'Personal' else 'Enterprise' end as type,
            b.id as branch_id, b.group_id, b.city
     from (select n, 1 + floor(random() * (select count(*) from bench_branch))::int as branch_n
           from generate_series(1, ${book.debiturs}) n) s
     join bench_branch b on b.n = s.branch_n`,
  );

export const planApplications = async (client: pg.Client, book: Book) => {
  const personalTypes = await creditTypeIds(client, PERSONAL_CREDIT_TYPES);
  const enterpriseTypes = await creditTypeIds(client, ENTERPRISE_CREDIT_TYPES);
  // created_at: half spread evenly, half rising linearly: the book grows, so recent years hold
  // more applications, and the first year still holds some.
  // Numbers run gaplessly per year in creation order, as the sequence table hands them out.
  await client.query(
    `create temp table bench_app as
     select x.*,
            'CA-' || extract(year from x.credit_app_date) || '-' ||
              lpad(row_number() over (partition by extract(year from x.credit_app_date)
                                      order by x.created_at, x.id)::text, 6, '0') as credit_app_no,
            (x.tenor_start_date
              + make_interval(months => ${pick(`array[${TENOR_MONTHS.join(',')}]`, 'x.r_tenor')})
              - interval '1 day')::date as tenor_end_date
     from (
       select gen_random_uuid() as id, s.*, d.id as debitur_id, d.type, d.branch_id, d.group_id,
              d.city, st.id as created_by, s.created_at::date as credit_app_date,
              case when s.created_at > now() - interval '${RECENT_DAYS} days'
                   then ${weightedCase(client, 's.r_status', RECENT_STATUSES)}
                   else ${weightedCase(client, 's.r_status', SETTLED_STATUSES)} end as status,
              case when d.type = 'Personal' then ${pick('$1::uuid[]', 's.r_type')}
                   else ${pick('$2::uuid[]', 's.r_type')} end as credit_type_id,
              case when d.type = 'Personal'
                   then round((5e6 + s.r_plafond ^ 3 * 1.5e9)::numeric, -6)
                   else round((1e8 + s.r_plafond ^ 3 * 2.5e10)::numeric, -6) end as plafond,
              s.created_at::date + floor(s.r_start * 30)::int as tenor_start_date
       from (select g, 1 + floor(random() * ${book.debiturs})::int as debitur_n,
                    1 + floor(random() * ${STAFF})::int as staff_n,
                    now() - interval '${YEARS} years'
                      * (case when random() < 0.5 then random() else 1 - sqrt(random()) end)
                      as created_at,
                    random() as r_status, random() as r_archive, random() as r_join,
                    random() as r_type, random() as r_plafond, random() as r_tenor,
                    random() as r_start, random() as r_purpose, random() as r_empty,
                    random() as r_updated, random() as r_facilities,
                    floor(random() * ${FACILITIES.length})::int as facility_start
             from generate_series(1, ${book.applications}) g) s
       join bench_debitur d on d.n = s.debitur_n
       join bench_staff st on st.n = s.staff_n
     ) x`,
    [personalTypes, enterpriseTypes],
  );
  await client.query(
    `alter table bench_app add column empty boolean not null
       generated always as (status = 'Draft' and r_empty < ${EMPTY_DRAFT_SHARE}) stored`,
  );
};

export const insertDebiturs = (client: pg.Client) =>
  client.query(
    `insert into debiturs (id, type, email, address, related_group_id, related_branch_id, is_archive,
       full_name, date_of_birth, phone_number, marital_status, id_number,
       company_name, organizer_name, telephone_number, budget, npwp, nib, share_holder, permit,
       created_by, created_at, updated_at)
     select d.id, d.type,
       case when random() < 0.7 then lower(replace(coalesce(p.full_name, p.company), ' ', '.'))
            || d.n || '@mail.example' end,
       'Jl. ' || ${pick('$4::text[]')} || ' No. ' || (1 + floor(random() * 250))::int || ', ' || d.city,
       d.group_id, d.branch_id, random() < 0.02,
       p.full_name,
       case when d.type = 'Personal' then date '1960-01-01' + floor(random() * 15000)::int end,
       case when d.type = 'Personal' then '08' || (1100000000 + floor(random() * 8899999999))::bigint end,
       case when d.type = 'Personal' then ${weightedCase(client, 'p.r_marital', MARITAL_MIX)} end,
       case when d.type = 'Personal' then (3171000000000000 + d.n)::text end,
       p.company,
       case when d.type = 'Enterprise' then p.person end,
       case when d.type = 'Enterprise' then '021-' || (5000000 + floor(random() * 4999999))::int end,
       case when d.type = 'Enterprise' then round((5e8 + random() ^ 2 * 5e10)::numeric, -6) end,
       case when d.type = 'Enterprise' then
         to_char(10 + d.n % 90, 'FM00') || '.' || to_char(d.n % 1000, 'FM000') || '.' ||
         to_char(floor(random() * 1000), 'FM000') || '.' || floor(random() * 10) || '-' ||
         to_char(floor(random() * 1000), 'FM000') || '.000' end,
       case when d.type = 'Enterprise' then (9120000000000 + d.n)::text end,
       case when d.type = 'Enterprise' then p.person || ' (60%), ' || p.partner || ' (40%)' end,
       case when d.type = 'Enterprise' then 'NIB ' || (9120000000000 + d.n) || ', OSS business licence' end,
       st.id, p.created_at, p.created_at
     from bench_debitur d
     left join (select debitur_n, min(created_at) as first_at from bench_app group by 1) fa
       on fa.debitur_n = d.n
     cross join lateral (
       select random() as r_marital,
              coalesce(fa.first_at - interval '1 day' * (1 + random() * 60),
                       now() - interval '${YEARS} years' * random()) as created_at,
              case when d.type = 'Personal' then
                ${pick('$1::text[]')} || case when random() < 0.3 then ' ' || ${pick('$1::text[]')} else '' end
                || ' ' || ${pick('$2::text[]')} end as full_name,
              case when d.type = 'Enterprise' then
                ${pick('$3::text[]')} || ' ' || ${pick('$5::text[]')} || ' ' || ${pick('$6::text[]')}
                || case when random() < 0.6 then ' ' || ${pick('$7::text[]')} else '' end end as company,
              ${pick('$1::text[]')} || ' ' || ${pick('$2::text[]')} as person,
              ${pick('$1::text[]')} || ' ' || ${pick('$2::text[]')} as partner
     ) p
     join bench_staff st on st.n = 1 + d.n % ${STAFF}
     order by p.created_at`,
    [
      FIRST_NAMES,
      LAST_NAMES,
      COMPANY_FORMS,
      STREETS,
      COMPANY_FIRST,
      COMPANY_SECOND,
      COMPANY_TRADES,
    ],
  );

/** The planned applications, each submitted one with the tier planCreditAuthority froze on it. */
export const insertApplications = async (client: pg.Client) => {
  // 1 to 3 distinct facilities: offsets 0, 3 and 7 never meet modulo 10. The links come first:
  // their trigger copies them to applications that do not exist yet (nothing to do), and each
  // application takes its facility ids as it is inserted, instead of a second write of every row.
  await client.query(
    `insert into credit_application_facilities (application_id, facility_id)
     select a.id, f.ids[1 + (a.facility_start + o.offset_by) % cardinality(f.ids)]
     from bench_app a
     cross join (select array_agg(id order by name) as ids from facilities) f
     join unnest(array[0, 3, 7]) with ordinality o(offset_by, k)
       on o.k <= case when a.r_facilities < 0.55 then 1 when a.r_facilities < 0.85 then 2 else 3 end
     where not a.empty`,
  );
  // In creation order, as a live table grows.
  await client.query(
    `insert into credit_applications (id, credit_app_no, credit_app_date, type, join_type, status,
       is_archive, debitur_id, group_id, branch_id, credit_type_id, plafond, tenor_start_date,
       tenor_end_date, credit_desc, version, decision_reason, status_changed_at, created_by,
       created_at, updated_at, facility_ids, approval_tier_id, approval_tier_name,
       approvals_required, approver_role_ids, approvals_given, submitted_at)
     select id, credit_app_no, credit_app_date, type,
       case when r_join < 0.35 then 'New Debitur' else 'Existing Debitur' end, status,
       r_archive < ${ARCHIVED_SHARE}, debitur_id, group_id, branch_id,
       case when not empty then credit_type_id end, case when not empty then plafond end,
       case when not empty then tenor_start_date end, case when not empty then tenor_end_date end,
       case when not empty then ${pick('$1::text[]', 'r_purpose')} || ' in ' || city end,
       ${statusCase(client, 'status', VERSION_AT)},
       case when status in ('Completed', 'Rejected') then ${pick('$2::text[]', 'r_purpose')} end,
       least(now(), created_at + interval '${STEP_DAYS} days' * ${statusCase(client, 'status', STEPS_TAKEN)}),
       created_by, created_at, least(now(), created_at + interval '45 days' * r_updated),
       coalesce(l.ids, '{}'), t.tier_id, t.tier_name, t.required, t.role_ids, coalesce(t.given, 0),
       t.submitted_at
     from bench_app
     left join (
       select application_id, array_agg(facility_id order by facility_id) as ids
       from credit_application_facilities group by application_id
     ) l on l.application_id = bench_app.id
     left join bench_decision t on t.application_id = bench_app.id
     order by created_at`,
    [PURPOSES, DECISION_REASONS],
  );
  await client.query(
    `insert into credit_application_sequences (year, last_number)
     select extract(year from credit_app_date)::int, count(*) from bench_app group by 1`,
  );
};
