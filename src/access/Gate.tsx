/**
 * The gate every route passes (SPEC §6): the route table says who may open it (`access`), and this
 * carries the verdict out before the page's chunk is even asked for — a visitor is sent to sign in,
 * a trial guest meets the register prompt, a page the operator switched off says so and steps back,
 * a non-agent is told the agent pages are not theirs. Pages themselves hold no such checks.
 */
import { Suspense, useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { useCatalogueArea } from '../i18n/areas';
import { useT } from '../i18n/useT';
import { HOME_PATH, href, type RouteAccess } from '../routes';
import { session } from '../state/session';
import { showToast } from '../state/toasts';
import { lazyWhenOnline } from '../ui/lazy';
import { stepBack } from '../ui/navigation';
import { accessVerdict } from './page-access';
import { CONTACT_TOAST_MS } from './rules';
import { useWhitelabel } from './shell-data';
import './gate.css';

const AGENT_LOGIN_TOAST_MS = 3_000;

// The prompt is a popup only a trial guest meets: its chunk stays out of the first one.
const TrialPrompt = lazyWhenOnline(() => import('./TrialPrompt').then((m) => ({ default: m.TrialPrompt })));

export function Gate({ access, children }: { access?: RouteAccess; children: ReactNode }) {
  // A route open to everyone reads nothing: no live query for the switches, no session snapshot.
  return access ? <Guarded access={access}>{children}</Guarded> : <>{children}</>;
}

function Guarded({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { info, userKey } = useSnapshot(session);
  const whitelabel = useWhitelabel();
  const [, navigate] = useLocation();
  const verdict = accessVerdict(access, { info, userKey }, whitelabel);
  const refusedHome = access.who === 'member' && access.refused === 'home';

  useEffect(() => {
    if (verdict === 'login') navigate(href('login'), { replace: true });
    if (verdict === 'home') navigate(HOME_PATH, { replace: true });
    if (verdict === 'contact') {
      showToast('contact_service', CONTACT_TOAST_MS);
      if (refusedHome) navigate(HOME_PATH, { replace: true });
      else stepBack(navigate);
    }
  }, [verdict, refusedHome, navigate]);

  switch (verdict) {
    case 'open':
      return <>{children}</>;
    case 'wait':
      return <div className="gate-wait" role="status" aria-busy="true" />;
    case 'trial':
      return (
        <Suspense fallback={null}>
          <TrialPrompt />
        </Suspense>
      );
    case 'agentLogin':
      return <AgentSignIn />;
    case 'notAgent':
      return <AgentsOnly />;
    default:
      return null;
  }
}

/** A visitor on an agent page: the toast says to use the agent account (its text is the agent area's). */
function AgentSignIn() {
  useCatalogueArea('agent');
  const [, navigate] = useLocation();
  useEffect(() => {
    showToast('agent_login_required', AGENT_LOGIN_TOAST_MS);
    navigate(href('login'), { replace: true });
  }, [navigate]);
  return null;
}

/** A member who is not an agent: why the page is closed, and the way back — never a blank page. */
function AgentsOnly() {
  useCatalogueArea('agent');
  const { t } = useT();
  return (
    <div className="agent-gate" role="alert" data-testid="agent-only">
      <p>{t('agent_only')}</p>
      <Link className="button agent-gate__back" href={href('memberHome')}>
        {t('agent_back_to_member')}
      </Link>
    </div>
  );
}
