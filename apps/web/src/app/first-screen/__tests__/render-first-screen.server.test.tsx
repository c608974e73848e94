import { describe, expect, it } from 'vitest';
import { appSettingFixture } from '../../../testing/app-setting-fixture';
import { firstScreenAddresses, renderFirstScreen, type PageFacts } from '../render-first-screen';

const page: PageFacts = {
  nonces: { style: '__STYLE__', script: '__SCRIPT__' },
  appEntry: '/assets/index-abc.js',
  appChunks: ['/assets/layout-1.js', '/assets/sign-in-page-2.js'],
  fonts: [
    '/assets/roboto-latin-400-normal-aa.woff2',
    '/assets/roboto-latin-500-normal-bb.woff2',
    '/assets/roboto-turkish-700-normal-cc.woff2',
    '/assets/roboto-cyrillic-400-normal-dd.woff2',
    '/assets/roboto-latin-300-normal-ee.woff2',
  ],
};

async function rendered(address: string) {
  const screen = await renderFirstScreen(address, appSettingFixture, page);
  if (!screen) throw new Error(`${address} was not rendered`);
  return screen;
}

describe('the first screen rendered on the server', () => {
  it('sends sign-in as a signed-out Turkish visitor sees it, with the municipality from the configuration', async () => {
    const screen = await rendered('/session/signin');
    expect(screen.root).toContain('<h1');
    expect(screen.root).toContain('E-Belediye Sistemine Giriş');
    expect(screen.root).toContain(appSettingFixture.MunicipalityName);
    expect(screen.root).toContain('id="signin-national-id"');
    expect(screen.root).toContain('id="signin-password"');
  });

  it('puts every style in the nonced <style>, none in attributes the page policy refuses', async () => {
    for (const address of firstScreenAddresses) {
      const screen = await rendered(address);
      expect(screen.root).not.toMatch(/\sstyle="/);
      const style = /<style data-emotion="css ([^"]*)" nonce="__STYLE__">([\s\S]*)<\/style>/.exec(screen.head);
      expect(style, address).not.toBeNull();
      // Each class the markup uses has its rule in the page: nothing waits for the app to draw it
      // (emotion's css-0 is the class of an empty style, with no rule).
      const classes = new Set([...screen.root.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')).filter((c) => /^(css|fs)-/.test(c) && c !== 'css-0'));
      expect(classes.size).toBeGreaterThan(10);
      for (const name of classes) expect(style![2], `${address}: .${name}`).toContain(`.${name}`);
      expect(style![2]).not.toContain('</');
    }
  });

  it('is drawn for a phone: the home page has the menu button and no side menu', async () => {
    const screen = await rendered('/anasayfa');
    expect(screen.root).not.toContain('data-testid="sidebar"');
    expect(screen.root).toMatch(/aria-label="[^"]*[Mm]en[üu][^"]*"/);
  });

  it('asks for the Latin and Turkish faces of the theme weights with the page, and no other font', async () => {
    const { head } = await rendered('/FastPayment');
    const preloaded = [...head.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloaded).toEqual(['/assets/roboto-latin-400-normal-aa.woff2', '/assets/roboto-latin-500-normal-bb.woff2', '/assets/roboto-turkish-700-normal-cc.woff2']);
  });

  it('ends with the one inline script, under the script nonce, that starts the app with its entry and chunks', async () => {
    const { afterRoot } = await rendered('/session/signin');
    const script = /^<script nonce="__SCRIPT__">([\s\S]*)<\/script>$/.exec(afterRoot);
    expect(script).not.toBeNull();
    // Valid JavaScript on its own: it runs before and without the app's modules.
    expect(() => new Function(script![1]!)).not.toThrow();
    expect(script![1]).toContain('"appEntry":"/assets/index-abc.js"');
    expect(script![1]).toContain('"appChunks":["/assets/layout-1.js","/assets/sign-in-page-2.js"]');
    expect(script![1]).toContain('"phoneQuery":"(max-width:599.95px)"');
  });

  it('renders only the listed public addresses', async () => {
    expect(firstScreenAddresses).toEqual(['/anasayfa', '/session/signin', '/FastPayment']);
    expect(await renderFirstScreen('/DebtQuestioning', appSettingFixture, page)).toBeNull();
    expect(await renderFirstScreen('/session/404', appSettingFixture, page)).toBeNull();
  });
});
