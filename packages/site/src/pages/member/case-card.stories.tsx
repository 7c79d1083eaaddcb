import { CASE_STATES } from '@lawfirm/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';

import { SiteStoryFrame } from '../../stories/site-story-frame';

import { CaseCard } from './case-card';
import { caseFixture } from './member-fixture';

const meta = {
  title: 'Site/Member/CaseCard',
  component: CaseCard,
  parameters: { layout: 'padded' },
  args: { item: caseFixture('review') },
  decorators: [
    (Story) => (
      <SiteStoryFrame path="/mycase">
        <ul className="member-case-list">
          <Story />
        </ul>
      </SiteStoryFrame>
    ),
  ],
} satisfies Meta<typeof CaseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Case review: team assignment done, review current, proceedings to come. */
export const Review: Story = {};

/** An ongoing case with the separate deferred flag: two badges. */
export const Deferred: Story = {
  args: { item: caseFixture('in_progress', { is_deferred: true }) },
};

/** Refund in progress: the expected date and the amount in won. */
export const RefundInProgress: Story = { args: { item: caseFixture('refund_in_progress') } };

/** Refund completed: the card is greyed. */
export const RefundCompleted: Story = { args: { item: caseFixture('refund_completed') } };

/** Every state of spec/site.md §4, one card each, as the two tabs list them. */
export const EveryState: Story = {
  render: () => (
    <>
      {CASE_STATES.map(({ code }) => (
        <CaseCard key={code} item={caseFixture(code)} />
      ))}
    </>
  ),
};
