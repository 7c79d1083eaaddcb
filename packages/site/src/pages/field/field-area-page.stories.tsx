import type { Meta, StoryObj } from '@storybook/react-vite';

import { SiteStoryFrame } from '../../stories/site-story-frame';

import { CENTERS_FIXTURE, PRACTICE_AREAS_FIXTURE } from './field-area-fixture';
import { FieldAreaPage } from './field-area-page';

const meta = {
  title: 'Site/Practice fields',
  component: FieldAreaPage,
  parameters: { layout: 'fullscreen' },
  args: { areas: PRACTICE_AREAS_FIXTURE, centers: CENTERS_FIXTURE },
  decorators: [
    (Story) => (
      <SiteStoryFrame path="/field/area">
        <Story />
      </SiteStoryFrame>
    ),
  ],
} satisfies Meta<typeof FieldAreaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /field/area: every field with its case types and links, and the centres that group them. */
export const AllFields: Story = {};

/** Without the group list (its call failed): the fields alone. */
export const WithoutCentres: Story = { args: { centers: [] } };
