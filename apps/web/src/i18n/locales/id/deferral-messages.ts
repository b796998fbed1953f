import type { Catalogue } from '../en';

/** The deferred documents' (TBO) server messages in Indonesian, by their code. */
export const deferralMessages: Catalogue['messages']['deferrals'] = {
  promisedDateRequired: 'Tanggal Janji harus diisi',
  promisedDateRange: 'Tanggal Janji harus antara {{from}} dan {{to}}',
  promisedDateFrom: 'Tanggal Janji paling cepat {{from}}',
  reasonRequired: 'Alasan harus diisi',
  actionRequired: "Tindakan harus 'Granted' atau 'Refused'",
  refuseReasonRequired: 'Alasan harus diisi untuk menolak penundaan',
  notCreator:
    'Hanya pembuat pengajuan kredit yang dapat menunda atau membatalkan penundaan dokumennya.',
  requestWrongStatus:
    'Dokumen hanya dapat ditunda selama pengajuan kredit berstatus Credit Approved; pengajuan ini berstatus {{status}}.',
  notMandatory: 'Hanya dokumen wajib pengajuan kredit ini yang dapat ditunda.',
  hasFile: 'Dokumen ini sudah memiliki file, sehingga tidak dapat ditunda.',
  alreadyOpen: 'Dokumen ini sudah memiliki penundaan yang masih berjalan ({{status}}).',
  noOpenDeferral: 'Dokumen ini tidak memiliki penundaan yang masih berjalan.',
  withdrawAfterSubmit:
    'Penundaan tidak dapat dibatalkan setelah pengajuan kredit dikirim; pengajuan ini berstatus {{status}}.',
  decideCreator:
    'Pembuat pengajuan kredit tidak dapat menyetujui atau menolak penundaan dokumennya.',
  decideWrongStatus:
    'Hanya penundaan yang berstatus diajukan yang dapat disetujui atau ditolak; penundaan ini berstatus {{status}}.',
};
