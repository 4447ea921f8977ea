/**
 * /m/feedback (SPEC §5 "feedback content between {0} and {1} words", §7 /wps/feedback PUT): the
 * form — content with a live word count against the operator's bounds, up to 3 images — and the
 * member's earlier feedback with the operator's replies. Members only (the route's gate); offline the list shows as
 * last seen and the form keeps its input until a connection is back. A lazy chunk.
 */
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { countWords, type FeedbackItem, type ProfileSettings } from '../../api/profile-wire';
import { worker } from '../../bridge/worker';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { session } from '../../state/session';
import { FormMessage } from '../../ui/Field';
import { CountedTextArea } from './CountedTextArea';
import { ImagePicker } from './ImagePicker';
import { LoadState } from './LoadState';
import { refusalKey } from './profile-rules';
import { useLoaded } from '../../ui/useLoaded';
import './profile.css';

export default function FeedbackPage() {
  const { userKey } = useSnapshot(session);
  return <FeedbackScreen key={userKey} />;
}

function FeedbackScreen() {
  useCatalogueArea('messages');
  useCatalogueArea('profile');
  const { t } = useT();
  const { online } = useSnapshot(appState);
  const settings = useLoaded('profile.settings', () => worker().profile.settings());
  const list = useLoaded('profile.feedback', () => worker().profile.feedback());

  return (
    <section className="profile profile-panel" aria-label={t('feedback')}>
      {!online && (
        <p className="profile-offline" role="status">
          {t('profile_offline_note')}
        </p>
      )}
      {settings.value ? (
        <FeedbackForm settings={settings.value} onSent={(item) => list.set([item, ...(list.value ?? [])])} />
      ) : (
        <LoadState failed={settings.failed} reload={settings.reload} />
      )}
      <section className="profile-stack" aria-labelledby="feedback-history">
        <h2 id="feedback-history" className="profile-card__title profile-heading">
          {t('profile_feedback_history')}
        </h2>
        {list.value ? <FeedbackList items={list.value} /> : <LoadState failed={list.failed} reload={list.reload} />}
      </section>
    </section>
  );
}

function FeedbackForm({ settings, onSent }: { settings: ProfileSettings; onSent: (item: FeedbackItem) => void }) {
  const { t } = useT();
  const { online } = useSnapshot(appState);
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const { min, max } = settings.feedbackWords;
  const words = countWords(content);
  const outside = words < min || words > max;
  const rangeText = t('feedback_word_range', { 0: min, 1: max });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setMessage(null);
    setSent(false);
    if (outside) return;
    if (!online) return setMessage(t('money_needs_connection'));
    setBusy(true);
    const result = await worker().profile.submitFeedback(content.trim(), files);
    setBusy(false);
    if (!result.ok) return setMessage(result.code === 'feedback_word_count' ? rangeText : t(refusalKey(result.code)));
    setContent('');
    setFiles([]);
    setTried(false);
    setSent(true);
    onSent(result.value);
  }

  const invalid = tried && outside;
  return (
    <form className="profile-card profile-field-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="feedback-title">
      <h2 id="feedback-title" className="profile-card__title">
        {t('profile_feedback_title')}
      </h2>
      <CountedTextArea
        id="feedback-content"
        name="content"
        label={t('profile_feedback_content')}
        rows={6}
        value={content}
        onValue={(value) => {
          setContent(value);
          setSent(false);
        }}
        error={invalid ? rangeText : null}
        count={{ id: 'feedback-words', text: t('profile_feedback_words', { count: words, min, max }), over: Boolean(content && outside), announced: true }}
      />
      <ImagePicker files={files} onFiles={setFiles} disabled={busy} />
      <FormMessage text={message} />
      {sent && (
        <p className="profile-done" role="status">
          {t('profile_feedback_sent')}
        </p>
      )}
      <button type="submit" className="button profile-save" disabled={busy || !online}>
        {busy ? t('profile_sending') : t('profile_feedback_submit')}
      </button>
    </form>
  );
}

function FeedbackList({ items }: { items: readonly FeedbackItem[] }) {
  const { t } = useT();
  if (!items.length) return <p className="profile-muted profile-empty">{t('profile_feedback_empty')}</p>;
  return (
    <ul className="profile-feedback-list">
      {items.map((item) => (
        <li key={item.id} className="profile-card profile-feedback" data-testid="feedback-item">
          <p className="profile-feedback__content">{item.content}</p>
          <p className="profile-muted">
            {new Date(item.createdAt).toLocaleString()}
            {item.images.length > 0 ? ` · ${t('profile_image_count', { count: item.images.length, max: 3 })}` : ''}
          </p>
          {item.reply ? (
            <div className="profile-reply">
              <p className="profile-reply__label">{t('profile_feedback_reply')}</p>
              <p className="profile-reply__text">{item.reply}</p>
            </div>
          ) : (
            <p className="profile-badge">{t('profile_feedback_waiting')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
