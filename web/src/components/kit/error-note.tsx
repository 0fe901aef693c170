import type { HTMLAttributes, ReactNode } from 'react';
import './kit.css';

export interface ErrorNoteProps extends Omit<HTMLAttributes<HTMLElement>, 'role' | 'className'> {
  children: ReactNode;
  /** Inside a line of text or a toolbar: a span instead of a paragraph. */
  inline?: boolean;
}

/** What went wrong, announced to assistive technology: the one alert paragraph of the pages. */
export function ErrorNote({ inline, children, ...props }: ErrorNoteProps) {
  if (inline)
    return (
      <span className="error-note" role="alert" {...props}>
        {children}
      </span>
    );
  return (
    <p className="error-note" role="alert" {...props}>
      {children}
    </p>
  );
}
