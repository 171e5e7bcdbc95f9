import './inline-state.css';

interface Props {
  title: string;
  description?: string;
  actionLabel?: string;
  onAction?: () => void;
}

/** An error or empty state inside a page (the page's frame stays around it). */
export function InlineState({ title, description, actionLabel, onAction }: Props) {
  return (
    <div className="sf-card sf-inline-state" role="status">
      <p className="sf-inline-state__title">{title}</p>
      {description ? <p className="sf-inline-state__desc">{description}</p> : null}
      {actionLabel && onAction ? (
        <button type="button" className="sf-button sf-button--primary" onClick={onAction}>
          {actionLabel}
        </button>
      ) : null}
    </div>
  );
}
