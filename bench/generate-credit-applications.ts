import os from 'node:os';
import type { CreditApplicationStatus } from '@creditdesk/domain/credit-applications/credit-application-status';
import type { MARITAL_STATUSES } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { DOCUMENT_CATALOGUE } from '@creditdesk/domain/documents/document-catalogue';
import { type DocumentTypeDefinition } from '@creditdesk/domain/documents/document-fields';
import pg from 'pg';
import { connectPostgres } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/db/seed/seed';
import {
  adminDatabaseUrl,
  BENCH_ADMIN,
  LIST_DATABASE,
  recreateDatabase,
  writeResultsSection,
} from './bench-support';
import { databaseUrl } from '../apps/server/src/db/database-admin';
import { refreshReportItems } from '../apps/server/src/modules/reports/report-items.service';

/**
 * Fills a fresh database with a credit book at scale: 1,000,000 credit applications of 200,000
 * debiturs, 20 groups with 200 branches, 40 staff users, the seeded credit types and 10
 * facilities. The schema is the app's own (its migrations and seed run first); the rows are
 * made by the database server itself (INSERT ... SELECT over generate_series) from a fixed
 * random seed, so every run builds the same mix, dated back from today. Writes the data set
 * section of bench/RESULTS.md. Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a role that may
 * create databases. Usage: npm run bench:generate [-- applications debiturs]
 */
const APPLICATIONS = Number(process.argv[2] ?? 1_000_000);
const DEBITURS = Number(process.argv[3] ?? 200_000);
const YEARS = 5;
const STAFF = 40;
const ARCHIVED_SHARE = 0.03;
const PERSONAL_SHARE = 0.75;

