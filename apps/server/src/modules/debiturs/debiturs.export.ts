import type { Debitur, DebiturAuditEntry } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { describeDebiturAudit } from '@creditdesk/domain/debiturs/debitur-audit.labels';
import {
  DEBITUR_TYPE_LABELS,
  MARITAL_STATUS_LABELS,
} from '@creditdesk/domain/debiturs/debiturs.labels';
import { dashedColumn, labelColumn, type ExportColumn } from '../../kit/table-export';

/** The columns (after 'No') of the list tab the export comes from: Personal, Enterprise or both. */
export const exportColumns = (type: Debitur['type'] | undefined): ExportColumn<Debitur>[] => {
  const branch: ExportColumn<Debitur> = {
    header: { en: 'Branch', id: 'Cabang' },
    value: (row) => row.relatedBranch.branchName,
    width: 24,
  };
  const email = dashedColumn<Debitur>('Email', 30, (row) => row.email);
  if (type === 'Personal')
    return [
      dashedColumn({ en: 'Debitur Name', id: 'Nama Debitur' }, 30, (row) => row.fullName),
      dashedColumn({ en: 'ID Number', id: 'Nomor KTP' }, 20, (row) => row.idNumber),
      dashedColumn({ en: 'Phone Number', id: 'Nomor Telepon' }, 18, (row) => row.phoneNumber),
      email,
      labelColumn(
        { en: 'Marital Status', id: 'Status Perkawinan' },
        16,
        MARITAL_STATUS_LABELS,
        (row) => row.maritalStatus,
      ),
      branch,
    ];
  if (type === 'Enterprise')
    return [
      dashedColumn({ en: 'Company Name', id: 'Nama Perusahaan' }, 30, (row) => row.companyName),
      dashedColumn({ en: 'Organizer Name', id: 'Nama Pengurus' }, 24, (row) => row.organizerName),
      dashedColumn(
        { en: 'Telephone Number', id: 'Nomor Telepon Kantor' },
        18,
        (row) => row.telephoneNumber,
      ),
      email,
      dashedColumn({ en: 'Budget', id: 'Anggaran' }, 18, (row) => row.budget?.$numberDecimal),
      branch,
    ];
  return [
    labelColumn({ en: 'Type', id: 'Tipe' }, 12, DEBITUR_TYPE_LABELS, (row) => row.type),
    dashedColumn(
      { en: 'Debitur Name', id: 'Nama Debitur' },
      30,
      (row) => row.fullName ?? row.companyName,
    ),
    email,
    dashedColumn(
      { en: 'Phone Number', id: 'Nomor Telepon' },
      18,
      (row) => row.phoneNumber ?? row.telephoneNumber,
    ),
    branch,
  ];
};

/** The columns (after 'No') of the audit trail's export. */
export const auditTrailColumns: ExportColumn<DebiturAuditEntry>[] = [
  {
    header: { en: 'Debitur Name', id: 'Nama Debitur' },
    value: (row) => row.debiturName,
    width: 30,
  },
  {
    header: { en: 'Description', id: 'Deskripsi' },
    value: (row, _index, language) => describeDebiturAudit(language, row),
    width: 40,
  },
  dashedColumn({ en: 'Changed By', id: 'Diubah Oleh' }, 24, (row) => row.actor?.name),
  {
    header: { en: 'Date (UTC)', id: 'Tanggal (UTC)' },
    value: (row) => row.created.slice(0, 16).replace('T', ' '),
    width: 18,
  },
];
