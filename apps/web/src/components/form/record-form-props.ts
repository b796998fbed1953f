/** What a record's form page gives its form: the save, its state and Cancel. */
export interface RecordFormProps<Values> {
  /** The server's refusal, shown above the fields. */
  failure?: string | null;
  saving: boolean;
  onSubmit: (values: Values) => void;
  onCancel: () => void;
}
