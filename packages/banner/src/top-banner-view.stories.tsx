import type { Meta, StoryObj } from '@storybook/react-vite';

import { testBanner } from './test-banners';
import { TopBannerView } from './top-banner-view';

// Static banners: stories fetch nothing. Images are the api's seeded SVGs when Storybook runs
// beside it; the alt text and banner colour carry the story otherwise. The links are built from
// the origin the api's seed uses by default (its PUBLIC_URL), as the seeded banners are.
const SITE_ORIGIN = new URL('http://localhost:3000');

const meta = {
  title: 'Banner/TopBanner',
  component: TopBannerView,
  args: {
    desktop: true,
    siteOrigin: SITE_ORIGIN.origin,
    onBannerClick: () => {},
    onClose: () => {},
    onDismissForDay: () => {},
    banners: [
      testBanner({ idx: 1, file_alt: '24시간 상담 예약, 지금 바로 신청하세요' }),
      testBanner({
        idx: 3,
        color_code: '1F2A44',
        p_link: `${SITE_ORIGIN.protocol}//blog.${SITE_ORIGIN.host}/seminar`,
        link_type: '_blank',
        file_alt: '평일 업무시간 기업 법률 세미나 안내',
      }),
    ],
  },
} satisfies Meta<typeof TopBannerView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopCarousel: Story = {};

export const MobileSingle: Story = {
  args: {
    desktop: false,
    banners: [testBanner({ idx: 2, file_type: 'file_mobile', file_alt: '모바일 상담 예약 배너' })],
  },
};
