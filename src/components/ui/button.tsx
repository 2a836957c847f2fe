import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import './spinner.css';
import './button.css';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

function classes(variant: ButtonVariant, block: boolean | undefined, extra?: string): string {
  return ['btn', `btn-${variant}`, block ? 'btn-block' : '', extra ?? ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
  /** Shows a spinner, disables the button and announces the busy state. */
  loading?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  block,
  loading,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classes(variant, block, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  block?: boolean;
}

/** A link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant = 'primary', block, className, ...rest }: ButtonLinkProps) {
  return <Link className={classes(variant, block, className)} {...rest} />;
}
