import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ModuleCatalogue } from '../../../components/kit/module-list-page';
import { useTexts } from '../../../i18n/use-message';
import { useRouteRecord } from '../../layout/loaded-record';
import { useSaveAndReturn, type SaveAndReturnOptions } from '../use-save-and-return';
import { useFormReturnHref } from './use-form-return-href';

/** What a module's add and edit pages share: their texts, addresses and refusal. */
interface FormModule {
  catalogue: ModuleCatalogue;
  pages: Parameters<typeof useFormReturnHref>[0];
  messages: { createFailed: string };
}

export interface FormOptions {
  /** Where Cancel and a saved form go, when not where `useFormReturnHref` says. */
  back?: string;
  /** The tab of the detail page the form returns to, when it was opened from there. */
  detailTab?: string;
  onSaved?: SaveAndReturnOptions<unknown>['onSaved'];
}

/** The catalogue keys of each page's title, subtitle and saved notice. */
const FORM_TEXTS = {
  add: { title: 'add', subtitle: 'addSubtitle', saved: 'created' },
  edit: { title: 'editTitle', subtitle: 'editSubtitle', saved: 'updated' },
} as const;

/** A form page's save, its form's props and its header, from the module's texts. */
function useModuleSave<Saved, Variables>(
  { catalogue, pages, messages }: FormModule,
  mutation: UseMutationResult<Saved, Error, Variables>,
  mode: 'add' | 'edit',
  { back, detailTab, onSaved }: FormOptions,
  id?: string,
) {
  const { t, message } = useTexts();
  const returnHref = useFormReturnHref(pages, id, detailTab);
  const destination = back ?? returnHref;
  const texts = FORM_TEXTS[mode];
  const saving = useSaveAndReturn(mutation, {
    back: destination,
    savedNotice: t(`${catalogue}.${texts.saved}`),
    failedMessage: message(messages.createFailed),
    onSaved,
  });
  return {
    save: saving.save,
    // Every module's form says Save, on the add page as on the edit page.
    formProps: { ...saving.formProps, submitLabel: t('kit.save') },
    back: destination,
    header: {
      title: t(`${catalogue}.${texts.title}`),
      subtitle: t(`${catalogue}.${texts.subtitle}`),
    },
  };
}

/** A module's add page: save the new record, the notice, and back where the form was opened. */
export const useAddForm = <Saved, Body>(
  module: FormModule & { calls: { useCreate: () => UseMutationResult<Saved, Error, Body> } },
  options: FormOptions = {},
) => useModuleSave(module, module.calls.useCreate(), 'add', options);

/** A module's edit page: the record at `:id`, then the same for its update. */
export function useEditForm<Record, Saved, Body>(
  module: FormModule & {
    calls: {
      useDetail: (id: string) => UseQueryResult<Record, Error>;
      useUpdate: () => UseMutationResult<Saved, Error, { id: string; body: Body }>;
    };
  },
  options: FormOptions = {},
) {
  const { id, query: record } = useRouteRecord(module.calls.useDetail);
  return { id, record, ...useModuleSave(module, module.calls.useUpdate(), 'edit', options, id) };
}
