import { useTranslation } from '../../../lib/use-translation.ts';
import type { TDynamicField } from '@showfloor/contracts';
import type { FieldPresentation } from '@showfloor/domain';
import { FieldGallery } from './field-gallery.tsx';
import './field-list.css';

export interface PresentedField {
  field: TDynamicField;
  presentation: FieldPresentation;
}

/**
 * Profile fields as label/value rows. Labels share one column capped at 8em and ellipsize past it;
 * media fields take the full width under their label.
 */
export function FieldList({ fields, clamp = false }: { fields: readonly PresentedField[]; clamp?: boolean }) {
  return (
    <dl className={clamp ? 'sf-fields sf-fields--clamp' : 'sf-fields'}>
      {fields.map(({ field, presentation }) => {
        const wide =
          presentation.kind === 'gallery' || presentation.kind === 'video' || presentation.kind === 'groups';
        return (
          <div
            key={field.fieldName + field.displayName}
            className={wide ? 'sf-field sf-field--wide' : 'sf-field'}
            data-field={field.fieldName}
          >
            <dt className="sf-field__label" title={field.displayName}>
              {field.displayName}
            </dt>
            <dd className="sf-field__value">
              <FieldValue presentation={presentation} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function FieldValue({ presentation: p }: { presentation: FieldPresentation }) {
  const { t } = useTranslation();
  switch (p.kind) {
    case 'gallery':
      return <FieldGallery images={p.images} />;
    case 'video':
      return (
        <div className="sf-field__videos">
          {p.videos.map((src) => (
            <video key={src} src={src} controls preload="none" playsInline width={640} height={360} />
          ))}
        </div>
      );
    case 'link':
      return (
        <a href={p.url} target="_blank" rel="noopener noreferrer" className="sf-field__link">
          {t('view_details')}
        </a>
      );
    case 'website':
      return p.clickable ? (
        <a href={p.url} target="_blank" rel="noopener noreferrer" className="sf-field__link">
          {p.url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
        </a>
      ) : (
        <span className="sf-field__text">{p.url}</span>
      );
    case 'groups':
      return (
        <ul className="sf-field__groups">
          {p.groups.map((g) => (
            <li key={g.name}>
              <span className="sf-field__group-name">{g.name}</span>
              {g.items.length ? <span className="sf-field__group-items">{g.items.join(' · ')}</span> : null}
            </li>
          ))}
        </ul>
      );
    case 'translated':
      return <span className="sf-field__text">{t(p.key)}</span>;
    case 'text':
      return <span className="sf-field__text">{p.text}</span>;
  }
}
