/** Times on the lottery pages, in the reader's language (digits and order as the language writes them). */
export const formatTime = (iso: string, language: string) =>
  new Date(iso).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export const formatDateTime = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language, { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
