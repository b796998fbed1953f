import type pg from 'pg';

/**
 * The audit trail the book would have left: a 'created' row for every debitur and every credit
 * application, and an 'updated' row (a new address) for one debitur in ten, in the order they
 * happened. The rows go through the table's own trigger, so they form one hash chain that
 * `npm run audit:verify` accepts; the snapshots hold what the services write (`auditView`).
 */
export const insertAuditTrail = (client: pg.Client) =>
  client.query(
    `insert into audit_logs (actor_id, entity, entity_id, action, before, after, created_at)
     with debitur as (
       select d.*, abs(hashtext(d.id::text)) % 10 = 0 as moved from debiturs d
     )
     select actor_id, entity, entity_id, action, before, after, created_at from (
       select d.created_by as actor_id, 'debitur' as entity, d.id::text as entity_id,
              'created' as action, null::jsonb as before,
              jsonb_strip_nulls(jsonb_build_object(
                'type', d.type, 'email', d.email, 'address', case when d.moved then 'Jl. Lama ' || d.address else d.address end,
                'relatedGroup', d.related_group_id, 'relatedBranch', d.related_branch_id,
                'fullName', d.full_name, 'dateOfBirth', d.date_of_birth,
                'phoneNumber', d.phone_number, 'maritalStatus', d.marital_status,
                'idNumber', d.id_number, 'companyName', d.company_name,
                'organizerName', d.organizer_name, 'telephoneNumber', d.telephone_number,
                'budget', d.budget, 'npwp', d.npwp, 'nib', d.nib,
                'shareHolder', d.share_holder, 'permit', d.permit)) as after,
              d.created_at
       from debitur d
       union all
       select d.created_by, 'debitur', d.id::text, 'updated',
              jsonb_build_object('address', 'Jl. Lama ' || d.address),
              jsonb_build_object('address', d.address),
              least(d.created_at + interval '30 days', now())
       from debitur d
       where d.moved
       union all
       select a.created_by, 'credit-application', a.id::text, 'created', null,
              jsonb_strip_nulls(jsonb_build_object(
                'creditAppNo', a.credit_app_no, 'creditAppDate', a.credit_app_date,
                'type', a.type, 'joinType', a.join_type, 'status', 'Draft',
                'debitur', a.debitur_id, 'group', a.group_id, 'branch', a.branch_id,
                'creditType', a.credit_type_id, 'plafond', a.plafond,
                'tenorStartDate', a.tenor_start_date, 'tenorEndDate', a.tenor_end_date,
                'creditDesc', a.credit_desc)),
              a.created_at
       from credit_applications a
     ) trail
     order by created_at, entity_id`,
  );
