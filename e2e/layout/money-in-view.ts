import { expect, type Page } from '@playwright/test';

/**
 * Every amount in view, measured: no sideways scroll; every amount (a text with ₺) lies inside
 * the viewport and inside the visible part of the nearest scrolling box around it (a table that
 * scrolls sideways must not hide a ₺ column), is not cut short in its own cell, and no fixed
 * element covers an amount or a button. Checked at the top, the middle and the bottom of the page.
 */
export async function expectMoneyInView(page: Page, options: { minAmounts?: number } = {}) {
  await page.waitForLoadState('networkidle');
  const layout = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(layout.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(layout.width);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  let amounts = 0;
  for (const y of [0, height / 2, height]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const found = await page.evaluate(() => {
      const problems: string[] = [];
      const width = window.innerWidth;
      const height = window.innerHeight;
      const visible = (r: DOMRect) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < height;
      const label = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      const ownText = (el: Element) =>
        Array.from(el.childNodes)
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join('');
      const main = document.querySelector('main') ?? document.body;
      const amountEls = Array.from(main.querySelectorAll('*')).filter((el) => /₺/.test(ownText(el)));
      const buttons = Array.from(main.querySelectorAll('button, a[role="button"], a.MuiButton-root'));
      const fixed = Array.from(document.querySelectorAll('body *'))
        .filter((el) => getComputedStyle(el).position === 'fixed')
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter((f) => visible(f.r));
      for (const el of amountEls) {
        const r = el.getBoundingClientRect();
        if (r.width === 0) continue;
        if (r.left < -0.5 || r.right > width + 0.5) problems.push(`${label(el)} is outside the viewport (${Math.round(r.left)}–${Math.round(r.right)} of ${width})`);
        // An amount cut short inside its own cell (an ellipsis or a hidden overflow) is as unread as one scrolled away.
        if (getComputedStyle(el).overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) problems.push(`${label(el)} is cut inside its own box`);
        for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible') continue;
          const p = parent.getBoundingClientRect();
          if (r.right > p.right + 0.5 || r.left < p.left - 0.5) problems.push(`${label(el)} is clipped by a scrolling box`);
          break;
        }
      }
      for (const el of [...amountEls, ...buttons]) {
        const r = el.getBoundingClientRect();
        if (!visible(r)) continue;
        for (const f of fixed) {
          if (f.el.contains(el) || el.contains(f.el)) continue;
          const overlaps = r.left < f.r.right && r.right > f.r.left && r.top < f.r.bottom && r.bottom > f.r.top;
          if (overlaps) problems.push(`${label(f.el)} covers ${label(el)}`);
        }
      }
      return { problems, amounts: amountEls.length };
    });
    expect(found.problems).toEqual([]);
    amounts = Math.max(amounts, found.amounts);
  }
  expect(amounts, 'amounts on the page').toBeGreaterThanOrEqual(options.minAmounts ?? 1);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The widths a citizen reads money at: a phone (390 px) and a 1366 × 768 laptop at 200 % zoom
 * (WCAG 1.4.10 reflow), which lays the page out as a 683 × 384 window.
 */
export const narrowViewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: '200 % zoom', width: 683, height: 384 },
] as const;
