import type { Meta, StoryObj } from '@storybook/react-vite';

import { SiteStoryFrame } from '../../stories/site-story-frame';
import { FAQ_GROUPS_FIXTURE } from '../faq/faq-fixture';

import {
  INTEGRATE_ALL_FIXTURE,
  INTEGRATE_EMPTY_FIXTURE,
  INTEGRATE_FAQ_TAB_FIXTURE,
  RECOMMENDED_FIXTURE,
} from './integrate-fixture';
import { IntegratePage } from './integrate-page';
import { UNKNOWN_TAB_MESSAGE } from './integrate-search';

const meta = {
  title: 'Site/Integrated search',
  component: IntegratePage,
  parameters: { layout: 'fullscreen' },
  args: {
    search: { keyword: '이혼', tab: '전체', page: 1, recommend: false },
    data: INTEGRATE_ALL_FIXTURE,
    groups: FAQ_GROUPS_FIXTURE,
    recommended: RECOMMENDED_FIXTURE,
  },
  decorators: [
    (Story) => (
      <SiteStoryFrame path="/integrate">
        <Story />
      </SiteStoryFrame>
    ),
  ],
} satisfies Meta<typeof IntegratePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /integrate?search=이혼&tab=전체: every kind found, the first results of each. */
export const AllTab: Story = {};

/** The 법률Q&A tab of a recommended search, page 1 of 3. */
export const SingleTab: Story = {
  args: {
    search: { keyword: '이혼', tab: '법률Q&A', page: 1, recommend: true },
    data: INTEGRATE_FAQ_TAB_FIXTURE,
  },
};

/** A search that found nothing: "검색 결과가 없습니다" and the recommended keywords. */
export const NoResults: Story = {
  args: {
    search: { keyword: '없는검색어', tab: '전체', page: 1, recommend: false },
    data: INTEGRATE_EMPTY_FIXTURE,
  },
};

/** /integrate?search=&tab=전체, as the header's search icon opens it. */
export const NoKeyword: Story = {
  args: { search: { tab: '전체', page: 1, recommend: false }, data: undefined },
};

/** A tab the URL names that does not exist: 전체 is shown, with a message. */
export const UnknownTab: Story = {
  args: {
    search: {
      keyword: '이혼',
      tab: '전체',
      tabError: UNKNOWN_TAB_MESSAGE,
      page: 1,
      recommend: false,
    },
  },
};
