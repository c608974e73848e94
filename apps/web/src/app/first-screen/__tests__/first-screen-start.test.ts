import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFirstScreen, startScript, type StartFacts } from '../first-screen-start';

const facts: StartFacts = {
  phoneQuery: '(max-width:599.95px)',
  reducedMotionQuery: '(prefers-reduced-motion: reduce)',
  accessTokenKey: 'accessToken',
  rememberedIdKey: 'rememberedNationalId',
  languageKey: 'language',
  appEntry: '',
  appChunks: ['/assets/layout-1.js', '/assets/screen-2.js'],
  paintWaitLimitMs: 1000,
};

/** The browser's paint entries, delivered when the test says the page has been painted. */
let paintObservers: ((names: string[]) => void)[] = [];
const paint = (name: string) => paintObservers.forEach((notify) => notify([name]));

function browser({ width, reducedMotion = false }: { width: number; reducedMotion?: boolean }) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === facts.phoneQuery ? width < 600 : query === facts.reducedMotionQuery ? reducedMotion : false,
    })),
  );
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
      observe() {
        paintObservers.push((names) => this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }));
      }
      disconnect() {
        paintObservers = [];
      }
    },
  );
}

const appEntryImports = () => (globalThis as { appEntryImported?: number }).appEntryImported ?? 0;
const root = () => document.getElementById('root')!;
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

let run = 0;
beforeEach(() => {
  // A new address each test: a module already imported would not run again.
  facts.appEntry = `${new URL('./fixtures/app-entry.js', import.meta.url).pathname}?run=${++run}`;
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root" inert><main><h1>E-Belediye Sistemine Giriş</h1><form><button type="submit">Giriş Yap</button></form></main></div>';
  delete (globalThis as { appEntryImported?: number }).appEntryImported;
  paintObservers = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the start of a page sent with its first screen', () => {
  it('keeps the first screen for a signed-out Turkish visitor on a phone, and fetches the app only once it is painted', async () => {
    browser({ width: 412 });
    startFirstScreen(facts);
    expect(root().querySelector('h1')).not.toBeNull();
    // Still inert: the app makes it usable when it has drawn over it.
    expect(root().hasAttribute('inert')).toBe(true);
    expect(preloads()).toEqual([]);

    paint('first-paint');
    expect(preloads()).toEqual([]);
    paint('first-contentful-paint');
    expect(preloads()).toEqual(facts.appChunks);
    await vi.waitFor(() => expect(appEntryImports()).toBe(1));
    // The time limit that follows does not start it again.
    await vi.advanceTimersByTimeAsync(facts.paintWaitLimitMs);
    expect(preloads()).toHaveLength(2);
  });

  it.each([
    ['a wider screen', () => browser({ width: 1280 })],
    ['reduced motion', () => browser({ width: 412, reducedMotion: true })],
    ['a signed-in member', () => (browser({ width: 412 }), sessionStorage.setItem('accessToken', 'token'))],
    ['a remembered ID number', () => (browser({ width: 412 }), localStorage.setItem('rememberedNationalId', '10000000146'))],
    ['English chosen', () => (browser({ width: 412 }), localStorage.setItem('language', 'en'))],
  ])('empties the root for %s and starts the app at once, as without a first screen', async (_case, arrange) => {
    arrange();
    startFirstScreen(facts);
    expect(root().childNodes).toHaveLength(0);
    expect(root().hasAttribute('inert')).toBe(false);
    expect(preloads()).toEqual(facts.appChunks);
    await vi.waitFor(() => expect(appEntryImports()).toBe(1));
  });

  it('starts the app after the time limit in a browser without paint timing', async () => {
    browser({ width: 412 });
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        observe() {
          throw new TypeError('paint is not a supported entry type');
        }
      },
    );
    startFirstScreen(facts);
    expect(root().querySelector('h1')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(facts.paintWaitLimitMs);
    expect(preloads()).toEqual(facts.appChunks);
  });

  it('starts the app after the time limit when nothing is painted (a tab opened in the background)', async () => {
    browser({ width: 412 });
    startFirstScreen(facts);
    await vi.advanceTimersByTimeAsync(facts.paintWaitLimitMs - 1);
    expect(preloads()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(preloads()).toEqual(facts.appChunks);
  });

  it('is sent as its own source text, with the facts written in safely', () => {
    const script = startScript({ ...facts, appEntry: '/assets/</script><script>alert(1)</script>.js' });
    expect(script).not.toContain('</script>');
    expect(() => new Function(script)).not.toThrow();
  });
});
