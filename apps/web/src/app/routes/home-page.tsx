import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { paths } from '../../config/paths.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { ExhibitorItem, ProductItem, VideoItem } from '../../components/cards/catalog-items.tsx';
import { ExhibitorCardSkeleton } from '../../components/cards/exhibitor-card.tsx';
import { PavilionCard } from '../../components/cards/pavilion-card.tsx';
import { ProductCardSkeleton } from '../../components/cards/product-card.tsx';
import { QueryState } from '../../components/cards/query-state.tsx';
import { Section } from '../../components/cards/section.tsx';
import { homeRecommendOptions } from '../../features/home/api/get-home-recommend.ts';
import { homeVideosOptions } from '../../features/home/api/recommend-videos.ts';
import { HomeHero } from '../../features/home/components/home-hero.tsx';
import { pavilionListOptions } from '../../features/pavilion/api/list-pavilions.ts';
import { demandHallOptions } from '../../features/demand/api/demand-api.ts';
import { DemandCard } from '../../features/demand/components/demand-card.tsx';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';

/** /m/:lang: the event's home. Only the event blocks render; every block below loads (and fails) alone. */
export async function homeLoader({ params }: LoaderFunctionArgs) {
  const bvent = await ensureBrowseEvent(params.lang as TLanguage);
  void getQueryClient().prefetchQuery(pavilionListOptions(bvent.bventId));
  void getQueryClient().prefetchQuery(homeRecommendOptions(bvent.bventId));
  void getQueryClient().prefetchQuery(homeVideosOptions(bvent.bventId));
  void getQueryClient().prefetchInfiniteQuery(demandHallOptions(bvent.bventId, undefined, ''));
  return null;
}

const tiles = (n: number, Skeleton: () => React.JSX.Element) =>
  Array.from({ length: n }, (_, i) => <Skeleton key={i} />);

export function HomePage() {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const { bvent, rules, customImage } = useBrowseEvent();
  const pavilions = useQuery(pavilionListOptions(bvent.bventId));
  const recommend = useQuery(homeRecommendOptions(bvent.bventId));
  const videos = useQuery(homeVideosOptions(bvent.bventId));
  const demands = useInfiniteQuery(demandHallOptions(bvent.bventId, undefined, ''));
  useDocumentTitle(bvent.title);

  return (
    <div className="sf-page" data-testid="home-page">
      <BrowseBar lang={lang} title={bvent.title} logo={bvent.logo} back={false} />
      <HomeHero lang={lang} title={bvent.title} banner={customImage} span={bvent} />

      <Section title={t('exhibition_group_list')} moreHref={paths.pavilionList(lang)} testId="home-pavilions">
        <QueryState
          query={pavilions}
          isEmpty={(d) => d.length === 0}
          emptyText={t('no_pavilions')}
          skeleton={
            <div className="sf-rail">
              {tiles(2, () => (
                <div className="sf-pvcard sf-skel" />
              ))}
            </div>
          }
          testId="home-pavilions"
        >
          {(list) => (
            <div className="sf-rail">
              {list.map((p) => (
                <PavilionCard
                  key={p.id}
                  href={paths.pavilion(lang, p.id)}
                  name={p.name}
                  cover={p.cover}
                  exhibitorCount={p.exhibitorCount}
                  uploading={p.uploading}
                  testId="home-pavilion-item"
                />
              ))}
            </div>
          )}
        </QueryState>
      </Section>

      <Section
        title={t('recommended_exhibitors')}
        moreHref={paths.exhibitorList(lang)}
        testId="home-exhibitors"
      >
        <QueryState
          query={{ ...recommend, data: recommend.data?.exhibitors }}
          isEmpty={(d) => d.length === 0}
          emptyText={t('no_exhibitors')}
          skeleton={<div className="sf-stack">{tiles(3, ExhibitorCardSkeleton)}</div>}
          testId="home-exhibitors"
        >
          {(list) => (
            <div className="sf-stack">
              {list.map((x) => (
                <ExhibitorItem key={x.id} item={x} lang={lang} rules={rules} testId="home-exhibitor-item" />
              ))}
            </div>
          )}
        </QueryState>
      </Section>

      <Section title={t('recommended_products')} moreHref={paths.productList(lang)} testId="home-products">
        <QueryState
          query={{ ...recommend, data: recommend.data?.products }}
          isEmpty={(d) => d.length === 0}
          emptyText={t('no_products')}
          skeleton={<div className="sf-pgrid">{tiles(4, ProductCardSkeleton)}</div>}
          testId="home-products"
        >
          {(list) => (
            <div className="sf-pgrid">
              {list.map((p) => (
                <ProductItem
                  key={p.id}
                  item={p}
                  lang={lang}
                  href={paths.exhibit(lang, p.id)}
                  testId="home-product-item"
                />
              ))}
            </div>
          )}
        </QueryState>
      </Section>

      <Section title={t('demand_hall')} moreHref={paths.demandHall(lang)} testId="home-demands">
        <QueryState
          query={{ ...demands, data: demands.data?.pages[0]?.items.slice(0, 3) }}
          isEmpty={(d) => d.length === 0}
          emptyText={t('demand_empty')}
          skeleton={
            <div className="sf-stack">
              {tiles(2, () => (
                <div className="sf-card sf-skel" style={{ height: 110 }} />
              ))}
            </div>
          }
          testId="home-demands"
        >
          {(list) => (
            <div className="sf-stack">
              {list.map((d) => (
                <DemandCard key={d.id} demand={d} lang={lang} />
              ))}
            </div>
          )}
        </QueryState>
      </Section>

      <Section title={t('recommended_videos')} moreHref={paths.videoHall(lang)} testId="home-videos">
        <QueryState
          query={videos}
          isEmpty={(d) => d.length === 0}
          emptyText={t('no_videos')}
          skeleton={
            <div className="sf-vgrid">
              {tiles(2, () => (
                <div className="sf-vcard__media sf-skel" />
              ))}
            </div>
          }
          testId="home-videos"
        >
          {(list) => (
            <div className="sf-vgrid">
              {list.map((v) => (
                <VideoItem key={v.id} item={v} lang={lang} testId="home-video-item" />
              ))}
            </div>
          )}
        </QueryState>
      </Section>
    </div>
  );
}
