import { DOCUMENT_CATALOGUE } from '@creditdesk/domain/documents/document-catalogue';
import type { DocumentTypeDefinition } from '@creditdesk/domain/documents/document-fields';
import type pg from 'pg';
import {
  APPROVED_UPLOAD_SHARE,
  DOCUMENT_STATUSES,
  OPTIONAL_SHARE,
  PATH_TO,
  REPLACED_SHARE,
  STEP_DAYS,
  STEP_EVENTS,
} from './generator-mix';

/** What the generated applications went through: their signing steps, events and documents. */

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
export const insertHistory = async (client: pg.Client, staff: number) => {
  await planSteps(client);
  await client.query(
    `insert into credit_application_signing (application_id, status, created_by, created_at)
     select a.id, s.reached, case when s.event in ('approved', 'rejected') then st.id else a.created_by end,
            least(now(), a.created_at + interval '${STEP_DAYS} days' * s.step)
     from bench_app a join bench_step s on s.status = a.status
     join bench_staff st on st.n = 1 + (a.staff_n % ${staff})
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
      if (field.check === 'nik') return [field.name, '3171012345678901'];
      if (field.check === 'npwp') return [field.name, '01.234.567.8-901.000'];
      if (field.check === 'nib') return [field.name, '9120001234567'];
      return [field.name, `${field.label} 001`];
    }),
  );

/** The catalogue's types with the metadata an officer would type, for the documents and deferrals. */
export const planDocumentTypes = (client: pg.Client) => {
  const types = DOCUMENT_CATALOGUE.flatMap((category) =>
    category.types.map((definition) => ({ category, definition })),
  );
  return client.query(
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
};

/**
 * The documents of every application from Credit Approved on: the debitur's mandatory set (most
 * of it while Credit Approved), some optional types with due dates, a replaced file now and then;
 * each with its versions and its timeline entry. A type deferred and not yet received is absent.
 */
export const insertDocuments = async (client: pg.Client) => {
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
                else random() < ${OPTIONAL_SHARE} end
       and not exists (select 1 from bench_deferral x where x.application_id = a.id
                       and x.type_id = t.id and x.status_now <> 'Received')`,
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
