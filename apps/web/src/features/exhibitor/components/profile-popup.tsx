import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import Popup from 'antd-mobile/es/components/popup';
import '../../../lib/antd-locale.ts';
import { CloseIcon } from '../../../components/icons.tsx';
import { FieldList, type PresentedField } from './field-list.tsx';

interface Props {
  fields: readonly PresentedField[];
  title: string;
  onClose: () => void;
}

/** Every profile field in a bottom sheet; unmounted after its closing animation. */
export default function ProfilePopup({ fields, title, onClose }: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(true);
  return (
    <Popup
      visible={visible}
      onMaskClick={() => setVisible(false)}
      onClose={() => setVisible(false)}
      afterClose={onClose}
      position="bottom"
      bodyClassName="sf-sheet"
      destroyOnClose
    >
      <div className="sf-sheet__head" role="dialog" aria-modal="true" aria-labelledby="sf-sheet-title">
        <h2 id="sf-sheet-title" className="sf-section-title" style={{ margin: 0 }}>
          {title}
        </h2>
        <button
          type="button"
          className="sf-icon-button"
          aria-label={t('close')}
          onClick={() => setVisible(false)}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="sf-sheet__body" data-testid="profile-popup">
        <FieldList fields={fields} />
      </div>
    </Popup>
  );
}
