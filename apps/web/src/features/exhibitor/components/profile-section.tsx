import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TDynamicField } from '@showfloor/contracts';
import { profileFields } from '@showfloor/domain';
import { ChevronRightIcon } from '../../../components/icons.tsx';
import { FieldList } from './field-list.tsx';
import './profile-section.css';

// The bottom sheet is antd-mobile's Popup (with its animation library): fetched when first opened.
const ProfilePopup = lazy(() => import('./profile-popup.tsx'));

interface Props {
  fields: readonly TDynamicField[];
  inMiniProgram: boolean;
}

/** The first 4 fields, then a link that opens all of them in a bottom popup. */
export function ProfileSection({ fields, inMiniProgram }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { all, preview, hasMore } = profileFields(fields, { inMiniProgram });
  return (
    <section className="sf-card sf-profile" aria-labelledby="sf-profile-title" data-testid="profile">
      <h2 id="sf-profile-title" className="sf-section-title">
        {t('company_profile')}
      </h2>
      {all.length === 0 ? (
        <p className="sf-profile__empty" data-testid="profile-empty">
          {t('exhibitor_profile_empty')}
        </p>
      ) : (
        <FieldList fields={preview} clamp />
      )}
      {hasMore ? (
        <button
          type="button"
          className="sf-profile__more"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          data-testid="profile-expand"
        >
          {t('view_all_fields', { count: all.length })}
          <ChevronRightIcon width={16} height={16} />
        </button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <ProfilePopup fields={all} title={t('company_profile')} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}

export function ProfileSkeleton() {
  return (
    <div className="sf-card" aria-busy="true">
      <div className="sf-skel sf-skel--line sf-skel--w40" style={{ marginTop: 0, height: 20 }} />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="sf-skel sf-skel--line sf-skel--w80" style={{ marginTop: 18 }} />
      ))}
    </div>
  );
}