const CITIES = [
  'Jakarta',
  'Bandung',
  'Surabaya',
  'Semarang',
  'Medan',
  'Makassar',
  'Denpasar',
  'Palembang',
  'Yogyakarta',
  'Malang',
  'Balikpapan',
  'Pekanbaru',
  'Padang',
  'Manado',
  'Pontianak',
  'Banjarmasin',
  'Bandar Lampung',
  'Batam',
  'Kupang',
  'Jayapura',
];
const BRANCH_AREAS = [
  'Utama',
  'Kota',
  'Timur',
  'Barat',
  'Selatan',
  'Utara',
  'Pasar Baru',
  'Sudirman',
  'Ahmad Yani',
  'Diponegoro',
];
const FIRST_NAMES = [
  'Budi', 'Siti', 'Agus', 'Dewi', 'Rina', 'Andi', 'Sri', 'Hendra', 'Yuni', 'Eko',
  'Wahyu', 'Fitri', 'Rudi', 'Lestari', 'Dian', 'Bambang', 'Indah', 'Joko', 'Ratna', 'Ahmad',
  'Nur', 'Putri', 'Arif', 'Maya', 'Dedi', 'Ayu', 'Hadi', 'Wulan', 'Yusuf', 'Rizky',
  'Fajar', 'Intan', 'Taufik', 'Nina', 'Irfan', 'Sari', 'Bayu', 'Kartika', 'Gilang', 'Mega',
  'Reza', 'Anisa', 'Doni', 'Novi', 'Fadli', 'Yulia', 'Hasan', 'Ratih', 'Surya', 'Lina',
  'Adi', 'Evi', 'Teguh', 'Diah', 'Ilham', 'Rahmat', 'Vina', 'Galih', 'Tri', 'Citra',
]; // prettier-ignore
const LAST_NAMES = [
  'Santoso', 'Wijaya', 'Saputra', 'Pratama', 'Hidayat', 'Kusuma', 'Susanto', 'Gunawan',
  'Setiawan', 'Nugroho', 'Halim', 'Siregar', 'Nasution', 'Lubis', 'Harahap', 'Sihombing',
  'Simanjuntak', 'Tanjung', 'Rahman', 'Hakim', 'Suryadi', 'Purnomo', 'Wibowo', 'Hartono',
  'Kurniawan', 'Utomo', 'Prasetyo', 'Firmansyah', 'Maulana', 'Ramadhan', 'Permana', 'Syahputra',
  'Hermawan', 'Sulistyo', 'Yulianto', 'Wahyudi', 'Irawan', 'Effendi', 'Tanoto', 'Salim',
  'Lim', 'Tan', 'Gozali', 'Sinaga', 'Manurung', 'Pohan', 'Daulay', 'Ginting', 'Tarigan', 'Kartika',
]; // prettier-ignore
const COMPANY_FORMS = ['PT', 'PT', 'PT', 'CV'];
const COMPANY_FIRST = [
  'Sinar', 'Cahaya', 'Bintang', 'Karya', 'Mitra', 'Sumber', 'Tunas', 'Bumi', 'Mega', 'Putra',
  'Surya', 'Berkah', 'Maju', 'Prima', 'Graha', 'Citra', 'Indo', 'Nusa', 'Anugerah', 'Global',
]; // prettier-ignore
const COMPANY_SECOND = [
  'Abadi', 'Jaya', 'Makmur', 'Sentosa', 'Mandiri', 'Sejahtera', 'Utama', 'Perkasa',
  'Lestari', 'Gemilang', 'Bersama', 'Agung', 'Raya', 'Sukses', 'Harapan',
]; // prettier-ignore
const COMPANY_TRADES = [
  'Logistik', 'Pangan', 'Teknik', 'Niaga', 'Konstruksi', 'Tekstil', 'Farma', 'Elektrik',
  'Plastik', 'Agro', 'Motor', 'Kimia', 'Media', 'Properti', 'Trading', 'Digital',
]; // prettier-ignore
const STREETS = [
  'Sudirman', 'Thamrin', 'Gatot Subroto', 'Diponegoro', 'Ahmad Yani', 'Pemuda', 'Merdeka',
  'Veteran', 'Gajah Mada', 'Hayam Wuruk', 'Asia Afrika', 'Pahlawan', 'Imam Bonjol', 'Kartini',
]; // prettier-ignore
const FACILITIES = [
  ['Kredit Rekening Koran', 'Revolving overdraft on a current account'],
  ['Kredit Angsuran Berjangka', 'Term loan repaid in fixed instalments'],
  ['Bank Garansi', 'Guarantee issued on behalf of the debitur'],
  ['Letter of Credit', 'Import and export documentary credit'],
  ['Trust Receipt', 'Financing of goods imported under a letter of credit'],
  ['Invoice Financing', 'Advance against receivables'],
  ['Kredit Tanpa Agunan', 'Unsecured personal credit'],
  ['Kredit Kendaraan Bermotor', 'Vehicle financing'],
  ['Kredit Modal Kerja Revolving', 'Revolving working capital line'],
  ['Standby Loan', 'Committed facility drawn when needed'],
];
const PURPOSES = [
  'Working capital for a grocery store',
  'Working capital for a rice mill',
  'New machinery for a textile workshop',
  'Renovation of the family home',
  'Purchase of a first home',
  'Purchase of a delivery truck',
  'Expansion of a coffee shop',
  'Stock for a building materials store',
  'Purchase of a fishing boat',
  'School fees and education',
  'Expansion of a poultry farm',
  'New ovens for a bakery',
  'Refinancing of an existing loan',
  'Purchase of a family car',
  'Equipment for a printing business',
  'Inventory for a pharmacy',
  'A second warehouse for distribution',
  'Solar panels for a factory roof',
  'Harvest financing for a palm oil plantation',
  'Fleet expansion for a logistics company',
];
/** Credit types by the seeded names: consumer ones for people, business ones for companies. */
const PERSONAL_CREDIT_TYPES = ['Kredit Konsumsi', 'Kredit Pemilikan Rumah', 'Kredit Multiguna'];
const ENTERPRISE_CREDIT_TYPES = ['Kredit Modal Kerja', 'Kredit Investasi', 'Kredit Multiguna'];
const TENOR_MONTHS = [12, 24, 36, 48, 60, 120];

