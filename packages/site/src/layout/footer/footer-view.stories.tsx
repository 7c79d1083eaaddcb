import { firmFooter } from '@lawfirm/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureSubSite } from '@lawfirm/api-client/msw';

import { SiteStoryFrame } from '../../stories/site-story-frame';
import { brochureLinks } from './brochures';
import { FooterView } from './footer-view';
import type { FooterViewProps } from './footer-view';

// The footer's links are router links and read the site's settings: each story renders inside
// the site's story frame (a memory router, the settings).
function InRouter(props: FooterViewProps) {
  return (
    <SiteStoryFrame>
      <FooterView {...props} />
    </SiteStoryFrame>
  );
}

const meta = {
  title: 'Site/Footer',
  component: InRouter,
  args: {
    phone: '1800-7905',
    terms: [
      { terms_code: 'privacy', terms_name: '개인정보처리방침' },
      { terms_code: 'service', terms_name: '이용약관' },
    ],
    shortcuts: [
      { key: 'CT0004', label: '기업법무', href: '/faq/corporation', kind: 'route' },
      {
        key: 'CT0023',
        label: '디지털포렌식센터',
        href: fixtureSubSite('forensic'),
        kind: 'external',
      },
      {
        key: 'ICT0005',
        label: '기업자문그룹',
        href: fixtureSubSite('corporate'),
        kind: 'external',
      },
      {
        key: 'ICT0005-ma',
        label: 'M&A 센터',
        href: `${fixtureSubSite('corporate')}/ma`,
        kind: 'external',
      },
    ],
    footer: firmFooter,
    brochures: brochureLinks(null, (path) => path),
  },
} satisfies Meta<typeof InRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Firm: Story = {};

/** While call #2 loads or after it failed: the firm's name and the site's phone still show. */
export const WithoutFooterData: Story = { args: { footer: undefined, shortcuts: [] } };
