import type { DocumentCategoryNode } from '@creditdesk/domain/documents/document-answers.schemas';
import { Box, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompletionDot } from './completion-dot';

const SIDEBAR_WIDTH = 300;

/** A red star beside a type Submit needs; its name says so for a screen reader. */
export const MandatoryStar = () => {
  const { t } = useTranslation();
  return (
    <Text
      component="span"
      c="red.7"
      fw={700}
      role="img"
      aria-label={t('documents.mandatory')}
      ml={4}
    >
      *
    </Text>
  );
};

const matches = (text: string, search: string) =>
  text.toLocaleLowerCase().includes(search.toLocaleLowerCase());

/** Categories whose title matches, with all their types; otherwise those with a matching type. */
const filterCategories = (categories: DocumentCategoryNode[], search: string) => {
  const term = search.trim();
  if (!term) return categories;
  return categories.flatMap((category) => {
    if (matches(category.title, term)) return [category];
    const children = category.children.filter((child) => matches(child.title, term));
    return children.length ? [{ ...category, children }] : [];
  });
};

export interface DocumentCategoryNavProps {
  categories: DocumentCategoryNode[];
  categoryId: string | null;
  typeId: string | null;
  /** A category (typeId null) or one of its types was chosen. */
  onChoose: (categoryId: string, typeId: string | null) => void;
}

/** The credit file's categories with their types and completion dots, searchable by title. */
export function DocumentCategoryNav({
  categories,
  categoryId,
  typeId,
  onChoose,
}: DocumentCategoryNavProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  return (
    <Stack gap="sm" w={{ base: '100%', sm: SIDEBAR_WIDTH }} style={{ flexShrink: 0 }}>
      <TextInput
        aria-label={t('documents.searchCategoriesLabel')}
        placeholder={t('documents.searchCategory')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <ScrollArea.Autosize mah={520} type="auto" offsetScrollbars>
        <Box component="nav" aria-label={t('documents.categoriesLabel')}>
          {filterCategories(categories, search).map((node) => (
            <NavLink
              key={node._id}
              // A button, so the keyboard reaches it: there is no address to link to.
              component="button"
              label={node.title}
              leftSection={
                <CompletionDot filled={node.filled} statusDocument={node.statusDocument} />
              }
              rightSection={
                node.children.length ? (
                  node._id === categoryId ? (
                    <IconChevronDown size={14} />
                  ) : (
                    <IconChevronRight size={14} />
                  )
                ) : undefined
              }
              opened={node._id === categoryId || !!search.trim()}
              active={node._id === categoryId && !typeId}
              onClick={() => onChoose(node._id, null)}
              childrenOffset={20}
              disableRightSectionRotation
            >
              {node.children.length
                ? node.children.map((child) => (
                    <NavLink
                      key={child._id}
                      component="button"
                      label={
                        <>
                          {child.title}
                          {child.mandatory && <MandatoryStar />}
                        </>
                      }
                      leftSection={
                        <CompletionDot
                          filled={child.filled}
                          statusDocument={child.statusDocument}
                        />
                      }
                      active={child._id === typeId}
                      onClick={() => onChoose(node._id, child._id)}
                    />
                  ))
                : undefined}
            </NavLink>
          ))}
        </Box>
      </ScrollArea.Autosize>
    </Stack>
  );
}
