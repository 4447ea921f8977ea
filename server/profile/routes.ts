/**
 * Personal settings, real-name verification and feedback (SPEC §2 /m/set and /m/feedback, §4,
 * §5, §7), and the operator's side: the verification queue and feedback replies. Trial guests
 * (type 4, SPEC §6) read but change nothing: their account is not theirs to keep.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import { memberFeedback, operatorFeedback, replyFeedback, submitFeedback } from './feedback';
import { changeMobile, readProfile, sendMobileCode, setBirthday, setEmail, setLanguage, setNickname, type ProfileResult } from './profile';
import { checkImages, memberImage } from './profile-images';
import { profileSettings } from './profile-settings';
import { decideVerification, operatorVerifications, submitVerification, verificationStatus } from './verification-docs';
import { mount } from '../http/mount';
import { answerRefusal } from '../lib/refusal';



export function profileRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.profileSettings, deps, async (_c, { ok }) => ok(await profileSettings(db)));
  mount(app, ENDPOINTS.profile, deps, async (c, { ok }) => ok(await readProfile(db, c.var.member.id)));

  const answer = (c: Context, result: ProfileResult, ok: (v: Extract<ProfileResult, { ok: true }>['profile']) => Response) =>
    result.ok ? ok(result.profile) : answerRefusal(c, result);

  mount(app, ENDPOINTS.profileNickname, deps, async (c, { body, ok }) => answer(c, await setNickname(db, c.var.member.id, body.nickname), ok));
  mount(app, ENDPOINTS.profileEmail, deps, async (c, { body, ok }) => answer(c, await setEmail(db, c.var.member.id, body.email), ok));
  mount(app, ENDPOINTS.profileBirthday, deps, async (c, { body, ok }) => answer(c, await setBirthday(db, c.var.member.id, body.birthday), ok));
  mount(app, ENDPOINTS.profileLanguage, deps, async (c, { body, ok }) => answer(c, await setLanguage(db, c.var.member.id, body.language), ok));
  mount(app, ENDPOINTS.profileMobile, deps, async (c, { body, ok }) => answer(c, await changeMobile(db, c.var.member.id, body), ok));

  mount(app, ENDPOINTS.profileMobileCode, deps, async (c, { body, ok }) => {
    const sent = await sendMobileCode(db, c.var.member.id, body);
    return sent.ok ? ok({ expirationTime: sent.expirationTime }) : answerRefusal(c, sent);
  });

  mount(app, ENDPOINTS.verificationStatus, deps, async (c, { ok }) => ok(await verificationStatus(db, c.var.member.id)));

  mount(app, ENDPOINTS.verificationSubmit, deps, async (c, { body, ok }) => {
    const images = await checkImages(body);
    if (!images.ok) return answerRefusal(c, images);
    const result = await submitVerification(db, { memberId: c.var.member.id, remark: body.remark, images: images.images });
    return result.ok ? ok(result.status) : answerRefusal(c, result);
  });

  // Bytes, not an envelope; someone else's file is "not found", which says nothing about it.
  mount(app, ENDPOINTS.memberUpload, deps, async (c, { query }) => {
    const image = await memberImage(db, c.var.member.id, query.id);
    if (!image) return failure(c, 404, ERROR_CODE.notFound, `No upload ${query.id}`);
    c.header('Content-Type', image.mime);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(image.bytes));
  });

  mount(app, ENDPOINTS.feedbackList, deps, async (c, { ok }) => ok({ list: await memberFeedback(db, c.var.member.id) }));

  mount(app, ENDPOINTS.feedbackSubmit, deps, async (c, { body, ok }) => {
    const images = await checkImages(body);
    if (!images.ok) return answerRefusal(c, images);
    const result = await submitFeedback(db, { memberId: c.var.member.id, content: body.content, images: images.images });
    return result.ok ? ok(result.item) : answerRefusal(c, result);
  });

  mount(app, ENDPOINTS.operatorVerifications, deps, async (_c, { query, ok }) => ok({ list: await operatorVerifications(db, query.state) }));

  mount(app, ENDPOINTS.operatorVerificationDecide, deps, async (c, { body, ok }) => {
    const result = await decideVerification(db, body);
    return result.ok ? ok(result.doc) : answerRefusal(c, result);
  });

  mount(app, ENDPOINTS.operatorFeedback, deps, async (_c, { query, ok }) =>
    ok({ list: await operatorFeedback(db, query.replied === undefined ? undefined : query.replied === 'true') }),
  );

  mount(app, ENDPOINTS.operatorFeedbackReply, deps, async (c, { body, ok }) => {
    const result = await replyFeedback(db, body);
    return result.ok ? ok(result.item) : answerRefusal(c, result);
  });

  return app;
}
