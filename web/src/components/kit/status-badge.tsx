import type { HTMLAttributes, ReactNode } from 'react';
import './kit.css';

export type BadgeTone = 'neutral' | 'ok' | 'accent' | 'warn' | 'danger';

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  children: ReactNode;
}

/** A short state in a pill (active, committed, stalled…), one colour per tone. */
export function StatusBadge({ tone = 'neutral', className, children, ...props }: StatusBadgeProps) {
  return (
    <span className={className ? `status-badge ${className}` : 'status-badge'} data-tone={tone} {...props}>
      {children}
    </span>
  );
}
