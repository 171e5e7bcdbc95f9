import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { TOAST_MS } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

/**
 * The live's share card: its address as a QR code (a visitor at a booth scans it from another's phone), the
 * phone's own share sheet where there is one, else the address copied.
 */
export function LiveShare({ title }: { title: string }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState('');
  const [link, setLink] = useState('');
  useEffect(() => {
    const here = window.location.origin + window.location.pathname;
    setLink(here);
    void QRCode.toDataURL(here, { width: 240, margin: 1, errorCorrectionLevel: 'M' }).then(setQr, () =>
      setQr(''),
    );
  }, []);
  const share = () => {
    if (typeof navigator.share === 'function') {
      void navigator.share({ title, url: link }).catch(() => undefined);
      return;
    }
    void navigator.clipboard
      ?.writeText(link)
      .then(() => showToast(t('live_link_copied'), TOAST_MS))
      .catch(() => undefined);
  };
  return (
    <section className="sf-card sf-live-share" data-testid="live-share">
      <div className="sf-live-share__text">
        <h2 className="sf-live-h2">{t('live_share_title')}</h2>
        <p className="sf-live-meta">{t('live_share_hint')}</p>
        <button type="button" className="sf-button sf-button--ghost" onClick={share} disabled={!link}>
          {t('live_share')}
        </button>
      </div>
      {qr ? (
        <img className="sf-live-share__qr" src={qr} alt={t('live_qr_alt')} width={120} height={120} />
      ) : null}
    </section>
  );
}
