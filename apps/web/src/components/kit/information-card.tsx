import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailField } from '../ui/detail-field';
import { SectionCard } from '../ui/section-card';

export interface InformationField {
  label: string;
  value: string | number | null | undefined;
}

/** A detail page's card of labelled values ('Facility Information'), up to four a row. */
export function InformationCard({ title, fields }: { title: string; fields: InformationField[] }) {
  return (
    <SectionCard title={title}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(fields.length, 4) }} spacing="lg">
        {fields.map((field) => (
          <DetailField key={field.label} label={field.label} value={field.value} />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

/**
 * An `InformationCard` labelled from a module's catalogue: titled `<catalogue>.information`, each
 * value under its key's text `<catalogue>.<key>`, in the order given.
 */
export function CatalogueInformationCard({
  catalogue,
  values,
}: {
  catalogue: string;
  values: Record<string, InformationField['value']>;
}) {
  const { t } = useTranslation();
  return (
    <InformationCard
      title={t(`${catalogue}.information`)}
      fields={Object.entries(values).map(([key, value]) => ({
        label: t(`${catalogue}.${key}`),
        value,
      }))}
    />
  );
}
