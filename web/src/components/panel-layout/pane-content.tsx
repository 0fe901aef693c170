import { useEffect, useState, type ReactNode } from 'react';

export interface PaneContentProps {
  /** What the pane shows; it identifies the content: a new key shows the placeholder again. */
  contentKey: string;
  children: ReactNode;
  /** The placeholder's words (default 'Loading…'). */
  placeholder?: ReactNode;
}

/**
 * Content opened in a pane (supporting spec §2): the first render shows a loading placeholder,
 * the real content comes on the next tick. Opening other content (a new `contentKey`) shows the
 * placeholder again first.
 */
export function PaneContent({ contentKey, children, placeholder = 'Loading…' }: PaneContentProps) {
  const [shownKey, setShownKey] = useState<string | null>(null);
  useEffect(() => {
    const tick = setTimeout(() => setShownKey(contentKey), 0);
    return () => clearTimeout(tick);
  }, [contentKey]);
  if (shownKey !== contentKey) {
    return (
      <div className="pane-placeholder" role="status" aria-live="polite" data-testid="pane-placeholder">
        {placeholder}
      </div>
    );
  }
  return <>{children}</>;
}
