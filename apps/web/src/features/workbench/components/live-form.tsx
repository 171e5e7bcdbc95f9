import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  LANGUAGE_NAMES,
  LIVE_CODE_PATTERN,
  LIVE_TITLE_MAX,
  textLength,
  type TLanguage,
  type TStudioLive,
} from '@showfloor/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { sendLive, STUDIO_KEY } from '../api/live-studio-api.ts';
import '../../../components/form.css';
import './workbench.css';

interface Props {
  bventId: string;
  languages: readonly TLanguage[];
  /** null: a new live. */
  live: TStudioLive | null;
  onSaved: (live: TStudioLive) => void;
}

/** 'YYYY-MM-DD HH:mm[:ss]' (stored) <-> 'YYYY-MM-DDTHH:mm' (a datetime-local field), both Beijing wall clock. */
const toField = (wall: string) => wall.slice(0, 16).replace(' ', 'T');
const fromField = (v: string) => v.replace('T', ' ');

/**
 * A live's form: title in the event's languages, start and end (Beijing time, as every time of the fair), seats,
 * an invitation code that makes it private, and where the picture comes from: this phone's camera or studio gear's
 * own HLS address. The contract's limits are said under the fields, the gateway's refusal under the form.
 */
export function LiveForm({ bventId, languages, live, onSaved }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [title, setTitle] = useState<Partial<Record<TLanguage, string>>>(live?.title ?? {});
  const [start, setStart] = useState(live ? toField(live.startTime) : '');
  const [end, setEnd] = useState(live ? toField(live.endTime) : '');
  const [capacity, setCapacity] = useState(live?.capacity ? String(live.capacity) : '');
  const [code, setCode] = useState('');
  const [makePublic, setMakePublic] = useState(false);
  const [source, setSource] = useState<'camera' | 'external'>(live?.source ?? 'camera');
  const [address, setAddress] = useState(live?.externalHlsUrl ?? '');
  const [tried, setTried] = useState(false);
  const save = useMutation({
    mutationFn: sendLive,
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: [STUDIO_KEY] });
      onSaved(saved);
    },
  });

  const problems: Record<string, string> = {};
  if (!Object.values(title).some((v) => v && v.trim())) problems.title = t('live_studio_title_required');
  for (const l of languages)
    if (textLength(title[l] ?? '') > LIVE_TITLE_MAX)
      problems.title = t('live_studio_title_max', { max: LIVE_TITLE_MAX });
  if (!start) problems.start = t('live_studio_time_required');
  if (!end) problems.end = t('live_studio_time_required');
  else if (start && end <= start) problems.end = t('live_studio_end_after_start');
  if (capacity && !(Number.isInteger(Number(capacity)) && Number(capacity) >= 1))
    problems.capacity = t('live_studio_capacity_invalid');
  if (code && !LIVE_CODE_PATTERN.test(code)) problems.code = t('live_studio_code_invalid');
  if (source === 'external' && !/^https:\/\/\S+\.m3u8(\?\S*)?$/i.test(address))
    problems.address = t('live_studio_address_invalid');
  const shown = tried ? problems : {};
  const refusal =
    save.error instanceof ApiError
      ? [save.error.message, ...save.error.details.map((d) => d.message)].join(' · ')
      : save.error
        ? String(save.error)
        : null;

  const submit = () => {
    setTried(true);
    if (Object.keys(problems).length > 0 || save.isPending) return;
    save.mutate({
      bventId,
      ...(live ? { id: live.id } : {}),
      title: Object.fromEntries(Object.entries(title).filter(([, v]) => v && v.trim())),
      startTime: fromField(start),
      endTime: fromField(end),
      capacity: capacity ? Number(capacity) : null,
      ...(code ? { inviteCode: code } : makePublic ? { inviteCode: '' } : {}),
      source,
      externalHlsUrl: source === 'external' ? address.trim() : null,
    });
  };
  const err = (k: string) =>
    shown[k] ? (
      <p className="sf-input__error" role="alert" data-testid={`live-form-error-${k}`}>
        {shown[k]}
      </p>
    ) : null;

  return (
    <form
      className="sf-card sf-form"
      noValidate
      data-testid="live-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset className="sf-wb-fieldset">
        <legend>{t('live_studio_title')}</legend>
        {languages.map((l) => (
          <label key={l} className="sf-input" lang={l}>
            <span>{LANGUAGE_NAMES[l]}</span>
            <input
              value={title[l] ?? ''}
              onChange={(e) => setTitle((m) => ({ ...m, [l]: e.target.value }))}
              data-testid={`live-title-${l}`}
            />
          </label>
        ))}
        {err('title')}
      </fieldset>
      <p className="sf-wb-hint">{t('live_studio_beijing_hint')}</p>
      <div className="sf-form__row">
        <label className="sf-input">
          <span>{t('live_studio_start')}</span>
          <input
            type="datetime-local"
            value={start}
            onChange={(e) => setStart(e.target.value)}
            data-testid="live-start"
          />
          {err('start')}
        </label>
        <label className="sf-input">
          <span>{t('live_studio_end')}</span>
          <input
            type="datetime-local"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
            data-testid="live-end"
          />
          {err('end')}
        </label>
      </div>
      <label className="sf-input">
        <span>{t('live_studio_capacity')}</span>
        <input
          value={capacity}
          inputMode="numeric"
          placeholder={t('live_studio_capacity_unlimited')}
          onChange={(e) => setCapacity(e.target.value.trim())}
          data-testid="live-capacity"
        />
        {err('capacity')}
      </label>
      <label className="sf-input">
        <span>{t('live_studio_code')}</span>
        <input
          value={code}
          autoComplete="off"
          placeholder={live?.isPrivate ? t('live_studio_code_keep') : t('live_studio_code_none')}
          onChange={(e) => setCode(e.target.value.trim())}
          data-testid="live-code"
        />
        {err('code')}
      </label>
      {live?.isPrivate && !code ? (
        <label className="sf-check">
          <input type="checkbox" checked={makePublic} onChange={(e) => setMakePublic(e.target.checked)} />
          <span>{t('live_studio_make_public')}</span>
        </label>
      ) : null}
      <fieldset className="sf-wb-fieldset">
        <legend>{t('live_studio_source')}</legend>
        <label className="sf-check">
          <input
            type="radio"
            name="live-source"
            checked={source === 'camera'}
            onChange={() => setSource('camera')}
            data-testid="live-source-camera"
          />
          <span>{t('live_studio_source_camera')}</span>
        </label>
        <label className="sf-check">
          <input
            type="radio"
            name="live-source"
            checked={source === 'external'}
            onChange={() => setSource('external')}
            data-testid="live-source-external"
          />
          <span>{t('live_studio_source_external')}</span>
        </label>
        {source === 'external' ? (
          <label className="sf-input">
            <span>{t('live_studio_address')}</span>
            <input
              value={address}
              inputMode="url"
              placeholder="https://…/live.m3u8"
              onChange={(e) => setAddress(e.target.value)}
              data-testid="live-address"
            />
            {err('address')}
          </label>
        ) : null}
      </fieldset>
      {refusal ? (
        <p className="sf-input__error" role="alert" data-testid="live-form-refused">
          {refusal}
        </p>
      ) : null}
      <button
        type="submit"
        className="sf-button sf-button--primary sf-button--block"
        disabled={save.isPending}
        data-testid="live-save"
      >
        {save.isPending ? t('workbench_submitting') : t('live_studio_save')}
      </button>
    </form>
  );
}
