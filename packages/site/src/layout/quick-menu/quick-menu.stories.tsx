import type { Meta, StoryObj } from '@storybook/react-vite';

import { fixtureSubSite } from '@lawfirm/api-client/msw';
import { SiteStoryFrame } from '../../stories/site-story-frame';

import { QuickMenu } from './quick-menu';
import type { QuickMenuProps } from './quick-menu';

function FramedQuickMenu(props: QuickMenuProps) {
  return (
    <SiteStoryFrame>
      <p>화면 너비 1024px 이상에서는 오른쪽 세로 메뉴, 그보다 좁으면 하단 탭 막대로 보입니다.</p>
      <QuickMenu {...props} />
    </SiteStoryFrame>
  );
}

const meta = {
  title: 'Site/QuickMenu',
  component: FramedQuickMenu,
  args: { bannerHeight: 0, centerConsultUrl: '', target: '_self' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FramedQuickMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A centre site sending both consultation links to its own address, in a new tab. */
export const CentreConsultLinks: Story = {
  args: { centerConsultUrl: fixtureSubSite('medical'), target: '_blank' },
};

/** With a 60 px top banner the pill rises by the banner's height. */
export const AboveABanner: Story = { args: { bannerHeight: 60 } };
