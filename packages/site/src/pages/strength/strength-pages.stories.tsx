import type { Meta, StoryObj } from '@storybook/react-vite';

import { SiteStoryFrame } from '../../stories/site-story-frame';

import { StrengthDetailPage } from './strength-detail-page';
import { STRENGTH_DETAIL_FIXTURE, STRENGTH_LIST_FIXTURE } from './strength-fixture';
import { StrengthOverviewPage } from './strength-overview-page';

const meta = {
  title: 'Site/Strengths',
  component: StrengthOverviewPage,
  parameters: { layout: 'fullscreen' },
  args: { data: STRENGTH_LIST_FIXTURE },
  decorators: [
    (Story) => (
      <SiteStoryFrame>
        <Story />
      </SiteStoryFrame>
    ),
  ],
} satisfies Meta<typeof StrengthOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {};

/** The fixture's detail page under another strength's url, which picks the variant. */
function detailAt(url: string) {
  return { ...STRENGTH_DETAIL_FIXTURE, item: { ...STRENGTH_DETAIL_FIXTURE.item, url } };
}

/** The infrastructure variant (the seed's "evidence" strength). */
export const DetailInfrastructure: Story = {
  render: () => <StrengthDetailPage data={STRENGTH_DETAIL_FIXTURE} />,
};

/** The people variant. */
export const DetailPeople: Story = {
  render: () => <StrengthDetailPage data={detailAt('members')} />,
};

/** The keyword variant. */
export const DetailKeywords: Story = {
  render: () => <StrengthDetailPage data={detailAt('ai-strategy')} />,
};
