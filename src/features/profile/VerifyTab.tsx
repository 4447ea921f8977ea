/**
 * The real-name tab of /m/set (SPEC §4: under review, already verified, upload success): the
 * member's standing, the images they sent, and — when there is nothing under review and they are
 * not verified — the upload form: up to 3 images with previews and a remark of at most 140
 * characters with its counter. Offline the form keeps what was picked and typed.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { VerificationStatus } from '../../api/profile-wire';
import { PROFILE_LIMITS } from '../../api/profile-wire';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { FormMessage } from '../../ui/Field';
import { CountedTextArea } from './CountedTextArea';
import { ImagePicker } from './ImagePicker';
import { refusalKey } from './profile-rules';

const STATE_KEYS = {
  none: 'profile_state_none',
  review: 'profile_state_review',
  verified: 'profile_state_verified',
  rejected: 'profile_state_rejected',
} as const;

export function VerifyTab({ status, onStatus }: { status: VerificationStatus; onStatus: (s: VerificationStatus) => void }) {
  const { t } = useT();
  const [justSent, setJustSent] = useState(false);
  const canSubmit = status.state === 'none' || status.state === 'rejected';
  return (
    <div className="profile-stack">
      <section className="profile-card" aria-labelledby="verify-title">
        <h2 id="verify-title" className="profile-card__title">
          {t('profile_verify_title')}
        </h2>
        <p className={`profile-state profile-state--${status.state}`} data-testid="verification-state">
          {t(STATE_KEYS[status.state])}
        </p>
        {justSent && (
          <p className="profile-done" role="status">
            {t('profile_upload_success')}
          </p>
        )}
        {status.state === 'review' && <p className="profile-muted">{t('profile_verify_review_text')}</p>}
        {status.state === 'verified' && <p className="profile-muted">{t('profile_verify_verified_text')}</p>}
        {status.state === 'rejected' && status.note && <p className="profile-note">{t('profile_verify_rejected_note', { note: status.note })}</p>}
        {status.submittedAt && <p className="profile-muted">{t('profile_submitted_at', { date: new Date(status.submittedAt).toLocaleDateString() })}</p>}
        {status.images.length > 0 && <SentImages ids={status.images} />}
      </section>
      {canSubmit && (
        <UploadForm
          onSent={(next) => {
            setJustSent(true);
            onStatus(next);
          }}
        />
      )}
    </div>
  );
}

/** The member's own images, fetched with their token (an <img> cannot send it); none offline. */
function SentImages({ ids }: { ids: readonly number[] }) {
  const [urls, setUrls] = useState<string[]>([]);
  const key = ids.join(',');
  useEffect(() => {
    let made: string[] = [];
    let current = true;
    void Promise.all(key.split(',').map((id) => worker().profile.image(Number(id)))).then((blobs) => {
      made = blobs.filter((b): b is Blob => b !== null).map((b) => URL.createObjectURL(b));
      if (current) setUrls(made);
      else made.forEach((u) => URL.revokeObjectURL(u));
    });
    return () => {
      current = false;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [key]);
  if (!urls.length) return null;
  return (
    <ul className="profile-images profile-images--sent">
      {urls.map((url) => (
        <li key={url} className="profile-images__item">
          <img src={url} alt="" className="profile-images__img" />
        </li>
      ))}
    </ul>
  );
}

function UploadForm({ onSent }: { onSent: (status: VerificationStatus) => void }) {
  const { t } = useT();
  const { online } = useSnapshot(appState);
  const [files, setFiles] = useState<File[]>([]);
  const [remark, setRemark] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tooLong = [...remark].length > PROFILE_LIMITS.remarkMax;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (!files.length) return setMessage(t('profile_upload_required'));
    if (tooLong) return setMessage(t('remark_max_140'));
    if (!online) return setMessage(t('money_needs_connection'));
    setBusy(true);
    const result = await worker().profile.submitVerification(remark.trim(), files);
    setBusy(false);
    if (!result.ok) return setMessage(t(refusalKey(result.code)));
    setFiles([]);
    setRemark('');
    onSent(result.value);
  }

  return (
    <form className="profile-card profile-field-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('profile_verify_title')}>
      <p className="profile-muted">{t('profile_verify_intro')}</p>
      <ImagePicker files={files} onFiles={setFiles} disabled={busy} />
      <CountedTextArea
        id="verify-remark"
        name="remark"
        label={t('profile_remark')}
        rows={3}
        value={remark}
        onValue={setRemark}
        error={tooLong ? t('remark_max_140') : null}
        count={{ id: 'verify-remark-count', text: t('profile_remark_count', { count: [...remark].length, max: PROFILE_LIMITS.remarkMax }), over: tooLong }}
      />
      <FormMessage text={message} />
      <button type="submit" className="button profile-save" disabled={busy || !online}>
        {busy ? t('profile_sending') : t('profile_upload_submit')}
      </button>
    </form>
  );
}
