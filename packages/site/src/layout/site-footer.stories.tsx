import {
  CENTER_FOOTER_LIST_PATH,
  CENTER_LIST_PATH,
  FOOTER_TERMS_PATH,
} from '@lawfirm/api-client/site';
import { answers, fail, firmFooter } from '@lawfirm/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';

import { DEFAULT_SITE_SETTINGS } from '../settings/site-settings';
import { SiteStoryFrame } from '../stories/site-story-frame';

import { SiteFooter } from './site-footer';

// The footer with its data: the group list, the footer rows and the terms come from the fake
// network (@lawfirm/api-client/msw), as they come from the API on the site.
function FramedFooter({ centerCode }: { centerCode: string }) {
  return (
    <SiteStoryFrame settings={{ centerCode }}>
      <SiteFooter />
    </SiteStoryFrame>
  );
}

const meta = {
  title: 'Site/SiteFooter',
  component: FramedFooter,
  args: { centerCode: firmFooter.code },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FramedFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Firm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(`사업자등록번호 ${firmFooter.business_number}`),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: '분야별 바로가기' }));
    await expect(canvas.getByRole('link', { name: /M&A 센터/ })).toBeVisible();
  },
};

const centre = answers.centerFooterList.data.find((row) => row.code === 'CT0023')!;

/** A centre site shows its own row and number. */
export const CentreSite: Story = {
  args: { centerCode: centre.code },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(centre.company_name)).toBeVisible();
    await expect(canvas.getByRole('link', { name: centre.tel! })).toBeVisible();
  },
};

/** Every call fails: the footer keeps the firm's name and the site phone (spec/site.md §8). */
export const WhenTheCallsFail: Story = {
  parameters: {
    msw: [
      fail(CENTER_LIST_PATH, 503),
      fail(CENTER_FOOTER_LIST_PATH, 503),
      fail(FOOTER_TERMS_PATH, 'network'),
    ],
  },
  // The failure is logged, not shown (spec/site.md §8): the log is checked, not printed.
  beforeEach: () => {
    const logged = spyOn(console, 'error').mockImplementation(() => {});
    return () => logged.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('footer data failed', expect.anything()),
    );
    await expect(canvas.getByRole('link', { name: DEFAULT_SITE_SETTINGS.phone })).toBeVisible();
    await expect(canvas.queryByText(/사업자등록번호/)).toBeNull();
  },
};
