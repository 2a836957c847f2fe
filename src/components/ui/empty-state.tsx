import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  /** A decorative glyph or small illustration. */
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

export function EmptyState({ icon, title, children, actions }: EmptyStateProps) {
  return (
    <div className="empty-state">
      {icon ? (
        <div className="empty-state-icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <h2 className="empty-state-title">{title}</h2>
      {children ? <div className="empty-state-body">{children}</div> : null}
      {actions ? <div className="empty-state-actions">{actions}</div> : null}
    </div>
  );
}
