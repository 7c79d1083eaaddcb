import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { SiteStoryFrame } from '../../stories/site-story-frame';

import {
  CENTRE_CODE,
  CENTRE_HOME_DATA,
  CENTRE_NAME,
  centreHomeHandlers,
} from './centre-home-fixture';
import { CentreHomePage } from './centre-home-page';
import type { CentreHomePageProps } from './centre-home-page';

// The digital forensics centre's home on its own site. The props are what the route's loader
// returns; without a loader here, the page's queries fetch from the fake network, which answers
// as the api does for CT0023 (centre-home-fixture.ts).
function FramedCentreHomePage(props: CentreHomePageProps) {
  return (
    <SiteStoryFrame settings={{ centerCode: CENTRE_CODE, phone: '1800-7905' }}>
      <main>
        <CentreHomePage {...props} />
      </main>
    </SiteStoryFrame>
  );
}

const meta = {
  title: 'Site/CentreHomePage',
  component: FramedCentreHomePage,
  parameters: { layout: 'fullscreen', msw: centreHomeHandlers() },
  args: CENTRE_HOME_DATA,
} satisfies Meta<typeof FramedCentreHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: CENTRE_NAME })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '성공 사례' })).toBeVisible();
  },
};

/**
 * Only the group list answered on the server: the hero and the consultation band remain, every
 * other section is left out, heading and all (spec/site.md §8).
 */
export const OnlyTheGroupList: Story = {
  args: {
    ...CENTRE_HOME_DATA,
    loaded: {
      fields: false,
      strengths: false,
      offices: false,
      statistics: false,
      faq: [],
      success: [],
      info: [],
      lawyers: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  },
};
