import {
  CREDIT_APPLICATION_MESSAGES,
  JOIN_TYPES,
  type CreditApplication,
  type JoinType,
} from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { editRestartsSigning } from '@creditdesk/domain/credit-applications/credit-application-rules';
import { DEBITUR_TYPES, type DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { isDateOnly } from '@creditdesk/domain/shared/dates';
import { TEXTAREA_MAX } from '@creditdesk/domain/shared/limits';
import {
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { DateOnlyInput } from '../../../components/ui/date-input';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { MoneyInput } from '../../../components/ui/money-input';
import { TextareaField } from '../../../components/ui/text-field';
import {
  CREDIT_APPLICATION_SAVE_FAILED,
  useCreateCreditApplication,
  type CreditApplicationInput,
  type NewDebiturFiles,
} from '../api/create-credit-application';
import { useCreditTypeOptions, useFacilityOptions } from '../api/get-credit-application-options';
import { MORE_DEBITURS_HINT, useDebiturChoices } from '../api/get-debitur-options';
import { useUpdateCreditApplication } from '../api/update-credit-application';

const M = CREDIT_APPLICATION_MESSAGES;
const OPTIONS_FAILED = 'Failed to load data';
const LAST_STEP = 1;
export const SUBMIT_QUESTION = 'Are you sure want to submit this form?';
export const SUBMIT_WARNING = "You can't change this form after submit. Please check carefully";
/** Ours: editing an application whose signing has begun sends it back to Open. */
export const SIGNING_RESTARTS =
  'Submitting this application returns it to Open: the signing steps start over.';

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
const STEP_FIELDS: FieldName[][] = [
  ['type', 'joinType', 'debitur'],
  ['creditType', 'plafond', 'facilities', 'tenorStartDate', 'tenorEndDate', 'creditDesc'],
];

const emptyValues = (type: DebiturType | ''): CreditApplicationFormValues => ({
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
  error instanceof Error && error.message ? error.message : CREDIT_APPLICATION_SAVE_FAILED;

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

export interface CreditApplicationWizardProps {
  /** The application being edited; absent when adding. */
  application?: CreditApplication;
  newDebitur: NewDebiturPart;
  onSaved: (id: string) => void;
  onCancel: () => void;
}

/** The two-step credit application form, for an existing or a new debitur. */
export function CreditApplicationWizard({
  application,
  newDebitur,
  onSaved,
  onCancel,
}: CreditApplicationWizardProps) {
  const form = useForm<CreditApplicationFormValues>({
    defaultValues: application ? toFormValues(application) : emptyValues(''),
    mode: 'onTouched',
  });
  const { control } = form;
  const [active, setActive] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateCreditApplication();
  const update = useUpdateCreditApplication();
  const saving = create.isPending || update.isPending;
  const [type, joinType, debiturId, tenorStartDate] = useWatch({
    control,
    name: ['type', 'joinType', 'debitur', 'tenorStartDate'],
  });
  const debiturs = useDebiturChoices({
    type: type || undefined,
    chosen: debiturId ? [debiturId] : [],
    enabled: joinType === 'Existing Debitur' && !!type,
  });
  const creditTypes = useCreditTypeOptions();
  const facilities = useFacilityOptions();
  const chosenDebitur = debiturs.rowOf(debiturId);
  const canDraft = !application || application.status === 'Draft';
  const restartsSigning = !!application && editRestartsSigning(application.status);

  const stepValid = async (step: number) => {
    const valid = await form.trigger(STEP_FIELDS[step]);
    const debiturValid =
      step > 0 || form.getValues('joinType') !== 'New Debitur' || (await newDebitur.validate());
    return valid && debiturValid;
  };

  const goNext = async () => {
    if (await stepValid(active)) setActive(active + 1);
  };

  const chooseType = (next: DebiturType) => {
    form.reset(emptyValues(next));
    newDebitur.reset(next);
  };

  const save = async (values: CreditApplicationFormValues, status: 'Draft' | 'Open') => {
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

  const saveDraft = async () => {
    if (await stepValid(0)) await save(form.getValues(), 'Draft');
  };

  /**
   * Every step's fields are checked at once, so each message shows before anything is asked;
   * the first step with a problem comes into view.
   */
  const askSubmit = async () => {
    const results = await Promise.all(STEP_FIELDS.map((_, step) => stepValid(step)));
    const firstInvalid = results.indexOf(false);
    if (firstInvalid < 0) setConfirming(true);
    else setActive(firstInvalid);
  };

  const confirmSubmit = () => void save(form.getValues(), 'Open');

  return (
    <>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="lg">
          <FormErrorAlert message={failure} />
          {restartsSigning && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
              {SIGNING_RESTARTS}
            </Alert>
          )}
          <Stepper
            active={active}
            onStepClick={(step) => step < active && setActive(step)}
            allowNextStepsSelect={false}
            size="sm"
          >
            <Stepper.Step label="Debitur Type" description="Borrower of the credit">
              <Stack gap="md">
                <Controller
                  control={control}
                  name="type"
                  rules={{ required: M.typeRequired }}
                  render={({ field, fieldState }) => (
                    <Radio.Group
                      label="Type"
                      withAsterisk
                      value={field.value || null}
                      onChange={(next) => chooseType(next as DebiturType)}
                      error={fieldState.error?.message}
                    >
                      <Group mt="xs">
                        {DEBITUR_TYPES.map((option) => (
                          <Radio key={option} value={option} label={option} />
                        ))}
                      </Group>
                    </Radio.Group>
                  )}
                />
                <Controller
                  control={control}
                  name="joinType"
                  rules={{ required: M.joinTypeRequired }}
                  render={({ field, fieldState }) => (
                    <Radio.Group
                      label="Join Type"
                      withAsterisk
                      value={field.value || null}
                      onChange={(next) => {
                        field.onChange(next);
                        form.setValue('debitur', null);
                      }}
                      error={fieldState.error?.message}
                    >
                      <Group mt="xs">
                        {JOIN_TYPES.map((option) => (
                          <Radio key={option} value={option} label={option} />
                        ))}
                      </Group>
                    </Radio.Group>
                  )}
                />
                {joinType === 'New Debitur' && type && newDebitur.render(type)}
                {joinType === 'Existing Debitur' && (
                  <>
                    <Controller
                      control={control}
                      name="debitur"
                      rules={{ required: M.debiturRequired }}
                      render={({ field, fieldState }) => (
                        <Select
                          label="Debitur"
                          withAsterisk
                          searchable
                          placeholder={type ? 'Choose a debitur' : 'Choose the type first'}
                          disabled={!type}
                          description={debiturs.hasMore ? MORE_DEBITURS_HINT : undefined}
                          data={debiturs.data}
                          searchValue={debiturs.searchValue}
                          onSearchChange={debiturs.onSearchChange}
                          loading={debiturs.isFetching}
                          nothingFoundMessage={
                            debiturs.isFetching ? 'Loading data...' : 'No data available'
                          }
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          error={
                            fieldState.error?.message ??
                            (debiturs.isError ? OPTIONS_FAILED : undefined)
                          }
                        />
                      )}
                    />
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      <TextInput
                        label="Group"
                        readOnly
                        value={chosenDebitur?.relatedGroup.groupName ?? ''}
                      />
                      <TextInput
                        label="Branch"
                        readOnly
                        value={chosenDebitur?.relatedBranch.branchName ?? ''}
                      />
                    </SimpleGrid>
                  </>
                )}
              </Stack>
            </Stepper.Step>
            <Stepper.Step label="General Information" description="Credit details">
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Controller
                    control={control}
                    name="creditType"
                    rules={{ required: M.creditTypeRequired }}
                    render={({ field, fieldState }) => (
                      <Select
                        label="Credit Type"
                        withAsterisk
                        searchable
                        data={creditTypes.data ?? []}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={
                          fieldState.error?.message ??
                          (creditTypes.isError ? OPTIONS_FAILED : undefined)
                        }
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="plafond"
                    rules={{
                      required: M.plafondRequired,
                      validate: (value) => Number(value) > 0 || M.plafondPositive,
                    }}
                    render={({ field, fieldState }) => (
                      <MoneyInput
                        label="Plafond"
                        withAsterisk
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                </SimpleGrid>
                <Controller
                  control={control}
                  name="facilities"
                  rules={{ validate: (value) => value.length > 0 || M.facilitiesRequired }}
                  render={({ field, fieldState }) => (
                    <MultiSelect
                      label="Facilities"
                      withAsterisk
                      searchable
                      data={facilities.data ?? []}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={
                        fieldState.error?.message ??
                        (facilities.isError ? OPTIONS_FAILED : undefined)
                      }
                    />
                  )}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Controller
                    control={control}
                    name="tenorStartDate"
                    rules={{
                      required: M.tenorStartRequired,
                      // The server's answer to text that is no date (a typed 2026-02-30).
                      validate: (value) => !value || isDateOnly(value) || M.tenorStartRequired,
                    }}
                    render={({ field, fieldState }) => (
                      <DateOnlyInput
                        label="Tenor Start Date"
                        withAsterisk
                        value={field.value}
                        onChange={(next) => {
                          field.onChange(next);
                          form.setValue('tenorEndDate', null);
                        }}
                        onBlur={field.onBlur}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="tenorEndDate"
                    rules={{
                      required: M.tenorEndRequired,
                      validate: (value, values) => {
                        if (!value) return true;
                        if (!isDateOnly(value)) return M.tenorEndRequired;
                        return (
                          !values.tenorStartDate ||
                          value >= values.tenorStartDate ||
                          M.tenorEndBeforeStart
                        );
                      },
                    }}
                    render={({ field, fieldState }) => (
                      <DateOnlyInput
                        label="Tenor End Date"
                        withAsterisk
                        disabled={!tenorStartDate}
                        minDate={tenorStartDate ?? undefined}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                </SimpleGrid>
                <Controller
                  control={control}
                  name="creditDesc"
                  rules={{ validate: (value) => !!value.trim() || M.creditDescRequired }}
                  render={({ field, fieldState }) => (
                    <TextareaField
                      label="Credit Description"
                      withAsterisk
                      maxLength={TEXTAREA_MAX}
                      {...field}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </Stack>
            </Stepper.Step>
          </Stepper>
          <Group justify="space-between">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Group gap="sm">
              {active > 0 && (
                <Button variant="default" onClick={() => setActive(active - 1)} disabled={saving}>
                  Back
                </Button>
              )}
              {active === LAST_STEP && canDraft && (
                <Button variant="light" onClick={() => void saveDraft()} loading={saving}>
                  Save as Draft
                </Button>
              )}
              {active < LAST_STEP ? (
                <Button onClick={() => void goNext()}>Next</Button>
              ) : (
                <Button onClick={() => void askSubmit()} disabled={saving}>
                  Submit
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </Card>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirmSubmit}
        title="Submit"
        message={SUBMIT_QUESTION}
        description={restartsSigning ? `${SUBMIT_WARNING}. ${SIGNING_RESTARTS}` : SUBMIT_WARNING}
        confirmLabel="Submit"
        loading={saving}
      />
    </>
  );
}
