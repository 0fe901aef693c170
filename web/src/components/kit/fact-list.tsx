import { Fragment, type ReactNode } from 'react';
import './kit.css';

export interface Fact {
  label: ReactNode;
  value: ReactNode;
  /** Set on the value (`data-field`), for tests and styles. */
  field?: string;
}

export interface FactListProps {
  facts: readonly (Fact | false | null | undefined)[];
  className?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** Labelled values (a description list); a fact given as false/null is left out. */
export function FactList({ facts, className, ...props }: FactListProps) {
  const shown = facts.filter((f): f is Fact => !!f);
  return (
    <dl className={className ? `fact-list ${className}` : 'fact-list'} {...props}>
      {shown.map((fact, i) => (
        <Fragment key={typeof fact.label === 'string' ? fact.label : i}>
          <dt>{fact.label}</dt>
          <dd data-field={fact.field}>{fact.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
