const entity: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (m) => entity[m]!);

/** The form of a bank simulator page, as the browser would submit it: its action and hidden fields. */
export function formOf(html: string) {
  const action = unescape(/<form method="post" action="([^"]*)"/.exec(html)?.[1] ?? '');
  if (!action) throw new Error('bank page without a form');
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[unescape(m[1]!)] = unescape(m[2]!);
  return { action, fields };
}

/** The simulated ACS shows the code its SMS would carry. */
export const smsCodeOn = (html: string) => /kod <strong>(\d{6})<\/strong>/.exec(html)?.[1] ?? '';
