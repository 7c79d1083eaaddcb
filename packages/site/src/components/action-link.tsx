import { Link } from '@tanstack/react-router';
import type { ButtonVariant } from '@lawfirm/ui';
import type { ReactNode } from 'react';

export interface ActionLinkProps {
  /** An internal path. */
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
}

/**
 * An internal link that looks like @lawfirm/ui's Button. ui's Button renders a plain <a>;
 * this keeps the router's Link, so that navigation stays client-side and preloads.
 */
export function ActionLink({ to, variant = 'primary', children }: ActionLinkProps) {
  return (
    <Link to={to} className="lf-button" data-variant={variant}>
      {children}
    </Link>
  );
}
