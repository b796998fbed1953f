import type { Labels } from '../preferences/languages';
import type { DebiturType, MARITAL_STATUSES } from './debiturs.schemas';

/** The debitur types as the list, the forms and the debitur export name them. */
export const DEBITUR_TYPE_LABELS: Labels<DebiturType> = {
  en: { Personal: 'Personal', Enterprise: 'Enterprise' },
  id: { Personal: 'Perorangan', Enterprise: 'Badan Usaha' },
};

export const MARITAL_STATUS_LABELS: Labels<(typeof MARITAL_STATUSES)[number]> = {
  en: { Single: 'Single', Married: 'Married', Divorced: 'Divorced', Widowed: 'Widowed' },
  id: {
    Single: 'Belum Menikah',
    Married: 'Menikah',
    Divorced: 'Cerai Hidup',
    Widowed: 'Cerai Mati',
  },
};
