/**
 * Password calls (SPEC §7): forgot by email (form-encoded), set by phone verification (sealed),
 * change (PUT, signed in; POST accepted too since SPEC leaves the method open).
 */
import { Hono, type Context } from 'hono';
import { ACCOUNT_API } from '../../src/api/account-wire';
import type { AppDeps } from '../deps';
import { validJson } from '../lib/body';
import { ERROR_CODE, failure } from '../lib/envelope';
import { sealedJson } from '../lib/open-body';
import { describeIssues } from '../lib/query';
import { accountKeys } from '../services/account-keys';
import { reply } from '../services/account-result';
import { requireMember, type AuthVariables } from '../services/auth';
import { changePassword, forgotByEmail, setPasswordByPhone } from '../services/passwords';
import { storedRegisterSettings } from '../services/register-settings';
import { ChangePasswordSchema, ForgotSchema, SetPasswordSchema } from './account-schemas';

/** The form fields of a urlencoded or multipart body; {} for anything else (then zod says what is missing). */
async function formFields(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/application\/x-www-form-urlencoded|multipart\/form-data/i.test(type)) return {};
  try {
    return await c.req.parseBody();
  } catch {
    return {};
  }
}

export function passwordRoutes({ db, env }: AppDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.post(ACCOUNT_API.forgotByEmail, async (c) => {
    const parsed = ForgotSchema.safeParse(await formFields(c));
    if (!parsed.success) return failure(c, 400, ERROR_CODE.invalidParameter, describeIssues(parsed.error, 'body'));
    const { changePassword: recovery } = await storedRegisterSettings(db);
    if (!recovery.byMail) return failure(c, 400, ERROR_CODE.invalidParameter, 'Password recovery by email is off');
    return reply(c, await forgotByEmail(db, parsed.data.username, parsed.data.email));
  });

  const sealed = sealedJson(SetPasswordSchema, async () => (await accountKeys(db)).privateKey);
  app.on(['POST', 'PUT'], ACCOUNT_API.setPasswordByPhone, sealed, async (c) => reply(c, await setPasswordByPhone({ db, env }, c.get('sealed'))));

  app.on(['PUT', 'POST'], ACCOUNT_API.changePassword, requireMember(db), validJson(ChangePasswordSchema), async (c) =>
    reply(c, await changePassword(db, c.var.member, c.var.tokenHash, c.req.valid('json'))),
  );

  return app;
}
