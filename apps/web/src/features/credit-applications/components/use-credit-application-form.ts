import {
  editRestartsSigning,
  saveAsDraftRefusal,
} from '@creditdesk/domain/credit-applications/credit-application-rules';
import {
  creditApplicationBodySchema,
  type CreditApplication,
  type JoinType,
} from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  CREDIT_APPLICATION_SAVE_FAILED,
  useCreateCreditApplication,
  type CreditApplicationInput,
  type NewDebiturFiles,
} from '../api/create-credit-application';
import { useUpdateCreditApplication } from '../api/update-credit-application';
import { translateError } from '../../../i18n/use-message';

/** The wizard's fields as the form holds them: blanks are '' or null until chosen. */
export interface CreditApplicationFormValues {
  type: DebiturType | '';
  joinType: JoinType | '';
  debitur: string | null;
  creditType: string | null;
  plafond: string | null;
  facilities: string[];
  tenorStartDate: string | null;
  tenorEndDate: string | null;
  creditDesc: string;
}

type FieldName = keyof CreditApplicationFormValues;
export const STEP_FIELDS: FieldName[][] = [
  ['type', 'joinType', 'debitur'],
  ['creditType', 'plafond', 'facilities', 'tenorStartDate', 'tenorEndDate', 'creditDesc'],
];

/**
 * The server's body schema decides every message. Without a status it reads as a submit (Open),
 * so each field's rule applies; a Draft is checked on step 1's fields only, which a Draft needs.
 * The form's '' and null for what is not chosen yet are read by the schema as missing.
 */
const wizardSchema = z.preprocess(
  (values: CreditApplicationFormValues) => values,
  creditApplicationBodySchema,
);

export const emptyValues = (type: DebiturType | ''): CreditApplicationFormValues => ({
  type,
  joinType: '',
  debitur: null,
  creditType: null,
  plafond: null,
  facilities: [],
  tenorStartDate: null,
  tenorEndDate: null,
  creditDesc: '',
});

const dateOnly = (value: string | null) => (value ? value.slice(0, 10) : null);

/** An application as the form holds it; a Draft with a debitur reopens as Existing Debitur. */
const toFormValues = (application: CreditApplication): CreditApplicationFormValues => ({
  type: application.type,
  joinType: application.debitur ? 'Existing Debitur' : application.joinType,
  debitur: application.debitur?._id ?? null,
  creditType: application.creditType?._id ?? null,
  plafond: application.plafond?.$numberDecimal ?? null,
  facilities: application.facilities.map((facility) => facility._id),
  tenorStartDate: dateOnly(application.tenorStartDate),
  tenorEndDate: dateOnly(application.tenorEndDate),
  creditDesc: application.creditDesc ?? '',
});

/** Blank fields are left out, so a Draft may be saved half filled. */
const toBody = (
  values: CreditApplicationFormValues,
  status: CreditApplicationInput['status'],
  newDebitur: Record<string, unknown> | undefined,
): CreditApplicationInput => ({
  type: values.type as DebiturType,
  joinType: values.joinType as JoinType,
  debitur: values.joinType === 'Existing Debitur' ? (values.debitur ?? undefined) : undefined,
  newDebitur: values.joinType === 'New Debitur' ? newDebitur : undefined,
  creditType: values.creditType ?? undefined,
  plafond: values.plafond ?? undefined,
  facilities: values.facilities,
  tenorStartDate: values.tenorStartDate ?? undefined,
  tenorEndDate: values.tenorEndDate ?? undefined,
  creditDesc: values.creditDesc.trim() || undefined,
  status,
});

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? translateError(error) : CREDIT_APPLICATION_SAVE_FAILED;

/**
 * The debitur fields and documents of a New Debitur, supplied by the page (they belong to the
 * debiturs module) and shown on step 1 under the join type.
 */
export interface NewDebiturPart {
  render: (type: DebiturType) => ReactNode;
  /** Starts the fields over for a type and drops the staged documents. */
  reset: (type: DebiturType) => void;
  /** Shows the fields' messages; true when they are valid. */
  validate: () => Promise<boolean>;
  /** The debitur's data as the API takes it, or null while invalid. */
  collect: () => Promise<Record<string, unknown> | null>;
  /** The staged documents by category, sent with the application. */
  files: () => NewDebiturFiles;
}

interface Options {
  application?: CreditApplication;
  newDebitur: NewDebiturPart;
  onSaved: (id: string) => void;
}

/** The wizard's state: the form, its steps, Save as Draft and the confirmed submit. */
export function useCreditApplicationForm({ application, newDebitur, onSaved }: Options) {
  const form = useForm({
    defaultValues: application ? toFormValues(application) : emptyValues(''),
    mode: 'onTouched',
    resolver: zodResolver(wizardSchema),
  });
  const [active, setActive] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateCreditApplication();
  const update = useUpdateCreditApplication();

  const stepValid = async (step: number) => {
    const valid = await form.trigger(STEP_FIELDS[step]);
    const debiturValid =
      step > 0 || form.getValues('joinType') !== 'New Debitur' || (await newDebitur.validate());
    return valid && debiturValid;
  };

  const save = async (status: 'Draft' | 'Open') => {
    const values = form.getValues();
    setFailure(null);
    try {
      const debiturData =
        values.joinType === 'New Debitur' ? ((await newDebitur.collect()) ?? undefined) : undefined;
      const data = toBody(values, status, debiturData);
      // The documents belong to the new debitur, so they travel only with its data.
      const files = debiturData ? newDebitur.files() : {};
      const saved = application
        ? await update.mutateAsync({
            id: application._id,
            data: { ...data, version: application.version },
            files,
          })
        : await create.mutateAsync({ data, files });
      onSaved(saved._id);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setConfirming(false);
    }
  };

  return {
    form,
    active,
    failure,
    confirming,
    saving: create.isPending || update.isPending,
    canDraft: saveAsDraftRefusal(application?.status) === undefined,
    restartsSigning: !!application && editRestartsSigning(application.status),
    back: () => setActive(active - 1),
    goTo: (step: number) => step < active && setActive(step),
    next: async () => {
      if (await stepValid(active)) setActive(active + 1);
    },
    chooseType: (type: DebiturType) => {
      form.reset(emptyValues(type));
      newDebitur.reset(type);
    },
    saveDraft: async () => {
      if (await stepValid(0)) await save('Draft');
    },
    /**
     * Every step's fields are checked at once, so each message shows before anything is asked;
     * the first step with a problem comes into view.
     */
    askSubmit: async () => {
      const results = await Promise.all(STEP_FIELDS.map((_, step) => stepValid(step)));
      const firstInvalid = results.indexOf(false);
      if (firstInvalid < 0) setConfirming(true);
      else setActive(firstInvalid);
    },
    cancelSubmit: () => setConfirming(false),
    confirmSubmit: () => void save('Open'),
  };
}

export type CreditApplicationFormState = ReturnType<typeof useCreditApplicationForm>;
