export { Button } from './button/button';
export type {
  ButtonAsButtonProps,
  ButtonAsLinkProps,
  ButtonProps,
  ButtonSize,
  ButtonVariant,
} from './button/button';
export { contrastRatio } from './color-contrast';
export {
  breakpoints,
  colors,
  cssVariables,
  fontFamily,
  fontSize,
  fontWeight,
  radii,
  space,
  tokens,
} from './tokens';
export type { Tokens } from './tokens';
