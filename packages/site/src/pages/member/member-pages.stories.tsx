import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { SiteStoryFrame } from '../../stories/site-story-frame';

import { CaseDetailPage } from './case-detail-page';
import { memberInterests } from './member-interests';
import {
  CLOSED_CASES_FIXTURE,
  MEMBER_FIELD_LISTS_FIXTURE,
  MEMBER_FIXTURE,
  ONGOING_CASES_FIXTURE,
  caseFixture,
} from './member-fixture';
import { MyCasePage } from './my-case-page';
import { MyPage } from './my-page';
import { withdrawalHandlers } from './withdrawal-fixture';
import { WithdrawalPage } from './withdrawal-page';

const PAGES = {
  ongoing: () => (
    <MyCasePage search={{ tab: 'ongoing', page: 1 }} list={ONGOING_CASES_FIXTURE} totalCount={8} />
  ),
  closed: () => (
    <MyCasePage search={{ tab: 'closed', page: 2 }} list={CLOSED_CASES_FIXTURE} totalCount={8} />
  ),
  empty: () => <MyCasePage search={{ tab: 'ongoing', page: 1 }} list={[]} totalCount={0} />,
  detail: () => <CaseDetailPage item={caseFixture('review', { is_deferred: true })} />,
  refundDetail: () => <CaseDetailPage item={caseFixture('refund_in_progress')} />,
  mypage: () => (
    <MyPage
      member={MEMBER_FIXTURE}
      interests={memberInterests(MEMBER_FIXTURE, MEMBER_FIELD_LISTS_FIXTURE)}
    />
  ),
  withdrawal: () => <WithdrawalPage />,
};

const PATHS: Record<keyof typeof PAGES, string> = {
  ongoing: '/mycase',
  closed: '/mycase?tap=closed&page=2',
  empty: '/mycase',
  detail: '/mycase/1',
  refundDetail: '/mycase/10?tap=closed',
  mypage: '/mypage',
  withdrawal: '/mypage/withdrawal',
};

function FramedMemberPage({ page }: { page: keyof typeof PAGES }) {
  const Page = PAGES[page];
  return (
    <SiteStoryFrame path={PATHS[page]}>
      <Page />
    </SiteStoryFrame>
  );
}

const meta = {
  title: 'Site/Member/Pages',
  component: FramedMemberPage,
  parameters: { layout: 'fullscreen' },
  args: { page: 'ongoing' },
} satisfies Meta<typeof FramedMemberPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /mycase: the ongoing tab, page 1 of 2, progress lines and a deferred badge. */
export const OngoingCases: Story = {};

/** /mycase?tap=closed&page=2: closed, halted and refund cards; no progress lines. */
export const ClosedCases: Story = { args: { page: 'closed' } };

/** A tab without cases: the empty state and the way to a consultation. */
export const NoCases: Story = { args: { page: 'empty' } };

/** /mycase/{idx}: an ongoing, deferred case. */
export const CaseDetail: Story = { args: { page: 'detail' } };

/** /mycase/{idx}: a refund in progress with its expected date and amount. */
export const RefundCaseDetail: Story = { args: { page: 'refundDetail' } };

/** /mypage: the account, its provider in Korean and the interests chosen at sign-up. */
export const MyPageAccount: Story = { args: { page: 'mypage' } };

/** Chooses "other" with a reason and submits. */
async function withdrawWithOtherReason(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: '기타' }));
  await expect(canvas.getByRole('button', { name: '탈퇴하기' })).toBeDisabled();
  await userEvent.type(canvas.getByRole('textbox', { name: '기타 사유' }), '앱만 쓸게요');
  await userEvent.click(canvas.getByRole('button', { name: '탈퇴하기' }));
}

/** /mypage/withdrawal: the api accepts; a dialog confirms before going home. */
export const Withdrawal: Story = {
  args: { page: 'withdrawal' },
  parameters: { msw: withdrawalHandlers({ result: true }) },
  play: async ({ canvasElement }) => {
    await withdrawWithOtherReason(canvasElement);
    await expect(
      await within(canvasElement).findByRole('dialog', { name: '회원 탈퇴가 완료되었습니다' }),
    ).toBeVisible();
  },
};

/** /mypage/withdrawal: the api fails; the member is told and the form stays. */
export const WithdrawalFails: Story = {
  args: { page: 'withdrawal' },
  parameters: { msw: withdrawalHandlers({ status: 500 }) },
  play: async ({ canvasElement }) => {
    await withdrawWithOtherReason(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/회원 탈퇴를 처리하지 못했습니다/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '기타 사유' })).toHaveValue('앱만 쓸게요');
  },
};
