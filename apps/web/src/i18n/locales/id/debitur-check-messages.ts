import type { Catalogue } from '../en';

/** The checks of the credit file against its debitur, in Indonesian, by their code. */
export const debiturCheckMessages: Catalogue['messages']['debiturChecks'] = {
  nik: 'NIK {{documentValue}} berbeda dari NIK debitur {{debiturValue}}.',
  name: 'Nama {{documentValue}} berbeda dari nama debitur {{debiturValue}}.',
  npwp: 'NPWP {{documentValue}} berbeda dari NPWP debitur {{debiturValue}}.',
  nib: 'NIB {{documentValue}} berbeda dari NIB debitur {{debiturValue}}.',
  reasonRequired: 'Berikan alasan untuk mengirim dengan ketidaksesuaian data.',
  submittedWithMismatches: 'Dikirim dengan ketidaksesuaian data ({{count}})',
};
