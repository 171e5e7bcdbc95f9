import type { ReactNode } from 'react';
import './status-view.css';

export interface StatusAction {
  label: string;
  onClick?: () => void;
  href?: string;
  /** Opens outside the app (verification pages); the link keeps no opener. */
  external?: boolean;
}

interface Props {
  /** Short mark shown large: '404', '403', '!'. */
  code: string;
  title: string;
  description?: string;
  action?: StatusAction;
  secondary?: StatusAction;
  children?: ReactNode;
}

/** The full-page state of errors and special pages (404, 403, noContent, authTip, chunk failures). */
export function StatusView({ code, title, description, action, secondary, children }: Props) {
  return (
    <main className="sf-status" aria-labelledby="sf-status-title">
      <div className="sf-status__mark" aria-hidden="true">
        <span>{code}</span>
      </div>
      <h1 id="sf-status-title" className="sf-status__title">
        {title}
      </h1>
      {description ? <p className="sf-status__desc">{description}</p> : null}
      {children}
      <div className="sf-status__actions">
        {action ? <ActionButton action={action} primary /> : null}
        {secondary ? <ActionButton action={secondary} /> : null}
      </div>
    </main>
  );
}

function ActionButton({ action, primary = false }: { action: StatusAction; primary?: boolean }) {
  const cls = `sf-button ${primary ? 'sf-button--primary' : 'sf-button--ghost'}`;
  if (action.href) {
    return (
      <a className={cls} href={action.href} {...(action.external ? { rel: 'noopener noreferrer' } : {})}>
        {action.label}
      </a>
    );
  }
  return (
    <button type="button" className={cls} onClick={action.onClick}>
      {action.label}
    </button>
  );
}
