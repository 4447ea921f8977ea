/**
 * The slider captcha sheet (SPEC §3 "slider-captcha result fields"): the background with its gap,
 * the piece on the gap's row, and a handle under it that moves the piece. Dragging the handle
 * (pointer events, so mouse, pen and touch alike) or the arrow keys on it (2 px, Shift 10 px,
 * Enter answers) set the piece's left edge; letting go answers. The answer is in the background's
 * own pixels whatever width the sheet shows it at. A refused answer brings a new picture with the
 * reason; a picture that cannot be fetched says why and offers another try, never a blank sheet.
 * Loaded lazily by the get-code button, so no first chunk carries it.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { SliderValue } from '../api/account-wire';
import { useT } from '../i18n/useT';
import { Popup } from './Popup';
import { clampSliderX, dragX, keyX, maxSliderX, sliderScale } from './SliderCaptchaMath';
import './SliderCaptcha.css';

export interface SliderAnswer {
  sliderId: string;
  /** The piece's left edge in the background's pixels. */
  sliderX: number;
}

export interface SliderCaptchaProps {
  /** Fetches a new challenge. */
  load: () => Promise<SliderValue>;
  /**
   * Sends an answer. Resolves to null when the opener is done with the sheet (it closes it), or to
   * a message: the answer was refused, and a new challenge is shown with that message.
   */
  submit: (answer: SliderAnswer) => Promise<string | null>;
  /** The text for a failed fetch or send (offline, server error). */
  failureText: (error: unknown) => string;
  onClose: () => void;
}

/** Before the first picture arrives the stage keeps the usual shape, so nothing jumps. */
const PLACEHOLDER = { width: 280, height: 160 };

type Drag = { pointerId: number; startClient: number; startX: number };

export default function SliderCaptcha({ load, submit, failureText, onClose }: SliderCaptchaProps) {
  const { t } = useT();
  const [challenge, setChallenge] = useState<SliderValue | null>(null);
  const [x, setX] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(true);
  const [shownWidth, setShownWidth] = useState(0);
  const stageRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  // Each fetch takes a ticket; an answer for an older ticket (or after closing) is dropped.
  const ticket = useRef(0);
  const props = useRef({ load, submit, failureText });
  useEffect(() => {
    props.current = { load, submit, failureText };
  });

  // Only after the answer arrives does the state change (the first fetch runs from an effect).
  const receive = useCallback(async (mine: number) => {
    try {
      const next = await props.current.load();
      if (mine !== ticket.current) return;
      setChallenge(next);
    } catch (error) {
      if (mine !== ticket.current) return;
      setChallenge(null);
      setMessage(props.current.failureText(error));
    }
    if (mine === ticket.current) setBusy(false);
  }, []);

  /** A new challenge, with `note` shown meanwhile (why the last one went). */
  const fetchChallenge = async (note: string | null) => {
    drag.current = null;
    setBusy(true);
    setMessage(note);
    setX(0);
    await receive(++ticket.current);
  };

  useEffect(() => {
    const tickets = ticket;
    void receive(++tickets.current);
    return () => {
      tickets.current++;
    };
  }, [receive]);

  // The scale follows the stage's width (rotation, font size), measured before paint.
  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const measure = () => setShownWidth(stage.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    return () => observer.disconnect();
  }, []);

  const shape = challenge ?? PLACEHOLDER;
  const max = challenge ? maxSliderX(challenge.width, challenge.pieceSize) : 0;
  const scale = sliderScale(shownWidth, shape.width);
  const ready = challenge !== null && !busy;

  const answer = async (sliderX: number) => {
    if (!challenge || busy) return;
    const mine = ticket.current;
    setBusy(true);
    let refusal: string | null;
    try {
      refusal = await props.current.submit({ sliderId: challenge.sliderId, sliderX: clampSliderX(sliderX, max) });
    } catch (error) {
      refusal = props.current.failureText(error);
    }
    // null: the opener closes the sheet. A refusal: one guess per challenge, so a new one.
    if (refusal !== null && mine === ticket.current) await fetchChallenge(refusal);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!ready || drag.current) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    drag.current = { pointerId: event.pointerId, startClient: event.clientX, startX: x };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setX(dragX(current.startX, event.clientX - current.startClient, scale, max));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const final = dragX(current.startX, event.clientX - current.startClient, scale, max);
    setX(final);
    void answer(final);
  };
  const onPointerCancel = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!ready) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      void answer(x);
      return;
    }
    const next = keyX(event.key, event.shiftKey, x, max);
    if (next === null) return;
    event.preventDefault();
    setX(next);
  };

  const handleWidth = (challenge?.pieceSize ?? 44) * scale;
  return (
    <Popup title={t('account_slider_title')} onClose={onClose} name="slider">
      <p className="slider-captcha__hint">{t('account_slider_hint')}</p>
      <div ref={stageRef} className="slider-captcha__stage" style={{ aspectRatio: `${shape.width} / ${shape.height}` }} aria-busy={busy}>
        {challenge ? (
          <>
            <img className="slider-captcha__background" src={challenge.background} alt={t('account_slider_picture')} draggable={false} />
            <img
              className="slider-captcha__piece"
              src={challenge.piece}
              alt=""
              draggable={false}
              style={{ left: x * scale, top: challenge.pieceY * scale, width: challenge.pieceSize * scale, height: challenge.pieceSize * scale }}
            />
          </>
        ) : (
          <span className="slider-captcha__placeholder">{busy ? t('account_slider_loading') : t('account_slider_unavailable')}</span>
        )}
      </div>
      <div className="slider-captcha__track">
        <div className="slider-captcha__fill" style={{ width: x * scale + handleWidth / 2 }} />
        <div
          role="slider"
          tabIndex={0}
          className="slider-captcha__handle"
          aria-label={t('account_slider_handle')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={x}
          aria-disabled={!ready}
          style={{ left: x * scale, width: handleWidth }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onKeyDown={onKeyDown}
        >
          <span aria-hidden="true">⟫</span>
        </div>
      </div>
      <p className={message ? 'slider-captcha__message slider-captcha__message--shown' : 'slider-captcha__message'} role="status">
        {message}
      </p>
      <button type="button" className="button button--ghost slider-captcha__refresh" disabled={busy} onClick={() => void fetchChallenge(null)}>
        {t('account_slider_refresh')}
      </button>
    </Popup>
  );
}
