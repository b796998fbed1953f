import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { creditApplication } from '../../../testing/credit-applications';
import { renderSignedIn } from '../../../testing/render-in-app';
import { NextStepLine } from './next-step-line';

stubFetch(() => okResponse({}));

const reviewed = (required: number, given: number) =>
  creditApplication({
    status: 'Waiting for Review',
    approval: {
      tier: { _id: 't-2', name: 'Up to 5 miliar' },
      required,
      given,
      approvers: [],
      approvals: [],
      rolesNeeded: [],
      canDecide: false,
    },
  });

describe('NextStepLine', () => {
  it('tells a signed application that it is not reviewed yet and what it still needs', () => {
    renderSignedIn(
      <NextStepLine
        application={creditApplication({ status: 'Credit Approved' })}
        missingMandatory={2}
      />,
    );
    expect(screen.getByTestId('next-step')).toHaveTextContent(
      'Signed, not reviewed yet. Next: upload the 2 missing mandatory documents and Submit',
    );
  });

  it('counts the approvals still needed, in the singular for one', () => {
    const { unmount } = renderSignedIn(
      <NextStepLine application={reviewed(2, 1)} missingMandatory={undefined} />,
    );
    expect(screen.getByTestId('next-step')).toHaveTextContent('Waiting for 1 more approval');
    unmount();
    renderSignedIn(<NextStepLine application={reviewed(3, 0)} missingMandatory={undefined} />);
    expect(screen.getByTestId('next-step')).toHaveTextContent('Waiting for 3 more approvals');
  });

  it('shows nothing for a signed application until its documents are known', () => {
    renderSignedIn(
      <NextStepLine
        application={creditApplication({ status: 'Credit Approved' })}
        missingMandatory={undefined}
      />,
    );
    expect(screen.queryByTestId('next-step')).not.toBeInTheDocument();
  });
});
