import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';

import { mountChatWidget } from '../mount-chat-widget';
import type { ChatWidgetOptions } from '../options';
import { ChatWidget } from './chat-widget';

// The widget mounts itself on <body> (fixed, bottom right), so the stories render nothing in
// the canvas flow: look at the bottom-right corner of the preview.
const meta = {
  title: 'Chat widget/ChatWidget',
  component: ChatWidget,
  args: { centerCode: 'CT0000', bannerHeight: 0 },
  argTypes: { bannerHeight: { control: { type: 'range', min: 0, max: 150, step: 10 } } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The closed launcher; click it to load the panel. */
export const Launcher: Story = {};

function OpenOnMount(options: ChatWidgetOptions) {
  useEffect(() => {
    const widget = mountChatWidget(options);
    void widget.open();
    return () => widget.destroy();
  }, [options]);
  return null;
}

/** The panel opened on mount (full screen below 1280px, floating above it). */
export const PanelOpen: Story = {
  render: (args) => <OpenOnMount {...args} />,
};
