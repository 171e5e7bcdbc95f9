import { useId, type Ref } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import Radio from 'antd-mobile/es/components/radio';
import Switch from 'antd-mobile/es/components/switch';
import { TOPIC_MAX_LENGTH, type TBoothNumber, type TChatType } from '@showfloor/contracts';
import { topicLength, type BookingForm as Form } from '@showfloor/domain';

interface Props {
  form: Form;
  chatTypes: readonly TChatType[];
  /** The exhibitor's booth (offered as the offline address); null while unknown or when it has none. */
  booth: TBoothNumber | null;
  onEdit: (patch: Partial<Form>) => void;
  /** The topic box, focused when its toast says what is wrong with it. */
  topicRef?: Ref<HTMLTextAreaElement>;
}

function boothText(b: TBoothNumber): string {
  return [b.pavilionName, b.boothNumber].filter(Boolean).join(' ');
}

/** The booking form: topic (counted as a person counts), meeting type, offline address, card switch. */
export function BookingFormFields({ form, chatTypes, booth, onEdit, topicRef }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const count = topicLength(form.theme);
  const over = count > TOPIC_MAX_LENGTH;
  const hasBooth = Boolean(booth?.boothNumber);
  return (
    <>
      <div className="sf-booking__field">
        <label className="sf-booking__label" htmlFor={`${id}-topic`}>
          {t('booking_topic')}
          <span className="sf-booking__required" aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          ref={topicRef}
          id={`${id}-topic`}
          className="sf-booking__textarea"
          rows={3}
          required
          aria-invalid={over}
          aria-describedby={`${id}-count`}
          placeholder={t('please_enter_meeting_topic')}
          value={form.theme}
          onChange={(e) => onEdit({ theme: e.target.value })}
        />
        <span
          id={`${id}-count`}
          className={over ? 'sf-booking__count sf-booking__count--over' : 'sf-booking__count'}
          data-testid="booking-topic-count"
        >
          {count}/{TOPIC_MAX_LENGTH}
        </span>
      </div>

      {chatTypes.length > 0 ? (
        <div className="sf-booking__field" role="group" aria-labelledby={`${id}-type`}>
          <span className="sf-booking__label" id={`${id}-type`}>
            {t('booking_meeting_type')}
          </span>
          <Radio.Group value={form.chatType} onChange={(v) => onEdit({ chatType: v as TChatType })}>
            <div className="sf-booking__radios">
              {chatTypes.map((type) => (
                <Radio key={type} value={type}>
                  {type === 'OnLine' ? t('booking_type_OnLine') : t('booking_type_OffLine')}
                </Radio>
              ))}
            </div>
          </Radio.Group>
        </div>
      ) : null}

      {form.chatType === 'OffLine' ? (
        <div className="sf-booking__field" role="group" aria-labelledby={`${id}-address`}>
          <span className="sf-booking__label" id={`${id}-address`}>
            {t('booking_address')}
          </span>
          {hasBooth && booth ? (
            <Radio.Group
              value={form.addressType}
              onChange={(v) =>
                onEdit(
                  v === 'BoothNumber'
                    ? { addressType: 'BoothNumber', address: boothText(booth) }
                    : { addressType: 'Customize', address: '' },
                )
              }
            >
              <div className="sf-booking__radios sf-booking__radios--stack">
                <Radio value="BoothNumber">{t('booking_address_booth', { booth: boothText(booth) })}</Radio>
                <Radio value="Customize">{t('booking_address_custom')}</Radio>
              </div>
            </Radio.Group>
          ) : null}
          {form.addressType === 'Customize' ? (
            <input
              className="sf-booking__input"
              aria-labelledby={`${id}-address`}
              maxLength={200}
              placeholder={t('booking_address_placeholder')}
              value={form.address}
              onChange={(e) => onEdit({ address: e.target.value })}
            />
          ) : null}
        </div>
      ) : null}

      <div className="sf-booking__field sf-booking__field--row">
        <span className="sf-booking__label" aria-hidden="true">
          {t('booking_send_card')}
        </span>
        <Switch
          checked={form.SendBusinessCard}
          onChange={(on) => onEdit({ SendBusinessCard: on })}
          aria-label={t('booking_send_card')}
        />
      </div>
    </>
  );
}
