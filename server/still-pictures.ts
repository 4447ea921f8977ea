/**
 * Still pictures of first screens, drawn by the HTML parser before any script runs (DESIGN §8:
 * the LCP element is in the HTML). Each uses the app's own classes (their stylesheets are inlined
 * in the head), so it stands where the app draws the same boxes; the app's first render replaces
 * it whole. Its largest element is the same size as the app's (same box, same text, same font),
 * so the app's replacement is not a later, larger paint: the LCP is the still picture's.
 */
import type { RegisterSettings } from '../src/api/account-wire';
import bnAccount from '../src/i18n/locales/bn/account.json';
import bnCommon from '../src/i18n/locales/bn/common.json';
import enAccount from '../src/i18n/locales/en/account.json';
import enCommon from '../src/i18n/locales/en/common.json';
import zhAccount from '../src/i18n/locales/zh/account.json';
import zhCommon from '../src/i18n/locales/zh/common.json';
import { escapeHtml } from './lib/html';

/** Header and navigation boxes shared by the app's pages. */
const HEADER = '<header class="header"><div class="header__bar"></div><nav class="nav-strip"><span class="nav-strip__item"></span></nav></header>';

/** Home: the header and the first banner (home.css and the banner strip are in the entry stylesheet). */
export function homeStill(bannerUrl: string): string {
  return (
    `<div class="layout" aria-hidden="true">${HEADER}` +
    '<main class="content"><div class="page"><div class="home"><section class="banners"><div class="banners__track">' +
    `<span class="banners__item"><img src="${escapeHtml(bannerUrl)}" alt="" fetchpriority="high"></span>` +
    '</div></section></div></div></main></div>'
  );
}

type Texts = Record<string, string>;

/** The header of a page with a title: the bar, the title row and, where the page has one, the nav strip. */
function titledHeader(title: string, navStrip: boolean): string {
  return (
    '<header class="header"><div class="header__bar"></div>' +
    `<div class="header__title-row"><span class="icon-button"></span><h1 class="header__title">${escapeHtml(title)}</h1></div>` +
    (navStrip ? '<nav class="nav-strip"><span class="nav-strip__item"></span></nav>' : '') +
    '</header>'
  );
}

const bannerStill = (bannerUrl: string) =>
  '<section class="banners"><div class="banners__track">' +
  `<span class="banners__item"><img src="${escapeHtml(bannerUrl)}" alt="" fetchpriority="high"></span>` +
  '</div></section>';

/** A category page (slots, live, fishing …): its title, the nav strip and its first banner. */
export function categoryStill(title: string, navStrip: boolean, bannerUrl: string): string {
  return (
    `<div class="layout" aria-hidden="true">${titledHeader(title, navStrip)}` +
    `<main class="content"><div class="page"><section class="games-page">${bannerStill(bannerUrl)}</section></div></main></div>`
  );
}

/**
 * The game centre: the header with its title row, the ticker's fixed box and the category's first
 * banner (games.css, the page's own stylesheet, is inlined beside it). The sidebar and the list
 * come with the app; they sit below the banner, so nothing above it moves.
 */
export function gameCentreStill(t: Texts, bannerUrl: string): string {
  return (
    `<div class="layout" aria-hidden="true">${titledHeader(t.in_game_center ?? '', false)}` +
    '<main class="content"><div class="page"><section class="game-centre"><section class="ticker"></section>' +
    `${bannerStill(bannerUrl)}</section></div></main></div>`
  );
}

/** What a button does to its label and a span does not: centre it. */
const CENTRED = 'display:grid;place-items:center';
/**
 * The app's texts the still pictures speak (its common and account catalogues), per language: the
 * same catalogue modules the page loads — the text contract the server may take from src/.
 */
const CATALOGUES: Readonly<Record<string, Texts>> = {
  bn: { ...bnCommon, ...bnAccount },
  en: { ...enCommon, ...enAccount },
  zh: { ...zhCommon, ...zhAccount },
};

/** The texts of one of the app's languages (the language comes from the status, never from the request). */
export function accountTexts(language: string): Promise<Texts> {
  const texts = Object.hasOwn(CATALOGUES, language) ? CATALOGUES[language] : undefined;
  return texts ? Promise.resolve(texts) : Promise.reject(new Error(`no catalogue for ${language}`));
}

/**
 * The login form as LoginPage lays it out with these settings: the method tabs (mobile code login
 * on), the two fields, the remember row with the forgot link, the submit button and the register
 * link (the page's largest text). What follows the link (trial, social buttons) comes with the app.
 */
export function loginStill(t: Texts, settings: RegisterSettings | undefined): string {
  const text = (key: string) => escapeHtml(t[key] ?? '');
  const field = (label: string) =>
    `<div class="account-field"><span class="account-field__label">${text(label)}</span>` +
    '<div class="account-field__row"><span class="account-field__input"></span></div></div>';
  const tabs = settings?.mobileCodeLogin
    ? `<div class="account-tabs"><span class="account-tab" aria-pressed="true" style="${CENTRED}">${text('account_by_password')}</span>` +
      `<span class="account-tab" style="${CENTRED}">${text('account_by_sms')}</span></div>`
    : '';
  const forgot = settings && (settings.changePassword.byMail || settings.changePassword.byVerification);
  return (
    '<div class="layout" aria-hidden="true"><header class="header header--login"><div class="header__bar"></div>' +
    `<div class="header__title-row"><span class="icon-button"></span><h1 class="header__title">${text('hd_login_button')}</h1></div></header>` +
    '<main class="content"><div class="page"><div class="account-page"><div class="account-form">' +
    tabs +
    field('account_username') +
    field('account_password') +
    // The checkbox's room (20 px and the gap, as account.css gives the real one): the row wraps where the form's does.
    `<div class="account-form__row"><span class="account-check"><span style="width:20px;height:20px;flex:none"></span>${text('account_remember')}</span>` +
    (forgot ? `<span class="account-link">${text('in_forget_password')}</span>` : '') +
    '</div>' +
    `<span class="account-submit" style="${CENTRED}">${text('hd_login_button')}</span>` +
    `<span class="account-link account-link--center">${text('account_no_account')}</span>` +
    '</div></div></div></main></div>'
  );
}
