/**
 * The gate of every agent page (SPEC §6): a visitor goes to /m/login with the "sign in with your
 * agent account" toast; a signed-in non-agent sees why the page is closed, with the way back to
 * the member centre — never a blank page. Agents see the page.
 */
import { Suspense, useEffect, type ReactNode } from 'react';
import { lazyWhenOnline } from '../../ui/lazy';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { isTrial, session } from '../../state/session';
import { showToast } from '../../state/toasts';
import { agentAccess } from './agent-access';
import './agent-gate.css';

const LOGIN_TOAST_MS = 3_000;

// A trial guest's "account" is closed to it too (SPEC §6): its way in is registering.
const TrialPrompt = lazyWhenOnline(() => import('../member').then((m) => ({ default: m.TrialPrompt })));

export function AgentGate({ forContracts = false, children }: { forContracts?: boolean; children: ReactNode }) {
  useCatalogueArea('agent');
  const { t } = useT();
  const { info } = useSnapshot(session);
  const [, navigate] = useLocation();
  const access = agentAccess(info ?? {}, forContracts);
  useEffect(() => {
    if (access !== 'login') return;
    showToast('agent_login_required', LOGIN_TOAST_MS);
    navigate(href('login'), { replace: true });
  }, [access, navigate]);
  if (access === 'login') return null;
  if (access === 'notAgent' && isTrial(info)) {
    return (
      <Suspense fallback={null}>
        <TrialPrompt />
      </Suspense>
    );
  }
  if (access === 'notAgent') {
    return (
      <div className="agent-gate" role="alert" data-testid="agent-only">
        <p>{t('agent_only')}</p>
        <Link className="button agent-gate__back" href={href('memberHome')}>
          {t('agent_back_to_member')}
        </Link>
      </div>
    );
  }
  return children;
}
