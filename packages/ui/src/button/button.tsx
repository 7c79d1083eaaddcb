import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  /** primary: crimson, the one main action of a view; secondary: outlined; ghost: text only. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** Without `href`: a `<button>`, `type="button"` unless told otherwise. */
export type ButtonAsButtonProps = ButtonStyleProps &
  ComponentPropsWithRef<'button'> & { href?: undefined };

/** With `href`: an `<a>`. `disabled` removes the link target and marks it aria-disabled. */
export type ButtonAsLinkProps = ButtonStyleProps &
  ComponentPropsWithRef<'a'> & { href: string; disabled?: boolean };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

function styleAttributes(
  { variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleProps,
  className?: string,
) {
  return {
    className: className ? `lf-button ${className}` : 'lf-button',
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth || undefined,
  };
}

/**
 * The platform's button. Styles come from `@lawfirm/ui/styles.css` (button.css).
 * `ref` is an ordinary prop (React 19) and reaches the rendered element.
 */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const {
      variant,
      size,
      fullWidth,
      className,
      disabled = false,
      href,
      onClick,
      children,
      ...anchorProps
    } = props;
    // A link cannot be disabled natively: without href it goes nowhere and leaves the tab
    // order; role and aria-disabled keep it announced as a disabled link.
    return (
      <a
        {...anchorProps}
        {...styleAttributes({ variant, size, fullWidth }, className)}
        href={disabled ? undefined : href}
        onClick={disabled ? undefined : onClick}
        role={disabled ? 'link' : anchorProps.role}
        aria-disabled={disabled || undefined}
      >
        {children}
      </a>
    );
  }

  const { variant, size, fullWidth, className, type = 'button', ...buttonProps } = props;
  return (
    <button
      {...buttonProps}
      {...styleAttributes({ variant, size, fullWidth }, className)}
      type={type}
    />
  );
}
