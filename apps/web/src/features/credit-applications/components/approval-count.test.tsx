import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/api-answers';
import { renderSignedIn } from '../../../testing/render-in-app';
import { ApprovalCount } from './approval-count';

const fetchMock = stubFetch(() =>
  jsonResponse(200, { message: 'Approval queue', response: { data: [], total: 3 } }),
);

describe('ApprovalCount', () => {
  it('shows how many applications the approver may decide, and says it to a screen reader', async () => {
    renderSignedIn(<ApprovalCount />, { access: { [SUB_MENUS.approval]: ['View', 'Action'] } });
    expect(await screen.findByText('3 applications wait for your decision')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('canDecide=true');
  });

  it('asks nothing and shows nothing to a user who may not decide', () => {
    renderSignedIn(<ApprovalCount />, { access: { [SUB_MENUS.approval]: ['View'] } });
    expect(screen.queryByText(/wait for your decision/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
