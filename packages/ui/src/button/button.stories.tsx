import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: '상담 예약하기', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  // Fail the story test on any axe violation, not only report it.
  parameters: { a11y: { test: 'error' } },
  tags: ['autodocs'],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '상담 예약하기' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: '상담 내용 확인하기' },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: '취소' },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Button {...args} size="sm">
        작은 버튼
      </Button>
      <Button {...args} size="md">
        기본 버튼
      </Button>
      <Button {...args} size="lg">
        큰 버튼
      </Button>
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '상담 예약하기' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { href: '#consult', children: '상담 신청하러 가기' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '상담 신청하러 가기' });
    await expect(link).toHaveAttribute('href', '#consult');
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg' },
};
