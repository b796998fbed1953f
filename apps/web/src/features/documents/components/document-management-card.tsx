import { OTHER_DOCUMENTS_CATEGORY } from '@creditdesk/domain/documents/document-catalogue';
import type {
  DocumentCategoryNode,
  DocumentTypeNode,
  UploadedFile,
} from '@creditdesk/domain/documents/documents.schemas';
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Card,
  Collapse,
  Group,
  Loader,
  NavLink,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconChevronDown,
  IconChevronRight,
  IconDownload,
  IconPencil,
  IconPlus,
  IconSearch,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import {
  CANNOT_DELETE_MESSAGE,
  ConfirmModal,
  ErrorModal,
} from '../../../components/ui/confirm-modal';
import { EMPTY_TEXT, LOAD_ERROR_TEXT, LOADING_TEXT } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { useDeleteDocumentFile } from '../api/delete-document-file';
import { useDownloadDocumentFile } from '../api/download-document-file';
import { useDocumentStructure } from '../api/get-document-structure';
import { CompletionDot } from './completion-dot';
import { DocumentFormModal, type DocumentFormTarget } from './document-form-modal';

/** Spec: the text of the table before a category is chosen. */
export const CHOOSE_CATEGORY_TEXT = 'Pilih menu di sebelah kiri untuk menampilkan konten.';

const SIDEBAR_WIDTH = 300;

/** A red star beside a type Submit needs; its name says so for a screen reader. */
export const MandatoryStar = () => (
  <Text component="span" c="red.7" fw={700} role="img" aria-label="mandatory" ml={4}>
    *
  </Text>
);

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

/** Files of a replaced document: the earlier bytes, newest first, without the current ones. */
const earlierVersionsOf = (file: UploadedFile) =>
  file.versions.filter((version) => version._id !== file.versionId);

interface Row {
  type: DocumentTypeNode;
  file: UploadedFile | null;
  /** The first row of its type carries the type's name and its Upload action. */
  first: boolean;
}

const rowsOf = (types: DocumentTypeNode[]): Row[] =>
  types.flatMap((type): Row[] =>
    type.files.length
      ? type.files.map((file, index) => ({ type, file, first: index === 0 }))
      : [{ type, file: null, first: true }],
  );

const MetaList = ({ type, file }: { type: DocumentTypeNode; file: UploadedFile }) => {
  const filled = type.formMetaData.filter((field) => file.metadata[field.name]);
  if (!filled.length)
    return (
      <Text size="xs" c="dimmed">
        -
      </Text>
    );
  return (
    <Stack gap={2}>
      {filled.map((field) => (
        <Text key={field.name} size="xs" style={{ overflowWrap: 'anywhere' }}>
          <Text span size="xs" c="dimmed">
            {field.label}:
          </Text>{' '}
          {file.metadata[field.name]}
        </Text>
      ))}
    </Stack>
  );
};

export interface DocumentManagementCardProps {
  applicationId: string;
  /** The application's debitur: the owner of uploaded files, whose earlier files may be reused. */
  debiturId: string;
  /** Add, edit, delete and 'Add Other Document' (canManageDocuments); download is for everyone. */
  canManage: boolean;
  /** After a file was added, changed or removed: the page refreshes what depends on it. */
  onChanged?: () => void;
}

/**
 * Document Management System (spec section 2): categories on the left with their types and
 * completion dots, the chosen category's types and files on the right.
 */
