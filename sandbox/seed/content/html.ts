/** Small builders for seed article bodies; every value passed in is trusted seed text. */

export const h2 = (text: string) => `<h2>${text}</h2>`;
export const h3 = (text: string) => `<h3>${text}</h3>`;
export const p = (text: string) => `<p>${text}</p>`;
export const ul = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
export const ol = (items: readonly string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
export const a = (href: string, text: string) => `<a href="${href}">${text}</a>`;

export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const thead = `<thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead>`;
  const tbody = `<tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody>`;
  return `<table>${thead}${tbody}</table>`;
}

export function figure(src: string, alt: string, caption = alt): string {
  return `<figure><img src="${src}" alt="${alt}" width="640" height="360" loading="lazy"><figcaption>${caption}</figcaption></figure>`;
}

export const join = (...parts: string[]) => parts.join('\n');

/** 2026-03-05 in China time. */
export function chinaDate(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 3月5日 in China time, for running text. */
export function chinaDay(ms: number, offsetDays = 0): string {
  const d = new Date(ms + 8 * 3600_000 + offsetDays * 86_400_000);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
}
