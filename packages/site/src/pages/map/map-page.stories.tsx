import type { Meta, StoryObj } from '@storybook/react-vite';

import { SiteStoryFrame } from '../../stories/site-story-frame';

import { MAP_REGIONS_FIXTURE } from './map-fixture';
import { MapPage } from './map-page';

const meta = {
  title: 'Site/Office map',
  component: MapPage,
  parameters: { layout: 'fullscreen' },
  args: { regions: MAP_REGIONS_FIXTURE },
  decorators: [
    (Story) => (
      <SiteStoryFrame>
        <Story />
      </SiteStoryFrame>
    ),
  ],
} satisfies Meta<typeof MapPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /map: every office, 8 cells at a time. */
export const AllOffices: Story = {};

/** /map/seoul: the head office, with video directions. */
export const OneOffice: Story = { args: { officeKey: 'seoul' } };

/** A region with more offices than the grid's 6 (the bottom sheet pages them on mobile). */
export const LargeRegion: Story = { args: { officeKey: 'busan1' } };
