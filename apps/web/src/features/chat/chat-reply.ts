import { foldTurkish } from '../../lib/turkish-text';
import { helpTopics, type HelpTopic } from './help-topics';

export interface ChatReply {
  text: string;
  link?: { href: string; label: string; external: boolean };
}

const FALLBACK = 'Sorunuzu tam anlayamadım. Aradığınız hizmeti menüde ya da üst çubuktaki arama ile bulabilirsiniz.';

/**
 * Answers from the help topics: the topic with the most keyword hits wins. `available`
 * holds the addresses the menu offers now; `settingUrls` resolves `setting:` addresses.
 */
export function replyTo(question: string, available: ReadonlySet<string>, settingUrls: Record<string, string>): ChatReply {
  const folded = ` ${foldTurkish(question).replace(/[^a-z0-9\s-]/g, ' ')} `;
  const resolve = (topic: HelpTopic) => (topic.path?.startsWith('setting:') ? settingUrls[topic.path.slice(8)] : topic.path) ?? null;
  let best: { topic: HelpTopic; score: number } | null = null;
  for (const topic of helpTopics) {
    const href = resolve(topic);
    if (topic.path && (!href || (!topic.path.startsWith('setting:') && !available.has(href)))) continue;
    const score = topic.keywords.filter((k) => folded.includes(` ${k}`)).length;
    if (score > 0 && (!best || score > best.score)) best = { topic, score };
  }
  if (!best) {
    return available.has('/mobil-menu') ? { text: FALLBACK, link: { href: '/mobil-menu', label: 'Tüm Hizmetler', external: false } } : { text: FALLBACK };
  }
  const href = resolve(best.topic);
  return {
    text: best.topic.answer,
    ...(href ? { link: { href, label: best.topic.linkText ?? href, external: /^https?:/.test(href) } } : {}),
  };
}
