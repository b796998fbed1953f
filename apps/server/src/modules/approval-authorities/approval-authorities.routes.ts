import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { APPROVAL_AUTHORITY_LABELS } from '@creditdesk/domain/approval-authorities/approval-authorities.labels';
import {
  approvalAuthorityBodySchema,
  approvalAuthorityListQuerySchema,
  approvalAuthorityOptionsSchema,
  approvalAuthoritySchema,
} from '@creditdesk/domain/approval-authorities/approval-authorities.schemas';
import { formatRupiah } from '@creditdesk/domain/shared/money';
import { envelope } from '@creditdesk/domain/shared/envelope.schemas';
import { answerRoute } from '../../kit/answer-route';
import { crudRoutes } from '../../kit/crud-module';
import { can } from '../../kit/crud-routes';
import { createApprovalAuthoritiesService } from './approval-authorities.service';

const resource = { subMenu: SUB_MENUS.approvalAuthority, tags: ['approval-authorities'] };

export const approvalAuthoritiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createApprovalAuthoritiesService(app.db);
  crudRoutes(app, resource, {
    paths: { list: '/approval-authorities', item: '/approval-authority' },
    listSummary: 'Approval authority tiers; search covers the tier name and its roles',
    schemas: {
      query: approvalAuthorityListQuerySchema,
      listItem: approvalAuthoritySchema,
      item: approvalAuthoritySchema,
      body: approvalAuthorityBodySchema,
    },
    noun: { one: 'Approval authority', many: 'Approval authorities' },
    export: {
      name: 'approval-authorities',
      sheetName: { en: 'Approval Authorities', id: 'Kewenangan Persetujuan' },
      columns: [
        { header: { en: 'Name', id: 'Nama' }, value: (row) => row.name, width: 30 },
        {
          header: { en: 'Plafond From', id: 'Plafon Dari' },
          value: (row) => formatRupiah(row.plafondFrom.$numberDecimal),
          width: 24,
        },
        {
          header: { en: 'Plafond To', id: 'Plafon Sampai' },
          value: (row) => (row.plafondTo ? formatRupiah(row.plafondTo.$numberDecimal) : '-'),
          width: 24,
        },
        {
          header: { en: 'Credit Types', id: 'Jenis Kredit' },
          value: (row, _index, language) =>
            namesOf(row.creditTypes) || APPROVAL_AUTHORITY_LABELS[language].allCreditTypes,
          width: 30,
        },
        {
          header: { en: 'Required Approvals', id: 'Persetujuan Diperlukan' },
          value: (row) => row.requiredApprovals,
          width: 20,
        },
        { header: { en: 'Roles', id: 'Peran' }, value: (row) => namesOf(row.roles), width: 40 },
      ],
    },
    service,
  });
  answerRoute(app, {
    method: 'GET',
    url: '/approval-authority/options',
    config: can(resource, 'Read'),
    tags: resource.tags,
    summary: "The form's choices: the roles holding Approval/Action, and the credit types",
    answer: envelope(approvalAuthorityOptionsSchema),
    message: 'Approval authority options',
    handle: () => service.options(),
  });
};

const namesOf = (records: { name: string }[]) => records.map((record) => record.name).join(', ');
