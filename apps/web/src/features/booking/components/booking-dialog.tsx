import { useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage, TRoleType } from '@showfloor/contracts';
import { bookingDays, chosenTimeIndex } from '@showfloor/domain';
import { adminAccountOptions } from '../../../lib/session/queries.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { now } from '../../../lib/clock.ts';
import { viewerTimeZone } from '../../../lib/time-zone.ts';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import '../../../lib/antd-locale.ts';
import { boothNumberOptions } from '../api/get-booth-number.ts';
import { chatTypesOptions } from '../api/get-chat-types.ts';
import { stocksOptions } from '../api/list-chat-stocks.ts';
import { slotViews, viewerZoneLabel } from '../hooks/slot-view.ts';
import type { BookingContext, BookingSource } from '../hooks/submit-booking.ts';
import { useBookingDialog } from '../hooks/use-booking-dialog.ts';
import { useBookingSubmit } from '../hooks/use-booking-submit.tsx';
import { BookingFormFields } from './booking-form.tsx';
import { BookingResult } from './booking-result.tsx';
import { DayChips } from './day-chips.tsx';
import { SlotGrid } from './slot-grid.tsx';
import './booking.css';

/** Who is booked and from where; the app layer builds it from the page it opens the dialog on. */
export interface BookingTarget {
  exhibitorId: string;
  exhibitorOrgId: string;
  exhibitorName: string;
  bvent: { bventId: string; topOrgId: string; startTime: string; endTime: string };
  /** The event's chat roles (GetBventSetting chatRoleList), for the chat gate. */
  chatRoles?: readonly string[];
  /** Where the booking starts; default Shop (the exhibitor's own page). */
  source?: BookingSource;
}

export interface BookingDialogProps {
  target: BookingTarget;
  open: boolean;
  lang: TLanguage;
  onClose: () => void;
  /** After the closing animation (the reserveChat route goes back to the home tab then). */
  onClosed?: () => void;
}

const SHOP: BookingSource = { srcBizType: 'Shop', srcBizId: '', srcBizCode: '', srcBizName: '' };

/**
 * The visitor's booking dialog in a bottom sheet: day chips, the day's slots
 * in the viewer's zone, topic, meeting type and place, card switch, submit; then the result view.
 */
