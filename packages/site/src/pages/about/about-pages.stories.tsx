import type { Meta, StoryObj } from '@storybook/react-vite';

import { SiteStoryFrame } from '../../stories/site-story-frame';

import { PARTNERS_FIXTURE } from './about-fixture';
import { CiPage } from './ci-page';
import { GreetingPage } from './greeting-page';
import { IntroPage } from './intro-page';
import { SystemPage } from './system-page';

const PAGES = {
  greeting: () => <GreetingPage />,
  intro: () => <IntroPage partners={PARTNERS_FIXTURE} />,
  introWithoutPartners: () => <IntroPage partners={[]} />,
  system: () => <SystemPage />,
  ci: () => <CiPage />,
};

function FramedAboutPage({ page }: { page: keyof typeof PAGES }) {
  const Page = PAGES[page];
  return (
    <SiteStoryFrame path={`/about/${page}`}>
      <Page />
    </SiteStoryFrame>
  );
}

const meta = {
  title: 'Site/AboutPages',
  component: FramedAboutPage,
  parameters: { layout: 'fullscreen' },
  args: { page: 'greeting' },
} satisfies Meta<typeof FramedAboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five section buttons, rotating vision cards, the management-values carousel. */
export const Greeting: Story = {};

/** Five paragraphs over the drawn background, then the partner logos. */
export const Intro: Story = { args: { page: 'intro' } };

/** The partner call failed: the carousel's section is left out. */
export const IntroWithoutPartners: Story = { args: { page: 'introWithoutPartners' } };

/** The support-system banner and the three sections it scrolls to. */
export const System: Story = { args: { page: 'system' } };

/** CI intro, meaning, the colour system (#AE0E36) and both signatures. */
export const Ci: Story = { args: { page: 'ci' } };
