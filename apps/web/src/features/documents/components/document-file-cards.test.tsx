import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { categoryNode, typeNode } from '../../../testing/documents';
import { renderInApp } from '../../../testing/render-in-app';
import { DocumentFileCards } from './document-file-cards';
import type { DocumentFileHandlers } from './document-file-actions';

const TYPES = [typeNode('credit-application-sdk', { filled: 'filled' }), typeNode('bir')];

const handlers: DocumentFileHandlers = {
  category: categoryNode('permohonan', 'Permohonan Kredit', TYPES),
  canManage: false,
  // A reader's card without files offers no download: the mutation is never used.
  download: {} as DocumentFileHandlers['download'],
  onDownloadFailed: vi.fn(),
  onOpenForm: vi.fn(),
  onRemove: vi.fn(),
};

describe('DocumentFileCards', () => {
  it("centres each type's completion dot on the first line of its title", () => {
    renderInApp(
      <DocumentFileCards
        types={TYPES}
        label="Documents of Permohonan Kredit"
        handlers={handlers}
        renderFile={() => null}
        renderMeta={() => null}
        renderNoFile={() => 'No file'}
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Documents of Permohonan Kredit' }));
    const [filled, empty] = cards.getAllByRole('listitem');
    for (const [card, state] of [
      [filled!, 'Filled'],
      [empty!, 'Empty'],
    ] as const) {
      const dot = within(card).getByRole('img', { name: new RegExp(state, 'i') });
      // A box one line of the title (Text size sm) high centres the dot; no padding pushes it down.
      // eslint-disable-next-line testing-library/no-node-access -- a layout box has no role to query
      expect(dot.parentElement!.style).toMatchObject({
        display: 'flex',
        alignItems: 'center',
        fontSize: 'var(--mantine-font-size-sm)',
        lineHeight: 'var(--mantine-line-height-sm)',
        height: 'calc(1em * var(--mantine-line-height-sm))',
        paddingTop: '',
      });
    }
  });
});
