import type { Debitur, DebiturAuditEntry } from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { ExportColumn } from '../../kit/table-export';

const dash = (value: string | null | undefined) => value || '-';

/** The columns (after 'No') of the list tab the export comes from: Personal, Enterprise or both. */
export const exportColumns = (type: Debitur['type'] | undefined): ExportColumn<Debitur>[] => {
  const branch: ExportColumn<Debitur> = {
    header: 'Branch',
    value: (row) => row.relatedBranch.branchName,
    width: 24,
  };
  const email: ExportColumn<Debitur> = { header: 'Email', value: (row) => dash(row.email) };
  if (type === 'Personal')
    return [
      { header: 'Debitur Name', value: (row) => dash(row.fullName), width: 30 },
      { header: 'ID Number', value: (row) => dash(row.idNumber), width: 20 },
      { header: 'Phone Number', value: (row) => dash(row.phoneNumber), width: 18 },
      { ...email, width: 30 },
      { header: 'Marital Status', value: (row) => dash(row.maritalStatus), width: 16 },
      branch,
    ];
  if (type === 'Enterprise')
    return [
      { header: 'Company Name', value: (row) => dash(row.companyName), width: 30 },
      { header: 'Organizer Name', value: (row) => dash(row.organizerName), width: 24 },
      { header: 'Telephone Number', value: (row) => dash(row.telephoneNumber), width: 18 },
      { ...email, width: 30 },
      { header: 'Budget', value: (row) => dash(row.budget?.$numberDecimal), width: 18 },
      branch,
    ];
  return [
    { header: 'Type', value: (row) => row.type, width: 12 },
    { header: 'Debitur Name', value: (row) => dash(row.fullName ?? row.companyName), width: 30 },
    { ...email, width: 30 },
    {
      header: 'Phone Number',
      value: (row) => dash(row.phoneNumber ?? row.telephoneNumber),
      width: 18,
    },
    branch,
  ];
};

/** The columns (after 'No') of the audit trail's export. */
export const auditTrailColumns: ExportColumn<DebiturAuditEntry>[] = [
  { header: 'Debitur Name', value: (row) => row.debiturName, width: 30 },
  { header: 'Description', value: (row) => row.description, width: 40 },
  { header: 'Changed By', value: (row) => row.actor?.name ?? '-', width: 24 },
  {
    header: 'Date (UTC)',
    value: (row) => row.created.slice(0, 16).replace('T', ' '),
    width: 18,
  },
];
