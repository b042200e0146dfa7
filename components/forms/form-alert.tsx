import type { ReactNode, Ref } from 'react';

type Props = {
  /** success: a status message; danger: an alert, read out at once. */
  kind: 'success' | 'danger';
  children: ReactNode;
  /** The form moves the focus here when nothing else should have it. */
  ref?: Ref<HTMLDivElement>;
};

/** The outcome of a form (document 001, section 4): a success alert or a danger alert. */
export function FormAlert({ kind, children, ref }: Props) {
  return (
    <div ref={ref} tabIndex={-1} role={kind === 'success' ? 'status' : 'alert'} className={`form-alert form-alert--${kind}`}>
      {children}
    </div>
  );
}
