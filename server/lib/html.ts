/** Text safe inside HTML text and double- or single-quoted attributes of pages the server writes. */
export const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
