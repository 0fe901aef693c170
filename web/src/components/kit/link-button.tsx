import type { ButtonHTMLAttributes } from 'react';
import './kit.css';

export interface LinkButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** A destructive action (remove, delete): shown in the danger colour. */
  danger?: boolean;
}

/** A button that looks like a link (an action inside text or a table cell); the one `.link-button` style. */
export function LinkButton({ danger, className, ...props }: LinkButtonProps) {
  const classes = ['link-button', danger ? 'link-button-danger' : '', className ?? ''].filter(Boolean).join(' ');
  return <button type="button" className={classes} {...props} />;
}
