import { useEffect, useRef, useState, type FormEvent } from 'react';
import { type BaseSpecContent } from '@workhub/domain';
import { CommitInput } from '../../../components/commit-input';
import { useBaseWorkspaceStore } from './base-workspace-store';
import { LinkButton } from '../../../components/kit';

/* The parts the base-spec section editors share: the edit function, a colour field, the remove button and the add-a-named-entry form. */

export type Edit = (change: (spec: BaseSpecContent) => BaseSpecContent) => void;
export const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour: the picker commits when it closes (the native change event), the hex field by the input rule. */
export function ColourField({
  value,
  onCommit,
  label,
  disabled,
}: {
  value: string;
  onCommit: (hex: string) => void;
  label: string;
  disabled: boolean;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const latest = useRef(onCommit);
  latest.current = onCommit;
  const reportInput = useBaseWorkspaceStore((s) => s.reportInput);
  useEffect(() => {
    const input = picker.current;
    if (!input) return;
    const changed = () => {
      if (input.value.toLowerCase() !== value.toLowerCase()) latest.current(input.value);
    };
    input.addEventListener('change', changed);
    return () => input.removeEventListener('change', changed);
  }, [value]);
  return (
    <span className="bs-colour-field">
      <input ref={picker} type="color" defaultValue={value} key={value} aria-label={`${label} colour picker`} disabled={disabled} />
      <CommitInput
        className="bs-input bs-mono bs-hex"
        aria-label={`${label} colour`}
        value={value}
        disabled={disabled}
        onCommit={(hex) => {
          const text = hex.trim();
          if (HEX.test(text)) onCommit(text.toLowerCase());
          else reportInput(`${label}: a colour is #rrggbb, like #1565c0`);
        }}
      />
    </span>
  );
}

export function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const next = { ...record };
  delete next[key];
  return next;
}

/** The remove button of a row or card. */
export function RemoveButton({
  label,
  disabled,
  onClick,
  children = 'Remove',
}: {
  label?: string;
  disabled: boolean;
  onClick: () => void;
  children?: string;
}) {
  return (
    <LinkButton danger disabled={disabled} aria-label={label} onClick={onClick}>
      {children}
    </LinkButton>
  );
}

/**
 * The form under a section that adds a named entry (a layer, a theme, a property): `onAdd` gets the
 * trimmed name and adds it (the field empties), or returns why not (reported as an input problem).
 */
export function AddNamedForm({
  what,
  label,
  placeholder,
  disabled,
  onAdd,
}: {
  what: string;
  label: string;
  placeholder: string;
  disabled: boolean;
  onAdd: (name: string) => string | void;
}) {
  const [name, setName] = useState('');
  const reportInput = useBaseWorkspaceStore((s) => s.reportInput);
  const add = (e: FormEvent) => {
    e.preventDefault();
    const problem = onAdd(name.trim());
    if (problem) reportInput(problem);
    else setName('');
  };
  return (
    <form className="bs-inline-form" onSubmit={add} aria-label={`Add a ${what}`}>
      <label>
        {label}
        <input value={name} onChange={(e) => setName(e.target.value)} placeholder={placeholder} disabled={disabled} />
      </label>
      <button type="submit" disabled={disabled || !name.trim()}>
        Add {what}
      </button>
    </form>
  );
}
