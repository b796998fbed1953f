import { Card, Stack } from '@mantine/core';
import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import { FormActions } from '../ui/form-actions';
import { FormErrorAlert } from '../ui/form-error-alert';

export interface RecordFormCardProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server's refusal, shown above the fields. */
  failure?: string | null;
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
  /** A form taller than a screen is sent from its foot: its refusal is brought into view. */
  scrollToFailure?: boolean;
  gap?: 'md' | 'lg';
  children: ReactNode;
}

/** A record's form in its card: the refusal, the fields, then Cancel and the submit button. */
export function RecordFormCard({
  onSubmit,
  failure,
  saving,
  submitLabel,
  onCancel,
  scrollToFailure = false,
  gap = 'md',
  children,
}: RecordFormCardProps) {
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure && scrollToFailure)
      failureRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [failure, scrollToFailure]);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Card withBorder padding="lg" radius="md">
        <Stack gap={gap}>
          {failure && (
            <div ref={failureRef}>
              <FormErrorAlert message={failure} />
            </div>
          )}
          {children}
          <FormActions submitLabel={submitLabel} onCancel={onCancel} saving={saving} />
        </Stack>
      </Card>
    </form>
  );
}
