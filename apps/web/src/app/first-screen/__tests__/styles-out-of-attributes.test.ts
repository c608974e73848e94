import { describe, expect, it } from 'vitest';
import { stylesOutOfAttributes } from '../styles-out-of-attributes';

describe('inline styles of a first screen', () => {
  it('become classes with their rules, one class for each distinct style', () => {
    const { markup, css } = stylesOutOfAttributes(
      '<main id="m" style="--Paper-shadow:0px 2px 1px rgba(0,0,0,0.2);" class="MuiPaper-root css-1"><div style="height:320px;"></div><p style="--Paper-shadow:0px 2px 1px rgba(0,0,0,0.2);" class="a"></p></main>',
    );
    expect(markup).toBe('<main id="m" class="MuiPaper-root css-1 fs-0"><div class="fs-1"></div><p class="a fs-0"></p></main>');
    expect(css).toBe('.fs-0{--Paper-shadow:0px 2px 1px rgba(0,0,0,0.2);}.fs-1{height:320px;}');
  });

  it('turns the escaped attribute text back into CSS', () => {
    const { css } = stylesOutOfAttributes('<span style="font-family:&quot;Roboto&quot;, Arial;content:&#39;&amp;&#39;"></span>');
    expect(css).toBe(`.fs-0{font-family:"Roboto", Arial;content:'&'}`);
  });

  it('leaves markup without inline styles as it is', () => {
    const markup = '<div class="x" data-style="a"><input value="style=&quot;x&quot;"></div>';
    expect(stylesOutOfAttributes(markup)).toEqual({ markup, css: '' });
  });
});
