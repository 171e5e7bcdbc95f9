/** A round control of the room and the pre-join page; `pressed` means the thing is off (muted, camera stopped). */
export function RoomControl(props: {
  label: string;
  testId: string;
  pressed?: boolean;
  disabled?: boolean;
  danger?: boolean;
  badge?: number;
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className={`sf-room-round${props.danger ? ' sf-room-round--danger' : ''}`}
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      data-testid={props.testId}
      onClick={props.onClick}
    >
      {props.children}
      {props.badge !== undefined ? <span className="sf-room-round__badge">{props.badge}</span> : null}
    </button>
  );
}
