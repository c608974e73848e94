import { describe, expect, it } from 'vitest';
import { phoneMatchMedia } from '../phone';

describe("a phone's answers to the layout's media queries", () => {
  it('answers width queries as a 412 px wide screen', () => {
    expect(phoneMatchMedia('@media (max-width:899.95px)').matches).toBe(true);
    expect(phoneMatchMedia('(max-width:599.95px)').matches).toBe(true);
    expect(phoneMatchMedia('(max-width:411px)').matches).toBe(false);
    expect(phoneMatchMedia('(min-width:600px)').matches).toBe(false);
    expect(phoneMatchMedia('(min-width:0px) and (max-width:599.95px)').matches).toBe(true);
  });

  it('refuses a query it cannot answer instead of guessing', () => {
    expect(() => phoneMatchMedia('(prefers-color-scheme: dark)')).toThrow(/media query/);
    expect(() => phoneMatchMedia('(orientation: portrait)')).toThrow(/media query/);
  });
});
