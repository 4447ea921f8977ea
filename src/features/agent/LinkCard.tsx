/**
 * One affiliate link (SPEC §7 affiliate URL): the register address carrying its code, as text
 * and as a QR code, a share button where the browser has a share sheet, a copy button, its rate,
 * who it opens accounts for and how many joined.
 */
import { QRCodeSVG } from 'qrcode.react';
import type { AffiliateLink } from '../../api/agent-wire';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { showToast, TOAST_MS } from '../../state/toasts';
import { formatRate, registerUrl } from './agent-rules';
import { canOpenShareSheet, shareLink } from './share-link';

const QR_SIZE = 112;

export function LinkCard({ link }: { link: AffiliateLink }) {
  const { t, language } = useT();
  const url = registerUrl(location.origin, href('register'), link.code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast('agent_link_copied', TOAST_MS.default);
    } catch {
      // No clipboard (permission refused, an old browser): the address is on screen to select.
      showToast('agent_link_copy_failed', TOAST_MS.short);
    }
  };
  const share = async () => {
    const outcome = await shareLink({ title: t('agent_link_share_title'), text: t('agent_link_share_text', { code: link.code }), url });
    // The sheet refused the link: the player still gets it, on the clipboard.
    if (outcome === 'copy') await copy();
  };
  return (
    <li className="agent-card agent-link" data-testid="agent-link" data-code={link.code}>
      <div className="agent-link__qr" role="img" aria-label={t('agent_link_qr', { code: link.code })} data-testid="agent-link-qr">
        <QRCodeSVG value={url} size={QR_SIZE} marginSize={2} bgColor="#ffffff" fgColor="#121212" />
      </div>
      <div className="agent-link__body">
        <p className="agent-link__code">{link.code}</p>
        <p className="agent-link__meta">
          <span className="agent-badge agent-badge--rate">{formatRate(link.rebateRate, language)}</span>
          <span className="agent-badge">{t(link.memberType === 'agent' ? 'agent_link_type_agent' : 'agent_link_type_member')}</span>
        </p>
        <p className="agent-note" data-testid="agent-link-registered">
          {t('agent_link_registered', { count: link.registered, n: link.registered.toLocaleString(language) })}
        </p>
      </div>
      <p className="agent-link__url" data-testid="agent-link-url">
        {url}
      </p>
      <div className="agent-link__actions">
        {canOpenShareSheet() && (
          <button type="button" className="button agent-link__share" aria-label={t('agent_link_share_named', { code: link.code })} onClick={() => void share()}>
            {t('agent_link_share')}
          </button>
        )}
        <button type="button" className="button button--ghost agent-link__copy" aria-label={t('agent_link_copy_named', { code: link.code })} onClick={() => void copy()}>
          {t('agent_link_copy')}
        </button>
      </div>
    </li>
  );
}
