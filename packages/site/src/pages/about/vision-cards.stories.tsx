import type { Meta, StoryObj } from '@storybook/react-vite';

import { VisionCards } from './vision-cards';

const meta = {
  title: 'Site/About/VisionCards',
  component: VisionCards,
} satisfies Meta<typeof VisionCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Turns every 2.5 s through six steps; hover a card to hold it. */
export const Default: Story = {};
