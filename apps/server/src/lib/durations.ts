/** '24h', '30m', '7d', '90s' to milliseconds; undefined for anything else (or zero). */
export function parseDuration(text: string): number | undefined {
  const m = /^(\d+)\s*(s|m|h|d)$/.exec(text.trim());
  if (!m) return undefined;
  const unit = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] as 's' | 'm' | 'h' | 'd'];
  const ms = Number(m[1]) * unit;
  return ms > 0 ? ms : undefined;
}
