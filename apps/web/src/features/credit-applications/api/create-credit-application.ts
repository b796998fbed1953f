import type {
  CreditApplication,
  CreditApplicationBody,
} from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { api } from '../../../lib/api-client';
import { useCreditApplicationMutation } from './use-credit-application-mutation';

/** The wizard's body as sent. */
export type CreditApplicationInput = Omit<CreditApplicationBody, 'version'>;

/** A new debitur's documents by category ('ktp', 'npwp', ..., 'debiturPhoto'). */
export type NewDebiturFiles = Record<string, File>;

/** Spec: Credit Application, Form (the fallback when the server gives no message). */
export const CREDIT_APPLICATION_SAVE_FAILED = 'Failed to create creditapp.';

/**
 * The wizard's body as JSON, or as multipart when a new debitur brings documents: the fields as
 * text (lists and the new debitur as JSON) and the files keyed by category.
 */
export const wizardPayload = (
  data: CreditApplicationInput & { version?: number },
  files: NewDebiturFiles,
) => {
  if (Object.keys(files).length === 0) return data;
  const form = new FormData();
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined) continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [category, file] of Object.entries(files)) form.append(category, file, file.name);
  return form;
};

export const createCreditApplication = ({
  data,
  files = {},
}: {
  data: CreditApplicationInput;
  files?: NewDebiturFiles;
}) =>
  api.post<CreditApplication>('/credit-application', wizardPayload(data, files), {
    fallbackMessage: CREDIT_APPLICATION_SAVE_FAILED,
  });

export const useCreateCreditApplication = () =>
  useCreditApplicationMutation(createCreditApplication, ({ data }) => ({
    debiturs: data.joinType === 'New Debitur',
  }));
