import { useEffect, useId, useRef, type ReactNode } from 'react';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from '../lib/use-translation.ts';
import '../lib/antd-render.ts';
import { CloseIcon } from './icons.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  /** After the closing animation (the caller unmounts or resets what the sheet held). */
  afterClose?: () => void;
  title: string;
  /** A line under the title: whom the sheet is about, or what it asks first. */
  note?: string;
  testId: string;
  children: ReactNode;
}

/**
 * A dialog in a bottom sheet (the booking, "talk now" and card editor sheets): a head with its title and a close
 * button over a body that scrolls. Focus goes into the sheet when it opens (a screen reader starts at its title)
 * and Escape closes it.
 */
export function BottomSheet({ open, onClose, afterClose, title, note, testId, children }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) sheet.current?.focus();
  }, [open]);
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      afterClose={afterClose}
      position="bottom"
      bodyClassName="sf-panel-popup"
    >
      <div
        className="sf-panel"
        ref={sheet}
        tabIndex={-1}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <div className="sf-panel__head">
          <div>
            <h2 id={titleId} className="sf-panel__title">
              {title}
            </h2>
            {note ? <p className="sf-panel__note">{note}</p> : null}
          </div>
          <button type="button" className="sf-icon-button" aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="sf-panel__body">{children}</div>
      </div>
    </Popup>
  );
}
