import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { colors, fontFamily, fontSize } from './tokens';

function Palette() {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
        gap: '1rem',
        padding: 0,
        listStyle: 'none',
      }}
    >
      {Object.entries(colors).map(([name, value]) => (
        <li key={name}>
          <div
            style={{
              height: '3rem',
              borderRadius: '8px',
              border: `1px solid ${colors.border}`,
              background: value,
            }}
          />
          <strong>{name}</strong>
          <div>{value}</div>
        </li>
      ))}
    </ul>
  );
}

function Typography() {
  return (
    <div style={{ fontFamily: fontFamily.sans }}>
      {Object.entries(fontSize).map(([name, size]) => (
        <p key={name} style={{ fontSize: size, margin: '0 0 0.5rem' }}>
          {name}: 기업 법률 자문부터 소송까지, 365일 24시간 상담합니다.
        </p>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: { a11y: { test: 'error' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = { render: () => <Palette /> };

export const Type: Story = {
  render: () => <Typography />,
  // Proves that @lawfirm/ui/fonts.css brings Pretendard's files into the bundle: the
  // browser finds and loads a face for Korean text.
  play: async () => {
    const faces = await document.fonts.load('16px "Pretendard Variable"', '상담');
    await expect(faces.length).toBeGreaterThan(0);
  },
};