export function DocumentManagementCard({
  applicationId,
  debiturId,
  canManage,
  onChanged,
}: DocumentManagementCardProps) {
  const structure = useDocumentStructure(applicationId);
  const download = useDownloadDocumentFile();
  const removeFile = useDeleteDocumentFile();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [formTarget, setFormTarget] = useState<DocumentFormTarget | null>(null);
  const [removing, setRemoving] = useState<{ type: DocumentTypeNode; file: UploadedFile } | null>(
    null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [openVersions, setOpenVersions] = useState<string[]>([]);

  const categories = structure.data?.categories ?? [];
  const category = categories.find((candidate) => candidate._id === categoryId) ?? null;
  const otherCategory = categories.find((candidate) => candidate.code === OTHER_DOCUMENTS_CATEGORY);
  const shownTypes = category
    ? category.children.filter((child) => !typeId || child._id === typeId)
    : [];

  const failed = (error: Error) =>
    notifications.show({ color: 'red', message: error.message || LOAD_ERROR_TEXT });

  /** A file's name that downloads it; `label` when the name alone would not say which bytes. */
  const downloadButton = (fileId: string, children: ReactNode, label?: string) => (
    <UnstyledButton
      onClick={() => download.mutate(fileId, { onError: failed })}
      aria-label={label}
      style={{ maxWidth: '100%' }}
    >
      {children}
    </UnstyledButton>
  );

  const saved = (message: string) => {
    setFormTarget(null);
    notifications.show({ color: 'teal', message });
    onChanged?.();
  };

  const confirmRemove = () => {
    if (!removing) return;
    removeFile.mutate(
      { applicationId, typeId: removing.type._id, fileId: removing.file._id },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: `${removing.file.name} deleted` });
          setRemoving(null);
          onChanged?.();
        },
        onError: (error) => {
          setRemoving(null);
          setFailure(error.message || CANNOT_DELETE_MESSAGE);
        },
      },
    );
  };

  const sidebar = (
    <Stack gap="sm" w={SIDEBAR_WIDTH} style={{ flexShrink: 0 }}>
      <TextInput
        aria-label="Search document categories"
        placeholder="Search category"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <ScrollArea.Autosize mah={520} type="auto" offsetScrollbars>
        <Box component="nav" aria-label="Document categories">
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
              onClick={() => {
                setCategoryId(node._id);
                setTypeId(null);
              }}
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
                      onClick={() => {
                        setCategoryId(node._id);
                        setTypeId(child._id);
                      }}
                    />
                  ))
                : undefined}
            </NavLink>
          ))}
        </Box>
      </ScrollArea.Autosize>
    </Stack>
  );

  const table = () => {
    if (!category)
      return (
        <Text size="sm" c="dimmed" ta="center" py="xl">
          {CHOOSE_CATEGORY_TEXT}
        </Text>
      );
    const rows = rowsOf(shownTypes);
    return (
      <Stack gap="sm">
        <Group gap="xs">
          <CompletionDot filled={category.filled} statusDocument={category.statusDocument} />
          <Title order={3} size="h6">
            {category.title}
          </Title>
          {typeId && (
            <Anchor component="button" type="button" size="sm" onClick={() => setTypeId(null)}>
              Show all types
            </Anchor>
          )}
        </Group>
        <Table
          aria-label={`Documents of ${category.title}`}
          verticalSpacing="sm"
          striped
          layout="fixed"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>No</Table.Th>
              <Table.Th w="27%">Document Type</Table.Th>
              <Table.Th w="27%">Document</Table.Th>
              <Table.Th>Meta</Table.Th>
              <Table.Th w={canManage ? 116 : 56}>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    {EMPTY_TEXT}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map(({ type, file, first }, index) => {
              const versions = file ? earlierVersionsOf(file) : [];
              const versionsOpen = !!file && openVersions.includes(file._id);
              return (
                <Table.Tr key={file?._id ?? type._id}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>
                    {first ? (
                      <Group gap={6} wrap="nowrap" align="flex-start">
                        <Box pt={5}>
                          <CompletionDot
                            filled={type.filled}
                            statusDocument={type.statusDocument}
                          />
                        </Box>
                        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                          {type.title}
                          {type.mandatory && <MandatoryStar />}
                        </Text>
                      </Group>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {file ? (
                      <Stack gap={4}>
                        {downloadButton(
                          file._id,
                          <Text size="sm" c="navy.7" fw={500} truncate="end" title={file.name}>
                            {file.name}
                          </Text>,
                        )}
                        <Text size="xs" c="dimmed">
                          {formatDateTime(file.modified)} · {file.createdBy.name}
                        </Text>
                        {versions.length > 0 && (
                          <>
                            <Anchor
                              component="button"
                              type="button"
                              size="xs"
                              style={{ alignSelf: 'flex-start' }}
                              aria-expanded={versionsOpen}
                              onClick={() =>
                                setOpenVersions((current) =>
                                  versionsOpen
                                    ? current.filter((id) => id !== file._id)
                                    : [...current, file._id],
                                )
                              }
                            >
                              Versions ({versions.length})
                            </Anchor>
                            <Collapse expanded={versionsOpen}>
                              <Stack gap={2}>
                                {versions.map((version) => (
                                  <Group key={version._id} gap={4} wrap="nowrap">
                                    {downloadButton(
                                      version._id,
                                      <Text
                                        size="xs"
                                        c="navy.7"
                                        truncate="end"
                                        title={version.name}
                                      >
                                        {version.name}
                                      </Text>,
                                      `Download ${version.name} of ${formatDateTime(version.created)}`,
                                    )}
                                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                                      {formatDateTime(version.created)}
                                    </Text>
                                  </Group>
                                ))}
                              </Stack>
                            </Collapse>
                          </>
                        )}
                      </Stack>
                    ) : (
                      <Text size="sm" c="dimmed">
                        No file
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{file ? <MetaList type={type} file={file} /> : null}</Table.Td>
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      {file && (
                        <Tooltip label="Download">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Download ${file.name}`}
                            loading={download.isPending && download.variables === file._id}
                            onClick={() => download.mutate(file._id, { onError: failed })}
                          >
                            <IconDownload size={18} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {canManage && first && (
                        <Tooltip label="Upload">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Upload ${type.title}`}
                            onClick={() => setFormTarget({ mode: 'upload', category, type })}
                          >
                            <IconUpload size={18} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {canManage && file && (
                        <Tooltip label="Edit">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Edit ${file.name}`}
                            onClick={() => setFormTarget({ mode: 'edit', category, type, file })}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {canManage && file && (
                        <Tooltip label="Delete">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Delete ${file.name}`}
                            onClick={() => setRemoving({ type, file })}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    );
  };

  const content = () => {
    if (structure.isPending)
      return (
        <Group justify="center" gap="xs" py="lg" c="dimmed">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{LOADING_TEXT}</Text>
        </Group>
      );
    if (structure.isError)
      return (
        <Text size="sm" c="red.7" role="alert" ta="center" py="lg">
          {LOAD_ERROR_TEXT}
        </Text>
      );
    return (
      <Group align="flex-start" gap="lg" wrap="nowrap">
        {sidebar}
        <Box style={{ flex: 1, minWidth: 0 }}>{table()}</Box>
      </Group>
    );
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h5">
            Document Management System
          </Title>
          {canManage && otherCategory && (
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => setFormTarget({ mode: 'other', category: otherCategory })}
            >
              Add Other Document
            </Button>
          )}
        </Group>
        {content()}
      </Stack>
      {formTarget && (
        <DocumentFormModal
          key={
            formTarget.mode === 'other'
              ? 'other'
              : `${formTarget.type._id}-${formTarget.mode === 'edit' ? formTarget.file._id : 'new'}`
          }
          applicationId={applicationId}
          debiturId={debiturId}
          target={formTarget}
          onClose={() => setFormTarget(null)}
          onSaved={saved}
        />
      )}
      <ConfirmModal
        opened={!!removing}
        onClose={() => setRemoving(null)}
        onConfirm={confirmRemove}
        title="Delete Document"
        message={`Are you sure want to delete ${removing?.file.name ?? 'this file'}?`}
        description={`The file is removed from ${removing?.type.title ?? 'its document type'}; the timeline keeps a record of it.`}
        confirmLabel="Delete"
        variant="error"
        loading={removeFile.isPending}
      />
      <ErrorModal
        opened={!!failure}
        onClose={() => setFailure(null)}
        title="Error"
        message={failure ?? ''}
      />
    </Card>
  );
}
