import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TDisplayIncrementRule, TExhibitorDetail, TLanguage, TShopDecorate } from '@showfloor/contracts';
import { PinIcon } from '../../../components/icons.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import { ExhibitorCounters } from './exhibitor-counters.tsx';
import './exhibitor-hero.css';

interface Props {
  detail: TExhibitorDetail;
  decorate: TShopDecorate | undefined;
  rules: readonly TDisplayIncrementRule[];
  lang: TLanguage;
  /** The favorite button (another feature's), beside the logo. */
  action?: ReactNode;
}

/** The shop's head: banner, logo, name, booth and pavilion, slogan and the three counters. */
export function ExhibitorHero({ detail, decorate, rules, lang, action }: Props) {
  const { t } = useTranslation();
  return (
    <section className="sf-hero" aria-labelledby="sf-exhibitor-name">
      <BannerCarousel images={decorate?.bannerImages ?? []} label={detail.name} />
      <div className="sf-card sf-hero__card">
        <div className="sf-hero__logo-wrap">
          {detail.logo ? (
            <img className="sf-hero__logo" src={detail.logo} alt={detail.name} width={72} height={72} />
          ) : (
            <span className="sf-hero__logo sf-hero__logo--initial" aria-hidden="true">
              {detail.name.slice(0, 1)}
            </span>
          )}
          {action ? <div className="sf-hero__action">{action}</div> : null}
        </div>
        <h1 id="sf-exhibitor-name" className="sf-hero__name" data-testid="exhibitor-name">
          {detail.name}
        </h1>
        <div className="sf-hero__meta">
          {detail.boothNumber ? (
            <span className="sf-chip sf-chip--accent" data-testid="booth-number">
              {t('booth_number')} {detail.boothNumber}
            </span>
          ) : null}
          {detail.pavilion ? (
            <span className="sf-chip" data-testid="pavilion">
              <PinIcon width={13} height={13} />
              {detail.pavilion.name}
            </span>
          ) : null}
        </div>
        {decorate?.slogan ? <p className="sf-hero__slogan">{decorate.slogan}</p> : null}
        <ExhibitorCounters detail={detail} rules={rules} lang={lang} />
      </div>
    </section>
  );
}

export function ExhibitorHeroSkeleton() {
  return (
    <div aria-busy="true">
      <div className="sf-skel sf-skel--banner" />
      <div className="sf-card sf-hero-skel">
        <div className="sf-skel sf-skel--logo" />
        <div className="sf-skel sf-skel--line sf-skel--w60" />
        <div className="sf-skel sf-skel--line sf-skel--w40" />
        <div className="sf-skel sf-skel--line sf-skel--w80" style={{ height: 44, marginTop: 20 }} />
      </div>
    </div>
  );
}
