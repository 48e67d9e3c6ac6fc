/**
 * The pseudo-locale of the browser tests (issue 30 point 4): English made accented and ~30% longer ("Join Event" ->
 * "Ĵóíñíñ Éṽéñţñţ"). It exists only here: `PSEUDO_INIT` puts the function on the window before the app starts
 * (context.addInitScript), and the app's `t()` and `m()` (apps/web/src/lib/i18n.ts) show every message of the English
 * catalog, and every text of MESSAGES, through it. Nothing in the app sets it, so people never see it.
 * `pageTextProblems` then reads the page: text that stayed plain English (not through the catalog: hard-coded) and text
 * cut off by its box.
 */
import type { Page } from 'playwright-core';

/**
 * Accents every ASCII letter and lengthens each word by ~30%; words without ASCII letters are kept (idempotent). Kept
 * as JavaScript source: the same function runs in the page (PSEUDO_INIT) and here (fixtures' names).
 */
const PSEUDO_SOURCE = `function (text) {
  var from = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  var to = Array.from('áƀçďéƒĝĥíĵķľɱñóþǫŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĽṀÑÓÞǪŔŠŢÚṼŴẊÝŽ');
  return String(text).replace(/[A-Za-z]+/g, function (word) {
    var accented = Array.from(word, function (c) { return to[from.indexOf(c)]; });
    return accented.join('') + accented.slice(-Math.ceil(word.length * 0.3)).join('').toLowerCase();
  });
}`;

export const pseudo = new Function(`return ${PSEUDO_SOURCE}`)() as (text: string) => string;

/** The init script: the pseudo function on the window, where lib/i18n.ts looks for it when it loads. */
export const PSEUDO_INIT = `window.__kickoffPseudo = ${PSEUDO_SOURCE};`;

/** Words that stay as they are in every language: the product's name, date and time parts (English dates are built by event-time.ts, in Spanish through Intl), units, currency codes. */
const KEPT = [
  'Kickoff',
  'AM',
  'PM',
  ...['CST', 'CDT', 'EST', 'EDT', 'MST', 'MDT', 'PST', 'PDT', 'UTC', 'GMT'],
  ...['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ...['January', 'February', 'March', 'April', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  // Currency codes (the price field's label).
  'USD',
  'mi',
  'km',
  'min',
];

export interface TextProblems {
  /** Text nodes with plain English words: shown without the catalog. */
  english: string[];
  /** Elements whose text is wider than their box (not an intended "truncate" or scroll area). */
  clipped: string[];
}

/** The check, as JavaScript source (run in the page as written, without the test runner's transform). */
const CHECK_SOURCE = String.raw`function (kept, data) {
  var keep = new Set(kept);
  var english = [];
  var clipped = [];
  function describe(el) {
    var cls = typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\s+/).slice(0, 3).join('.') : '';
    return '<' + el.tagName.toLowerCase() + cls + '>';
  }
  function skipped(el) {
    // An element in a language of its own (the switch's "Español") says so with lang.
    var own = el.closest('[lang]');
    if (own && own !== document.documentElement) return true;
    return el.closest('script, style, noscript, template, [aria-hidden="true"], .sr-only, [translate="no"], [class*="maplibregl"], [class*="leaflet"]') !== null;
  }
  function visible(el) {
    var box = el.getBoundingClientRect();
    var style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
  }
  var boxes = new Set();
  var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (var node = walker.nextNode(); node; node = walker.nextNode()) {
    var text = (node.textContent || '').trim();
    var parent = node.parentElement;
    if (!text || !parent || skipped(parent) || !visible(parent)) continue;
    // Emails and web addresses are not words of the interface.
    var words = (text.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ').match(/[A-Za-z]{2,}/g) || []).filter(function (w) { return !keep.has(w); });
    if (words.length && !(data && parent.closest(data))) english.push(describe(parent) + ' "' + text.slice(0, 80) + '"');
    // The box that holds the text: the element itself, or its nearest non-inline ancestor.
    var box = parent;
    while (box && getComputedStyle(box).display === 'inline') box = box.parentElement;
    if (box) boxes.add(box);
  }
  boxes.forEach(function (box) {
    var style = getComputedStyle(box);
    var intended = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none' || /auto|scroll/.test(style.overflowX) || box.classList.contains('truncate');
    if (!intended && box.scrollWidth > box.clientWidth + 1) {
      clipped.push(describe(box) + ' "' + (box.textContent || '').trim().slice(0, 80) + '" (' + box.scrollWidth + ' > ' + box.clientWidth + ' px)');
    }
  });
  if (document.documentElement.scrollWidth > window.innerWidth + 1) {
    clipped.push('the page scrolls sideways (' + document.documentElement.scrollWidth + ' > ' + window.innerWidth + ' px)');
  }
  return { english: Array.from(new Set(english)), clipped: Array.from(new Set(clipped)) };
}`;

/**
 * What is wrong with the text on the page now (visible text only; maps' attributions, screen-reader-only text and text
 * marked translate="no" (names of languages, the postal address) left out). `data`: a selector of regions showing
 * other tests' data (the names people gave their games), left out of the English check but not of the clipped one.
 */
export async function pageTextProblems(page: Page, data?: string): Promise<TextProblems> {
  return page.evaluate(`(${CHECK_SOURCE})(${JSON.stringify(KEPT)}, ${JSON.stringify(data ?? null)})`);
}