export default function BookingDialog({ target, open, lang, onClose, onClosed }: BookingDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const zone = viewerTimeZone();
  const { bventId } = target.bvent;
  const days = useMemo(
    () => bookingDays(target.bvent.startTime, target.bvent.endTime),
    [target.bvent.startTime, target.bvent.endTime],
  );
  // No day is chosen for the visitor (the spec's form defaults): its check, 'please select meeting date', is real.
  const [state, dispatch] = useBookingDialog(open, null);

  const role = (session.current?.role || undefined) as TRoleType | undefined;
  const admin = useQuery({ ...adminAccountOptions(target.exhibitorOrgId), enabled: open });
  const stocksTarget = {
    bventId,
    receiveOrgId: target.exhibitorOrgId,
    receiveAccountId: admin.data?.accountId,
    role,
  };
  // Asked once the receiving account is known or known to be missing: an exhibitor without one shows as
  // having no slots when it has none, and as a failure only when it has slots nobody could receive.
  const stocks = useQuery({ ...stocksOptions(stocksTarget), enabled: open && !admin.isPending });
  const chatTypes = useQuery({ ...chatTypesOptions(bventId), enabled: open });
  const offline = state.form.chatType === 'OffLine';
  const booth = useQuery({ ...boothNumberOptions(bventId, target.exhibitorOrgId), enabled: open && offline });

  // The slots as of the list's arrival: "now" moves on when the list is fetched again or the day changes.
  const at = useMemo(() => now(), [stocks.dataUpdatedAt, state.selectedDate]); // eslint-disable-line react-hooks/exhaustive-deps
  const views = useMemo(
    () => (state.selectedDate ? slotViews(stocks.data ?? [], state.selectedDate, at, zone, lang) : []),
    [stocks.data, state.selectedDate, at, zone, lang],
  );
  // The state holds the chosen slot's id: a refreshed list that moves it keeps it chosen, one that drops it
  // leaves nothing chosen.
  const timeIndex = chosenTimeIndex(
    state,
    views.map((v) => v.slot),
  );
  const chosen = timeIndex === null ? null : (views[timeIndex]?.slot ?? null);

  const topicRef = useRef<HTMLTextAreaElement>(null);

  const ctx = useMemo<BookingContext | null>(
    () =>
      admin.data
        ? {
            exhibitorId: target.exhibitorId,
            exhibitorOrgId: target.exhibitorOrgId,
            bventId,
            topOrgId: target.bvent.topOrgId,
            receiveAccountId: admin.data.accountId,
            source: target.source ?? SHOP,
          }
        : null,
    [admin.data, target, bventId],
  );
  const { submit, busy } = useBookingSubmit({ ctx, state, chosen, dispatch, topicRef });

  const loading = admin.isPending || stocks.isPending;
  const noSlotsAtAll = stocks.isSuccess && stocks.data.length === 0;
  const failedToLoad = stocks.isError || (admin.isError && !noSlotsAtAll);

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      afterClose={onClosed}
      title={t('booking_title')}
      note={target.exhibitorName}
      testId="booking-dialog"
    >
      {state.isResult ? (
        <BookingResult
          failed={state.isResultFail}
          message={state.message}
          lang={lang}
          onRetry={() => dispatch({ type: 'retry' })}
          onClose={onClose}
        />
      ) : failedToLoad ? (
        <div className="sf-booking__empty" role="alert" data-testid="booking-load-failed">
          <p>{t('load_failed')}</p>
          <button
            type="button"
            className="sf-button sf-button--ghost"
            onClick={() => void (admin.isError ? admin.refetch() : stocks.refetch())}
          >
            {t('retry')}
          </button>
        </div>
      ) : loading ? (
        <div className="sf-booking__loading" aria-busy="true">
          <div className="sf-skel sf-booking__skel" />
          <div className="sf-skel sf-booking__skel sf-booking__skel--tall" />
        </div>
      ) : noSlotsAtAll ? (
        <p className="sf-booking__empty" data-testid="booking-no-slots-at-all">
          {t('exhibitor_no_meeting_slots')}
        </p>
      ) : (
        <form
          className="sf-booking__form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <section className="sf-booking__field">
            <h3 className="sf-booking__label">{t('booking_choose_date')}</h3>
            <DayChips
              days={days}
              selected={state.selectedDate}
              lang={lang}
              onSelect={(date) => dispatch({ type: 'selectDay', date })}
            />
          </section>
          <section className="sf-booking__field">
            <h3 className="sf-booking__label">{t('booking_choose_time')}</h3>
            {!state.selectedDate ? (
              <p className="sf-booking__none" data-testid="booking-choose-day-first">
                {t('please_select_meeting_date')}
              </p>
            ) : views.length > 0 ? (
              <SlotGrid
                views={views}
                selected={timeIndex}
                onSelect={(slotId) => dispatch({ type: 'selectTime', slotId })}
              />
            ) : (
              <p className="sf-booking__none" data-testid="booking-no-slots">
                {t('no_meeting_time_slots')}
              </p>
            )}
            <p className="sf-booking__zone" data-testid="booking-zone">
              {t('booking_times_in_zone', {
                zone: `${zone}, ${viewerZoneLabel(zone, state.selectedDate, at)}`,
              })}
            </p>
          </section>
          <BookingFormFields
            form={state.form}
            chatTypes={chatTypes.data ?? ['OnLine']}
            booth={booth.data ?? null}
            onEdit={(patch) => dispatch({ type: 'edit', patch })}
            topicRef={topicRef}
          />
          <button
            type="submit"
            className="sf-button sf-button--primary sf-booking__submit"
            disabled={busy}
            aria-busy={busy}
          >
            {t('booking_submit')}
          </button>
        </form>
      )}
    </BottomSheet>
  );
}
