import type { Debitur, DebiturAuditEntry } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { dashedColumn, type ExportColumn } from '../../kit/table-export';

/** The columns (after 'No') of the list tab the export comes from: Personal, Enterprise or both. */
export const exportColumns = (type: Debitur['type'] | undefined): ExportColumn<Debitur>[] => {
  const branch: ExportColumn<Debitur> = {
    header: 'Branch',
    value: (row) => row.relatedBranch.branchName,
    width: 24,
  };
  const email = dashedColumn<Debitur>('Email', 30, (row) => row.email);
  if (type === 'Personal')
    return [
      dashedColumn('Debitur Name', 30, (row) => row.fullName),
      dashedColumn('ID Number', 20, (row) => row.idNumber),
      dashedColumn('Phone Number', 18, (row) => row.phoneNumber),
      email,
      dashedColumn('Marital Status', 16, (row) => row.maritalStatus),
      branch,
    ];
  if (type === 'Enterprise')
    return [
      dashedColumn('Company Name', 30, (row) => row.companyName),
      dashedColumn('Organizer Name', 24, (row) => row.organizerName),
      dashedColumn('Telephone Number', 18, (row) => row.telephoneNumber),
      email,
      dashedColumn('Budget', 18, (row) => row.budget?.$numberDecimal),
      branch,
    ];
  return [
    { header: 'Type', value: (row) => row.type, width: 12 },
    dashedColumn('Debitur Name', 30, (row) => row.fullName ?? row.companyName),
    email,
    dashedColumn('Phone Number', 18, (row) => row.phoneNumber ?? row.telephoneNumber),
    branch,
  ];
};

/** The columns (after 'No') of the audit trail's export. */
export const auditTrailColumns: ExportColumn<DebiturAuditEntry>[] = [
  { header: 'Debitur Name', value: (row) => row.debiturName, width: 30 },
  { header: 'Description', value: (row) => row.description, width: 40 },
  dashedColumn('Changed By', 24, (row) => row.actor?.name),
  {
    header: 'Date (UTC)',
    value: (row) => row.created.slice(0, 16).replace('T', ' '),
    width: 18,
  },
];
