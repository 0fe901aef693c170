import type { InputHTMLAttributes, ReactNode } from 'react';
import './switch.css';

/**
 * An on/off switch: a checkbox with role="switch", drawn as a track and a knob (switch.css), and
 * what the page shows next to it (`children`, e.g. 'On' / 'Off'). The other props go to the checkbox.
 */
export function Switch({
  children,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'children'> & { children?: ReactNode }) {
  return (
    <span className="switch">
      <input type="checkbox" role="switch" {...input} />
      {children}
    </span>
  );
}
