/** How the agent charts colour and shorten what they draw (the figures beside them keep the full amounts). */
export const CHART_COLOURS = { turnover: '#f5b400', deposits: '#4fa3ff', winLoss: '#8fe3a8' } as const;

/** An axis label: "12K", "1.5M" in the reader's digits. */
export const compactAmount = (value: number, locale: string) => value.toLocaleString(locale, { notation: 'compact', maximumFractionDigits: 1 });
