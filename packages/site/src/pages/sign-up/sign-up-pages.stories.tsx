import { fail } from '@lawfirm/api-client/msw';
import { SEO_FIELD_LIST_PATH, USER_AGREE_PATH } from '@lawfirm/api-client/site';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { clearSignUpData } from '../../member/stored-session';
import type { SignUpData } from '../../member/stored-session';
import { SiteStoryFrame } from '../../stories/site-story-frame';

import { CATEGORY_LIMIT_MESSAGE, COMPLETE_DIALOG_TITLE, COMPLETE_LABEL } from './sign-up-copy';
import {
  SIGN_UP_DATA_FIXTURE,
  seoFieldListHandler,
  signUpHandlers,
  storeSignUpData,
} from './sign-up-fixture';
import { SignUpStepOnePage } from './sign-up-step-one-page';
import { SignUpStepTwoPage } from './sign-up-step-two-page';

/** A story's sign-up session data, set before it renders and removed after it. */
const withSignUpData = (data: SignUpData) => () => {
  storeSignUpData(data);
  return clearSignUpData;
};

function SignUpPages({ step }: { step: 1 | 2 }) {
  return (
    <SiteStoryFrame path={`/login/sign/${step === 1 ? 'step_one' : 'step_two'}?redirect=%2Fmycase`}>
      {step === 1 ? (
        <SignUpStepOnePage redirect="/mycase" />
      ) : (
        <SignUpStepTwoPage redirect="/mycase" />
      )}
    </SiteStoryFrame>
  );
}

const meta = {
  title: 'Site/Sign-up',
  component: SignUpPages,
  parameters: { layout: 'fullscreen', msw: [seoFieldListHandler, ...signUpHandlers()] },
  args: { step: 1 },
} satisfies Meta<typeof SignUpPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /login/sign/step_one as a new member arrives from /login: nothing chosen, Next inactive. */
export const StepOne: Story = { beforeEach: withSignUpData(SIGN_UP_DATA_FIXTURE) };

/** Back on step 1: the two categories chosen before are restored. */
export const StepOneRestored: Story = {
  beforeEach: withSignUpData({ ...SIGN_UP_DATA_FIXTURE, selectedCategories: ['CT0005', 'CT0006'] }),
};

/** A third category refused: the tooltip above it (for 2 s) and the live region's message. */
export const StepOneLimitTooltip: Story = {
  beforeEach: withSignUpData({ ...SIGN_UP_DATA_FIXTURE, selectedCategories: ['CT0005', 'CT0006'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '이혼', pressed: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '형사' }));
    await expect(canvas.getAllByText(CATEGORY_LIMIT_MESSAGE)).toHaveLength(2);
  },
};

/** Skip without the sign-up data (/login not passed through): explained, nothing sent. */
export const StepOneWithoutData: Story = { beforeEach: withSignUpData({}) };

/** /login/sign/step_two after divorce and inheritance/family: their case types, one chosen. */
export const StepTwo: Story = {
  args: { step: 2 },
  beforeEach: withSignUpData({
    ...SIGN_UP_DATA_FIXTURE,
    selectedCategories: ['CT0005', 'CT0006'],
    selectedFields: [501],
  }),
};

/** Complete: #18 and #19 succeed and the completion dialog opens. */
export const StepTwoCompleted: Story = {
  args: { step: 2 },
  beforeEach: StepTwo.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: '협의이혼', pressed: true });
    await userEvent.click(canvas.getByRole('button', { name: COMPLETE_LABEL }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: COMPLETE_DIALOG_TITLE,
      }),
    ).toBeVisible();
  },
};

/** Step 2 reached without step 1: a way back to it. */
export const StepTwoWithoutCategories: Story = {
  args: { step: 2 },
  beforeEach: withSignUpData(SIGN_UP_DATA_FIXTURE),
};

/** Call #17 failed (it answers an empty list): told, with a way to ask again. */
export const StepTwoTypesNotLoaded: Story = {
  args: { step: 2 },
  parameters: { msw: [fail(SEO_FIELD_LIST_PATH, 503), ...signUpHandlers()] },
  beforeEach: withSignUpData({ ...SIGN_UP_DATA_FIXTURE, selectedCategories: ['CT0005'] }),
};

/** The session ended before Complete: #18 answers 401, and Complete explains how to go on. */
export const StepTwoSessionExpired: Story = {
  args: { step: 2 },
  parameters: { msw: [seoFieldListHandler, fail(USER_AGREE_PATH, 401, { method: 'post' })] },
  beforeEach: withSignUpData({
    ...SIGN_UP_DATA_FIXTURE,
    selectedCategories: ['CT0005'],
    selectedFields: [501, 502],
  }),
};
