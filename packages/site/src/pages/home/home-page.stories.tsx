import type { Meta, StoryObj } from '@storybook/react-vite';

import { fixtureSubSite } from '@lawfirm/api-client/msw';
import { SiteStoryFrame } from '../../stories/site-story-frame';

import { STATISTICS_FIXTURE } from './home-fixture';
import { HomePage } from './home-page';
import type { HomePageProps } from './home-page';

function FramedHomePage(props: HomePageProps) {
  return (
    <SiteStoryFrame>
      <HomePage {...props} />
    </SiteStoryFrame>
  );
}

const meta = {
  title: 'Site/HomePage',
  component: FramedHomePage,
  parameters: { layout: 'fullscreen' },
  args: {
    landing: {
      hashTags: ['음주·교통사고', '이혼 재산분할', '상속포기', '전세보증금'],
      linkCards: [
        { title: '상담 예약', subText: '대표번호 {phone}', link: '/choice', newTab: false },
        {
          title: '기업 온라인 상담',
          subText: '{phone}로 연락드립니다',
          link: '/consulting',
          newTab: false,
        },
        { title: '전국 사무소 찾기', subText: '24시간 상담 {phone}', link: '/map', newTab: false },
        {
          title: '법률 정보 블로그',
          subText: '문의 {phone}',
          link: fixtureSubSite('blog'),
          newTab: true,
        },
      ],
    },
    statistics: STATISTICS_FIXTURE,
  },
} satisfies Meta<typeof FramedHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Both calls failed: the heading, the search and the nine sections remain. */
export const WithoutData: Story = { args: { landing: undefined, statistics: undefined } };