/**
 * Status mix of a real book: an application older than half a year has mostly been decided;
 * a recent one is more often still on its way. Weights need not add up to 1.
 */
const RECENT_DAYS = 180;
const RECENT_STATUSES: Record<CreditApplicationStatus, number> = {
  Draft: 8,
  Open: 30,
  'Signing Process': 12,
  'Credit Approved': 18,
  'Waiting for Review': 10,
  Completed: 15,
  Rejected: 7,
};
const SETTLED_STATUSES: Record<CreditApplicationStatus, number> = {
  Draft: 2,
  Open: 6,
  'Signing Process': 2,
  'Credit Approved': 22,
  'Waiting for Review': 3,
  Completed: 55,
  Rejected: 10,
};
/** The version an application has after the steps that brought it to its status. */
const VERSION_AT: Record<CreditApplicationStatus, number> = {
  Draft: 1,
  Open: 2,
  'Signing Process': 3,
  'Credit Approved': 4,
  'Waiting for Review': 5,
  Completed: 6,
  Rejected: 6,
};
const MARITAL_MIX: Record<(typeof MARITAL_STATUSES)[number], number> = {
  Single: 30,
  Married: 60,
  Divorced: 6,
  Widowed: 4,
};
/** The statuses an application passed through to reach its own (the signing history). */
const PATH_TO: Record<CreditApplicationStatus, CreditApplicationStatus[]> = {
  Draft: ['Draft'],
  Open: ['Open'],
  'Signing Process': ['Open', 'Signing Process'],
  'Credit Approved': ['Open', 'Signing Process', 'Credit Approved'],
  'Waiting for Review': ['Open', 'Signing Process', 'Credit Approved', 'Waiting for Review'],
  Completed: ['Open', 'Signing Process', 'Credit Approved', 'Waiting for Review', 'Completed'],
  Rejected: ['Open', 'Signing Process', 'Credit Approved', 'Waiting for Review', 'Rejected'],
};
const STEPS_TAKEN: Record<CreditApplicationStatus, number> = Object.fromEntries(
  Object.entries(PATH_TO).map(([status, path]) => [status, path.length - 1]),
) as Record<CreditApplicationStatus, number>;
/** Days between two steps of the path. */
const STEP_DAYS = 3;
/** The timeline event of each step: the first is the creation. */
const STEP_EVENTS: Record<string, string> = {
  'Signing Process': 'status',
  'Credit Approved': 'status',
  'Waiting for Review': 'submitted',
  Completed: 'approved',
  Rejected: 'rejected',
};
const DECISION_REASONS = [
  'Collateral covers the plafond with a comfortable margin',
  'Repayment capacity confirmed by the account statements',
  'SLIK shows a clean repayment record',
  'Collateral value too low for the requested plafond',
  'Debt service ratio above the policy limit',
  '',
];
/** Statuses whose applications hold documents (the Document Management card is shown). */
const DOCUMENT_STATUSES = ['Credit Approved', 'Waiting for Review', 'Completed', 'Rejected'];
/** The share of a Credit Approved application's mandatory documents already uploaded. */
const APPROVED_UPLOAD_SHARE = 0.7;
/** Each optional type is present with this probability; this share of documents has a new file. */
const OPTIONAL_SHARE = 0.05;
const REPLACED_SHARE = 0.2;
/** A Draft may leave the credit fields empty; this share of Drafts does. */
const EMPTY_DRAFT_SHARE = 0.4;
/** The tables the generator fills; their secondary indexes are built after the load. */
const BULK_TABLES = [
  'debiturs',
  'credit_applications',
  'credit_application_facilities',
  'credit_application_signing',
  'credit_application_events',
  'credit_application_documents',
  'credit_application_document_versions',
];
const MASTER_TABLES = ['groups', 'branches', 'branch_groups', 'users', 'facilities'];

