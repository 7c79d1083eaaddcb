import type { Meta, StoryObj } from '@storybook/react-vite';

import { ManagementValues } from './management-values';

const meta = {
  title: 'Site/About/ManagementValues',
  component: ManagementValues,
} satisfies Meta<typeof ManagementValues>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A carousel from 768 px (the next button wraps to the first), a list below. */
export const Default: Story = {};

export const TwoValues: Story = {
  args: {
    values: [
      { title: '신뢰', english: 'TRUST', description: '약속한 것을 지킵니다.' },
      { title: '책임', english: 'RESPONSIBILITY', description: '결과까지 책임집니다.' },
    ],
  },
};
