/**
 * The account pages' chunks by path: AccountPages renders them lazily, and start-up fetches the
 * one the visit opens on beside the account chunk itself instead of after it (src/app/page-chunks.ts).
 */
import type { ComponentType } from 'react';
import { pathOf } from '../../routes';

export const ACCOUNT_PAGE_LOADERS: Readonly<Record<string, () => Promise<{ default: ComponentType }>>> = {
  [pathOf('login')]: () => import('./LoginPage'),
  [pathOf('register')]: () => import('./RegisterPage'),
  [pathOf('forget')]: () => import('./ForgotPage'),
  [pathOf('changePsw')]: () => import('./ChangePasswordPage'),
};

/** The catalogue areas every account page reads before its first text. */
export const ACCOUNT_AREAS = ['messages', 'account'] as const;
