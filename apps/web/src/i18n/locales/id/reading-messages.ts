import type { Catalogue } from '../en';

/** What reading a document's file found, in Indonesian, by its code. */
export const readingMessages: Catalogue['messages']['documentReadings'] = {
  pending: 'Sedang dibaca…',
  unreadable: 'Tidak dapat dibaca',
  readFromFile: 'Dibaca dari berkas: {{number}}',
  nikDiffers: 'Berkas terbaca NIK {{read}}, NIK debitur {{debitur}}.',
  npwpDiffers: 'Berkas terbaca NPWP {{read}}, NPWP debitur {{debitur}}.',
  nibDiffers: 'Berkas terbaca NIB {{read}}, NIB debitur {{debitur}}.',
};
