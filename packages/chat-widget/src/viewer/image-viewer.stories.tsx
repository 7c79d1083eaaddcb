import type { Meta, StoryObj } from '@storybook/react-vite';

import { chatFile, placeholderImage } from '../conversation/test-fixtures';
import { ImageViewer } from './image-viewer';

// Images of the shapes a visitor's evidence photos come in: a landscape, a portrait page,
// a square receipt.
const IMAGES = [
  chatFile({ name: '현장사진.jpg', original_url: placeholderImage('현장 사진', 350) }),
  chatFile({ name: '계약서.jpg', original_url: placeholderImage('계약서 1쪽', 215) }),
  chatFile({ name: '영수증.jpg', original_url: placeholderImage('영수증', 140) }),
];

const meta = {
  title: 'Chat widget/Image viewer',
  component: ImageViewer,
  args: {
    images: IMAGES,
    startIndex: 0,
    onClose: () => undefined,
    onDownload: () => undefined,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ImageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three images of one message, opened on the first: arrows (desktop), strip, tools. */
export const ThreeImages: Story = {};

/** One image: no arrows and no strip. */
export const OneImage: Story = { args: { images: IMAGES.slice(0, 1) } };

/** Eight images: the strip shows the five around the current one (spec §9). */
export const EightImages: Story = {
  args: {
    images: Array.from({ length: 8 }, (_, index) =>
      chatFile({ original_url: placeholderImage(`사진 ${index + 1}`, 20 + index * 40) }),
    ),
    startIndex: 6,
  },
};

/** An image the browser cannot load: the viewer says so and still offers the download. */
export const Unavailable: Story = {
  args: { images: [chatFile({ original_url: 'data:image/png;base64,AAAA' })] },
};
