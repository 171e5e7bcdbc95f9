import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import Button from 'antd-mobile/es/components/button';
import { SLOT_CAPACITY_MAX, SLOT_MINUTES, type TTimeSlot } from '@showfloor/contracts';
import { TOAST_MS } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { viewerTimeZone } from '../../../lib/time-zone.ts';
import { clearDaySlots, saveDaySlots } from '../api/meeting-actions.ts';
import { localSlotLabel } from '../hooks/meeting-time.ts';
import { checkSlotForm, slotFormFor, type SlotForm, type SlotFormProblem } from '../hooks/slot-form.ts';
import { confirmAction } from '../../../components/access/confirm-action.ts';

const PROBLEM_KEYS: Record<SlotFormProblem, string> = {
  badTime: 'meeting_slots_bad_time',
  noSlot: 'meeting_slots_too_short',
  badCapacity: 'meeting_slots_bad_capacity',
};

interface Props {
  bventId: string;
  oneDay: string;
  slots: TTimeSlot[];
}

/**
 * One event day of the exhibitor's settings: its slots (Beijing time, and the viewer's when it differs; seats
 * taken of capacity) and the form that cuts the day into slots. Booked slots are kept by the server.
 */
export function DaySlots({ bventId, oneDay, slots }: Props) {
  const { t } = useTranslation();
  const zone = viewerTimeZone();
  const id = useId();
  const [form, setForm] = useState<SlotForm>(() => slotFormFor(slots));
  const [busy, setBusy] = useState<'save' | 'clear' | null>(null);
  const check = checkSlotForm(oneDay, form);
  const sorted = [...slots].sort((a, b) => a.startTime.localeCompare(b.startTime));
  const unbooked = slots.some((s) => s.idleCount >= s.capacity);

  const save = () => {
    if (!check.ok) return;
    setBusy('save');
    void saveDaySlots({
      bventId,
      oneDay,
      startTime: form.from,
      endTime: form.to,
      slotMinutes: form.minutes,
      capacity: form.capacity,
    })
      .then(() => showToast(t('meeting_slots_saved'), TOAST_MS))
      .catch(() => null)
      .finally(() => setBusy(null));
  };
  const clear = async () => {
    const sure = await confirmAction({
      kind: 'clearSlots',
      message: t('meeting_slots_clear_question'),
      yes: t('meeting_slots_clear'),
      testId: 'meeting-confirm',
      danger: true,
    });
    if (!sure) return;
    setBusy('clear');
    await clearDaySlots(bventId, oneDay)
      .then((day) =>
        // The server keeps a slot that ever held a meeting (its history), so a clear may remove nothing.
        showToast(
          day.slots.length < slots.length ? t('meeting_slots_cleared') : t('meeting_slots_nothing_cleared'),
          TOAST_MS,
        ),
      )
      .catch(() => null)
      .finally(() => setBusy(null));
  };

  return (
    <section
      className="sf-card sf-slot-day"
      data-testid="slot-day"
      data-day={oneDay}
      aria-labelledby={`${id}-h`}
    >
      <h2 id={`${id}-h`} className="sf-slot-day__title">
        {oneDay} <span className="sf-mtg__muted">{t('meeting_beijing_date')}</span>
      </h2>
      {sorted.length === 0 ? (
        <p className="sf-slot-day__empty" data-testid="slot-day-empty">
          {t('no_meeting_time_slots')}
        </p>
      ) : (
        <ul className="sf-slot-list" data-testid="slot-list">
          {sorted.map((s) => {
            const local = localSlotLabel(s, zone);
            const taken = s.capacity - s.idleCount;
            return (
              <li key={s.id} className="sf-slot" data-testid="slot" data-slot-id={s.id} data-taken={taken}>
                <span className="sf-slot__time">
                  <span>
                    {s.timeSlot} <span className="sf-mtg__muted">{t('meeting_beijing')}</span>
                  </span>
                  {local ? (
                    <span className="sf-mtg__muted" data-testid="slot-local-time">
                      {local} {t('meeting_your_time')}
                    </span>
                  ) : null}
                </span>
                <span className="sf-slot__seats" data-full={s.idleCount <= 0}>
                  {t('meeting_seats_taken', { taken, capacity: s.capacity })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <form
        className="sf-slot-form"
        data-testid="slot-form"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <p className="sf-slot-form__hint">{t('meeting_slots_beijing_hint')}</p>
        <label className="sf-slot-form__field">
          <span>{t('meeting_slots_from')}</span>
          <input
            type="time"
            step={60}
            required
            value={form.from}
            data-testid="slot-from"
            onChange={(e) => setForm({ ...form, from: e.target.value })}
          />
        </label>
        <label className="sf-slot-form__field">
          <span>{t('meeting_slots_to')}</span>
          <input
            type="time"
            step={60}
            required
            value={form.to}
            data-testid="slot-to"
            onChange={(e) => setForm({ ...form, to: e.target.value })}
          />
        </label>
        <label className="sf-slot-form__field">
          <span>{t('meeting_slots_length')}</span>
          <select
            value={form.minutes}
            data-testid="slot-minutes"
            onChange={(e) => setForm({ ...form, minutes: Number(e.target.value) })}
          >
            {SLOT_MINUTES.map((m) => (
              <option key={m} value={m}>
                {t('meeting_minutes', { count: m })}
              </option>
            ))}
          </select>
        </label>
        <label className="sf-slot-form__field">
          <span>{t('meeting_slots_seats')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={SLOT_CAPACITY_MAX}
            step={1}
            required
            value={Number.isNaN(form.capacity) ? '' : form.capacity}
            data-testid="slot-capacity"
            onChange={(e) => setForm({ ...form, capacity: e.target.valueAsNumber })}
          />
        </label>
        <p
          className="sf-slot-form__check"
          data-testid="slot-form-check"
          data-ok={check.ok}
          aria-live="polite"
        >
          {check.ok
            ? t('meeting_slots_count', { count: check.count })
            : t(PROBLEM_KEYS[check.problem], { max: SLOT_CAPACITY_MAX })}
        </p>
        <div className="sf-mtg__actions">
          <Button
            type="submit"
            size="small"
            color="primary"
            disabled={!check.ok || busy !== null}
            loading={busy === 'save'}
            data-testid="slot-save"
          >
            {t('meeting_slots_save')}
          </Button>
          <Button
            size="small"
            fill="outline"
            disabled={!unbooked || busy !== null}
            loading={busy === 'clear'}
            data-testid="slot-clear"
            onClick={() => void clear()}
          >
            {t('meeting_slots_clear')}
          </Button>
        </div>
      </form>
    </section>
  );
}