/** A CASE choosing among `weights` by the uniform random column `r`. */
const weightedCase = (client: pg.Client, r: string, weights: Record<string, number>) => {
  const entries = Object.entries(weights);
  const sum = entries.reduce((total, [, weight]) => total + weight, 0);
  let cumulative = 0;
  const branches = entries.map(([value, weight]) => {
    cumulative += weight / sum;
    return `when ${r} < ${cumulative} then ${client.escapeLiteral(value)}`;
  });
  return `(case ${branches.join(' ')} else ${client.escapeLiteral(entries.at(-1)?.[0] ?? '')} end)`;
};

/** A CASE mapping each status to a number. */
const statusCase = (client: pg.Client, column: string, values: Record<string, number>) =>
  `(case ${column} ${Object.entries(values)
    .map(([status, value]) => `when ${client.escapeLiteral(status)} then ${value}`)
    .join(' ')} end)`;

/** `array[...]`[1 + floor(r * length)]: a uniformly chosen element. */
const pick = (array: string, r = 'random()') =>
  `(${array})[1 + floor(${r} * cardinality(${array}))::int]`;

/** The generator's steps and how long each took, for the console and RESULTS.md. */
const steps: string[] = [];
const timed = async (label: string, step: () => Promise<unknown>) => {
  const started = performance.now();
  await step();
  steps.push(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(steps.at(-1));
};

const migrateAndSeed = async (url: string) => {
  const handle = connectPostgres(url);
  try {
    await handle.migrate();
    await seed(handle.db, { admin: BENCH_ADMIN, demo: false });
  } finally {
    await handle.close();
  }
};

const insertMasterData = async (client: pg.Client) => {
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
const planDebiturs = (client: pg.Client) =>
  client.query(
    `create temp table bench_debitur as
     select s.n, gen_random_uuid() as id,
            case when random() < ${PERSONAL_SHARE} then 'Personal' else 'Enterprise' end as type,
            b.id as branch_id, b.group_id, b.city
     from (select n, 1 + floor(random() * (select count(*) from bench_branch))::int as branch_n
           from generate_series(1, ${DEBITURS}) n) s
     join bench_branch b on b.n = s.branch_n`,
  );

const planApplications = async (client: pg.Client) => {
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
       from (select g, 1 + floor(random() * ${DEBITURS})::int as debitur_n,
                    1 + floor(random() * ${STAFF})::int as staff_n,
                    now() - interval '${YEARS} years'
                      * (case when random() < 0.5 then random() else 1 - sqrt(random()) end)
                      as created_at,
                    random() as r_status, random() as r_archive, random() as r_join,
                    random() as r_type, random() as r_plafond, random() as r_tenor,
                    random() as r_start, random() as r_purpose, random() as r_empty,
                    random() as r_updated, random() as r_facilities,
                    floor(random() * ${FACILITIES.length})::int as facility_start
             from generate_series(1, ${APPLICATIONS}) g) s
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

const insertDebiturs = (client: pg.Client) =>
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

const insertApplications = async (client: pg.Client) => {
  // In creation order, as a live table grows.
  await client.query(
    `insert into credit_applications (id, credit_app_no, credit_app_date, type, join_type, status,
       is_archive, debitur_id, group_id, branch_id, credit_type_id, plafond, tenor_start_date,
       tenor_end_date, credit_desc, version, decision_reason, status_changed_at, created_by,
       created_at, updated_at)
     select id, credit_app_no, credit_app_date, type,
       case when r_join < 0.35 then 'New Debitur' else 'Existing Debitur' end, status,
       r_archive < ${ARCHIVED_SHARE}, debitur_id, group_id, branch_id,
       case when not empty then credit_type_id end, case when not empty then plafond end,
       case when not empty then tenor_start_date end, case when not empty then tenor_end_date end,
       case when not empty then ${pick('$1::text[]', 'r_purpose')} || ' in ' || city end,
       ${statusCase(client, 'status', VERSION_AT)},
       case when status in ('Completed', 'Rejected') then ${pick('$2::text[]', 'r_purpose')} end,
       least(now(), created_at + interval '${STEP_DAYS} days' * ${statusCase(client, 'status', STEPS_TAKEN)}),
       created_by, created_at, least(now(), created_at + interval '45 days' * r_updated)
     from bench_app order by created_at`,
    [PURPOSES, DECISION_REASONS],
  );
  // 1 to 3 distinct facilities: offsets 0, 3 and 7 never meet modulo 10.
  await client.query(
    `insert into credit_application_facilities (application_id, facility_id)
     select a.id, f.ids[1 + (a.facility_start + o.offset_by) % cardinality(f.ids)]
     from bench_app a
     cross join (select array_agg(id order by name) as ids from facilities) f
     join unnest(array[0, 3, 7]) with ordinality o(offset_by, k)
       on o.k <= case when a.r_facilities < 0.55 then 1 when a.r_facilities < 0.85 then 2 else 3 end
     where not a.empty`,
  );
  await client.query(
    `insert into credit_application_sequences (year, last_number)
     select extract(year from credit_app_date)::int, count(*) from bench_app group by 1`,
  );
};

/** One row per step an application took: its status, the step's number and its timeline event. */
const planSteps = (client: pg.Client) =>
  client.query(
    `create temp table bench_step as
     select p.status, s.reached, s.step::int - 1 as step,
            case when s.step = 1 then 'created' else coalesce(e.event, 'status') end as event
     from unnest($1::text[], $2::text[]) p(status, path)
     cross join lateral unnest(string_to_array(p.path, '|')) with ordinality s(reached, step)
     left join unnest($3::text[], $4::text[]) e(status, event) on e.status = s.reached`,
    [
      Object.keys(PATH_TO),
      Object.values(PATH_TO).map((path) => path.join('|')),
      Object.keys(STEP_EVENTS),
      Object.values(STEP_EVENTS),
    ],
  );

/**
 * The signing history and the timeline of every application: each step of its path, the
 * decision by a second staff member (four eyes) with its reason.
 */
const insertHistory = async (client: pg.Client) => {
  await planSteps(client);
  await client.query(
    `insert into credit_application_signing (application_id, status, created_by, created_at)
     select a.id, s.reached, case when s.event in ('approved', 'rejected') then st.id else a.created_by end,
            least(now(), a.created_at + interval '${STEP_DAYS} days' * s.step)
     from bench_app a join bench_step s on s.status = a.status
     join bench_staff st on st.n = 1 + (a.staff_n % ${STAFF})
     order by a.created_at, s.step`,
  );
  await client.query(
    `insert into credit_application_events (application_id, event, status, detail, created_by, created_at)
     select g.application_id, s.event, g.status,
            case when s.event in ('approved', 'rejected') then nullif(c.decision_reason, '') end,
            g.created_by, g.created_at
     from credit_application_signing g
     join credit_applications c on c.id = g.application_id
     join bench_step s on s.status = c.status and s.reached = g.status`,
  );
};

/** A value for each field of a form, as an officer would fill it in. */
const metadataTemplate = (definition: DocumentTypeDefinition) =>
  Object.fromEntries(
    definition.formMetaData.map((field) => {
      if (field.type === 'date') return [field.name, '2025-06-30'];
      if (field.type === 'number') return [field.name, '1500000'];
      if (field.type === 'option') return [field.name, field.options?.[0] ?? ''];
      if (field.format === 'nik') return [field.name, '3171012345678901'];
      if (field.format === 'npwp') return [field.name, '01.234.567.8-901.000'];
      if (field.format === 'nib') return [field.name, '9120001234567'];
      return [field.name, `${field.label} 001`];
    }),
  );

/**
 * The documents of every application from Credit Approved on: the debitur's mandatory set (most
 * of it while Credit Approved), some optional types with due dates, a replaced file now and then;
 * each with its versions and its timeline entry.
 */
const insertDocuments = async (client: pg.Client) => {
  const types = DOCUMENT_CATALOGUE.flatMap((category) =>
    category.types.map((definition) => ({ category, definition })),
  );
  await client.query(
    `create temp table bench_doc_type as
     select t.id, t.code, t.title, t.due_field, d.debitur_type, d.mandatory,
            d.metadata::jsonb as metadata
     from unnest($1::text[], $2::text[], $3::text[], $4::text[]) d(code, debitur_type, mandatory, metadata)
     join document_types t on t.code = d.code and t.application_id is null`,
    [
      types.map(({ definition }) => definition.code),
      types.map(({ category }) => category.debiturType ?? ''),
      types.map(({ definition }) => definition.mandatory || ''),
      types.map(({ definition }) => JSON.stringify(metadataTemplate(definition))),
    ],
  );
  await client.query(
    `create temp table bench_doc as
     select gen_random_uuid() as id, a.id as application_id, a.debitur_id, t.id as type_id,
            t.title, t.due_field, t.code, a.created_by,
            least(now() - interval '2 days',
                  a.created_at + interval '${2 * STEP_DAYS} days' + interval '1 hour' * (random() * 48)) as created_at,
            (a.created_at + interval '1 day' * (180 + floor(random() * 720)))::date as due_date,
            random() < ${REPLACED_SHARE} as replaced
     from bench_app a
     join debiturs d on d.id = a.debitur_id
     join bench_doc_type t on (t.debitur_type = '' or t.debitur_type = a.type)
     where a.status = any($1::text[])
       and case when t.mandatory = 'always' or (t.mandatory = 'married' and d.marital_status = 'Married')
                then a.status <> 'Credit Approved' or random() < ${APPROVED_UPLOAD_SHARE}
                else random() < ${OPTIONAL_SHARE} end`,
    [DOCUMENT_STATUSES],
  );
  await client.query(
    `insert into credit_application_documents (id, application_id, type_id, debitur_id, metadata,
       due_date, status_document, created_by, created_at, updated_at)
     select d.id, d.application_id, d.type_id, d.debitur_id,
            case when d.due_field is null then t.metadata
                 else jsonb_set(t.metadata, array[d.due_field], to_jsonb(d.due_date::text)) end,
            case when d.due_field is null then null else d.due_date end,
            '', d.created_by, d.created_at,
            d.created_at + case when d.replaced then interval '1 day' else interval '0' end
     from bench_doc d join bench_doc_type t on t.id = d.type_id
     order by d.created_at`,
  );
  await client.query(
    `insert into credit_application_document_versions (document_id, name, content_type, size,
       sha256, storage_key, created_by, created_at)
     select d.id, d.code || case when v.n = 2 then '-rev' else '' end || '.pdf', 'application/pdf',
            50000 + floor(random() * 2000000)::int, md5(d.id::text || v.n) || md5(v.n || d.id::text),
            'credit-application-documents/' || gen_random_uuid(), d.created_by,
            d.created_at + interval '1 day' * (v.n - 1)
     from bench_doc d cross join generate_series(1, 2) v(n)
     where v.n = 1 or d.replaced`,
  );
  await client.query(
    `insert into credit_application_events (application_id, event, detail, created_by, created_at)
     select d.application_id, 'document-added', d.title || ': ' || d.code || '.pdf', d.created_by, d.created_at
     from bench_doc d
     union all
     select d.application_id, 'document-replaced', d.title || ': ' || d.code || '-rev.pdf', d.created_by,
            d.created_at + interval '1 day'
     from bench_doc d where d.replaced`,
  );
};

/** The secondary indexes of the bulk tables as the migrations made them, to build after the load. */
/** The report items of every document, as the server builds them when the catalogue changes. */
const buildReportItems = async (url: string) => {
  const handle = connectPostgres(url);
  try {
    await handle.db.execute('delete from report_items_state');
    await refreshReportItems(handle.db);
  } finally {
    await handle.close();
  }
};

const dropSecondaryIndexes = async (client: pg.Client) => {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = 'public' and tablename = any($1::text[])
       and indexname not in (select conname from pg_constraint)`,
    [BULK_TABLES],
  );
  for (const row of rows) await client.query(`drop index "${row.name}"`);
  return rows;
};

const main = async () => {
  const adminUrl = adminDatabaseUrl();
  const url = databaseUrl(adminUrl, LIST_DATABASE);
  console.log(
    `Generating ${APPLICATIONS} credit applications of ${DEBITURS} debiturs into ${LIST_DATABASE}`,
  );
  const started = performance.now();
  await timed('fresh database, migrations and seed', async () => {
    await recreateDatabase(adminUrl, LIST_DATABASE);
    await migrateAndSeed(url);
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`set synchronous_commit = off`);
    await client.query(`set maintenance_work_mem = '512MB'`);
    await client.query(`set work_mem = '256MB'`);
    await client.query('select setseed(0.2026)');
    const indexes = await dropSecondaryIndexes(client);
    await timed('groups, branches, staff and facilities', () => insertMasterData(client));
    await timed('debitur and application plan', async () => {
      await planDebiturs(client);
      await planApplications(client);
    });
    await timed('debiturs', () => insertDebiturs(client));
    await timed('credit applications and facilities', () => insertApplications(client));
    await timed('signing history and timeline', () => insertHistory(client));
    await timed('documents with versions', () => insertDocuments(client));
    await timed(`${indexes.length} secondary indexes`, async () => {
      for (const index of indexes) await client.query(index.definition);
    });
    await timed('report items', () => buildReportItems(url));
    // VACUUM also marks the pages all-visible, so totals can be counted from the indexes alone.
    await timed('vacuum and analyze', () =>
      client.query(
        `vacuum (analyze) ${[...BULK_TABLES, ...MASTER_TABLES, 'report_items'].join(', ')}`,
      ),
    );
    await client.query('discard temp');
    const { rows: mix } = await client.query<{ status: string; count: string }>(
      `select status, count(*) from credit_applications group by status order by count(*) desc`,
    );
    const {
      rows: [book],
    } = await client.query<{
      archived: string;
      facilities: string;
      signing: string;
      events: string;
      documents: string;
      versions: string;
      years: string;
      size: string;
    }>(
      `select (select count(*) from credit_applications where is_archive) as archived,
              (select count(*) from credit_application_facilities) as facilities,
              (select count(*) from credit_application_signing) as signing,
              (select count(*) from credit_application_events) as events,
              (select count(*) from credit_application_documents) as documents,
              (select count(*) from credit_application_document_versions) as versions,
              (select string_agg(year || ': ' || last_number, ', ' order by year)
                 from credit_application_sequences) as years,
              pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    const minutes = (performance.now() - started) / 60_000;
    await writeResultsSection(
      'Credit application data set',
      [
        `\`npm run bench:generate\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, shared): ` +
          `${APPLICATIONS.toLocaleString('en')} applications of ${DEBITURS.toLocaleString('en')} debiturs ` +
          `(${PERSONAL_SHARE * 100}% Personal), ${CITIES.length} groups with ${CITIES.length * BRANCH_AREAS.length} branches, ` +
          `${STAFF} staff users, the seeded credit types, ${FACILITIES.length} facilities; ${minutes.toFixed(1)} min, ${book?.size} on disk.`,
        '',
        `Statuses: ${mix.map((row) => `${row.status} ${row.count}`).join(', ')}. Archived: ${book?.archived}. ` +
          `Facility links: ${book?.facilities}. Numbers per year: ${book?.years}.`,
        '',
        `Signing steps: ${book?.signing}. Documents (applications from Credit Approved on): ${book?.documents}, ` +
          `with ${book?.versions} file versions. Timeline entries: ${book?.events}.`,
        '',
        `Steps: ${steps.join('; ')}.`,
      ].join('\n'),
    );
  } finally {
    await client.end();
  }
};

await main();
