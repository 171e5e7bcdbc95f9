import { useCallback, useMemo } from 'react';
import { Link, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { isGuid, profileFields } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { clientHost } from '../../lib/device.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { CounterRow } from '../../components/counter-row.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { bventByOwnerOptions } from '../../features/bvent/api/get-bvent-by-owner.ts';
import { bventSettingOptions } from '../../features/bvent/api/get-bvent-setting.ts';
import { FieldList } from '../../features/exhibitor/components/field-list.tsx';
import { FavoriteButton } from '../../features/favorite/components/favorite-button.tsx';
import type { FavoriteView } from '../../features/favorite/hooks/favorite-state.ts';
import { exhibitDetailOptions } from '../../features/product/api/get-exhibit-detail.ts';
import { ProductGrid } from '../../features/product/components/product-grid.tsx';
import { exhibitListOptions } from '../../features/product/api/list-exhibits.ts';
import {
  ProductDetailSkeleton,
  ProductDetailView,
} from '../../features/product/components/product-detail-view.tsx';
import { exhibitorDetailOptions } from '../../features/exhibitor/api/get-exhibitor-detail.ts';
import { BookMeeting } from '../../features/booking/components/book-meeting.tsx';
import { ensureEvent } from '../event-data.ts';
import { EventFrame, useIncrementRules } from './event-frame.tsx';
import { HydrateApart } from '../../components/hydrate-apart.tsx';

/**
 * /m/:lang/exhibit/:id (client.exhibit): the event is found from the product id (as the exhibitor
 * page finds it from the exhibitor's); the product itself is requested without blocking, under a skeleton.
 * States 2001-2004 leave for noContent through the api-client.
 */
export async function exhibitLoader({ params }: LoaderFunctionArgs) {
  const lang = params.lang as TLanguage;
  if (!isGuid(params.id)) throw redirect(paths.notFound(lang));
  const client = getQueryClient();
  const id = params.id;
  const detail = client.fetchQuery(exhibitDetailOptions(id)).catch(() => null);
  const bvent = await ensureEvent({ exhibitId: id }, lang);
  // With the product: its exhibitor (the booking button needs the organization) and the exhibitor's other
  // products below it, so the page (and a server render of it) comes whole.
  void detail.then((d) => {
    if (!d) return;
    void client.prefetchQuery(exhibitorDetailOptions(d.exhibitor.id, bvent.bventId));
    void client.prefetchInfiniteQuery(
      exhibitListOptions({ bventId: bvent.bventId, exhibitorId: d.exhibitor.id, exhibitId: d.id }),
    );
  });
  return null;
}

export function ExhibitPage() {
  const { t } = useTranslation();
  const params = useParams();
  const lang = params.lang as TLanguage;
  const id = params.id ?? '';
  const { data: bvent } = useSuspenseQuery(bventByOwnerOptions({ exhibitId: id }));
  const detail = useQuery(exhibitDetailOptions(id));
  const rules = useIncrementRules(bvent.bventId);
  useDocumentTitle(detail.data ? `${detail.data.name} | ${bvent.title}` : bvent.title);
  const onFavorite = useCallback(
    (view: FavoriteView) =>
      getQueryClient().setQueryData(exhibitDetailOptions(id).queryKey, (d) =>
        d ? { ...d, favoriteCount: view.favoriteCount } : d,
      ),
    [id],
  );
  const d = detail.data;
  // The booking needs the exhibitor's organization, which the product's exhibitor summary does not carry.
  const exhibitor = useQuery({
    ...exhibitorDetailOptions(d?.exhibitor.id ?? '', bvent.bventId),
    enabled: Boolean(d),
  }).data;
  // The chat gate reads the event's chatRoleList: no target (the button waits) until the setting has arrived
  // or failed, so the gate never runs on a list that is merely not here yet.
  const setting = useQuery(bventSettingOptions(bvent.bventId));
  const settingSettled = !setting.isPending;
  const chatRoles = setting.data?.chatRoleList;
  const bookingTarget = useMemo(
    () =>
      d && exhibitor && settingSettled
        ? {
            exhibitorId: exhibitor.id,
            exhibitorOrgId: exhibitor.orgId,
            exhibitorName: exhibitor.name,
            bvent,
            chatRoles,
            source: {
              srcBizType: 'Exhibit' as const,
              srcBizId: d.id,
              // The product's model number is its code where it has one.
              srcBizCode: (d.fields.find((f) => f.fieldName === 'Model')?.fieldValue ?? '').slice(0, 100),
              srcBizName: d.name.slice(0, 300),
            },
          }
        : null,
    [d, exhibitor, settingSettled, bvent, chatRoles],
  );
  const fields = d ? profileFields(d.fields, { inMiniProgram: clientHost() === 'miniProgram' }).all : [];
  return (
    <EventFrame bventId={bvent.bventId} bvent={bvent} lang={lang} exhibitorId={d?.exhibitor.id}>
      {d ? (
        <>
          <ProductDetailView
            detail={d}
            lang={lang}
            favorite={
              <FavoriteButton
                target={{ bventId: bvent.bventId, targetType: 'Product', targetId: d.id }}
                count={d.favoriteCount}
                rules={rules}
                lang={lang}
                onChange={onFavorite}
                hideCount
              />
            }
            counters={
              <CounterRow
                raw={{ visit: d.visitCount, favorites: d.favoriteCount, like: d.likeCount }}
                rules={rules}
                lang={lang}
              />
            }
            fields={
              fields.length > 0 ? (
                <section className="sf-card" data-testid="product-fields">
                  <h2 className="sf-section-title">{t('product_details')}</h2>
                  <HydrateApart>
                    <FieldList fields={fields} />
                  </HydrateApart>
                </section>
              ) : null
            }
          />
          <div className="sf-card sf-card--actions">
            <Link
              className="sf-button sf-button--primary sf-button--block"
              to={paths.enquiry(lang, d.id)}
              data-testid="enquire"
            >
              {t('enquiry_button')}
            </Link>
            <BookMeeting target={bookingTarget} lang={lang} />
          </div>
          <h2 className="sf-section-title sf-more-title">{t('more_from_exhibitor')}</h2>
          <HydrateApart>
            <ProductGrid
              filter={{ bventId: bvent.bventId, exhibitorId: d.exhibitor.id, exhibitId: d.id }}
              lang={lang}
            />
          </HydrateApart>
        </>
      ) : detail.isError ? (
        <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <ProductDetailSkeleton />
      )}
    </EventFrame>
  );
}
