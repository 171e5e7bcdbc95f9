import Dialog from 'antd-mobile/es/components/dialog';
import Button from 'antd-mobile/es/components/button';
import '../../lib/antd-render.ts';
import '../../lib/antd-locale.ts';
import './access.css';

export interface DialogButton<K extends string> {
  key: K;
  text: string;
  /** data-testid of the button (end-to-end tests). */
  testId: string;
  primary?: boolean;
  /** The yes of a destructive action (delete, cancel, ban): red, as the button that asked. */
  danger?: boolean;
}

export interface AccessDialogSpec<K extends string> {
  /** data-kind of the dialog (end-to-end tests): notLoggedIn, noIdentity, notAudited, ... */
  kind: string;
  title?: string;
  message: string;
  buttons: readonly DialogButton<K>[];
}

/** One centered dialog with the gate's words and buttons; resolves the key pressed, null when dismissed. */
export function showAccessDialog<K extends string>(spec: AccessDialogSpec<K>): Promise<K | null> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (key: K | null) => {
      if (settled) return;
      settled = true;
      handler.close();
      resolve(key);
    };
    const handler = Dialog.show({
      closeOnMaskClick: true,
      onClose: () => done(null),
      content: (
        <div className="sf-access-dialog" data-testid="access-dialog" data-kind={spec.kind}>
          {spec.title ? (
            <h2 className="sf-access-dialog__title" data-testid="access-dialog-title">
              {spec.title}
            </h2>
          ) : null}
          <p className="sf-access-dialog__message" data-testid="access-dialog-message">
            {spec.message}
          </p>
          <div className="sf-access-dialog__buttons">
            {spec.buttons.map((b) => (
              <Button
                key={b.key}
                block
                color={b.danger ? 'danger' : b.primary ? 'primary' : 'default'}
                data-testid={b.testId}
                onClick={() => done(b.key)}
              >
                {b.text}
              </Button>
            ))}
          </div>
        </div>
      ),
    });
  });
}
