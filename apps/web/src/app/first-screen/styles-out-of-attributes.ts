/** The prefix of the classes that stand in for inline styles in a sent first screen. */
export const INLINE_STYLE_CLASS = 'fs';

const TAG_WITH_STYLE = /<([a-zA-Z][\w-]*)(\s[^>]*?)?\sstyle="([^"]*)"([^>]*)>/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/;

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The page's Content-Security-Policy refuses `style="…"` attributes in markup (the app sets inline
 * styles through the DOM, which it allows), and Chrome logs each refusal. So each distinct inline
 * style of a first screen becomes a class whose rule goes into the page's nonce'd `<style>`; the
 * app's first render then puts the style back through the DOM and drops the class.
 */
export function stylesOutOfAttributes(markup: string, classPrefix = INLINE_STYLE_CLASS): { markup: string; css: string } {
  const classes = new Map<string, string>();
  const rewritten = markup.replace(TAG_WITH_STYLE, (_tag, name: string, before = '', style: string, after: string) => {
    let className = classes.get(style);
    if (!className) {
      className = `${classPrefix}-${classes.size}`;
      classes.set(style, className);
    }
    const attributes = `${before}${after}`;
    const withClass = CLASS_ATTRIBUTE.test(attributes)
      ? attributes.replace(CLASS_ATTRIBUTE, (_match, names: string) => ` class="${names} ${className}"`)
      : `${attributes} class="${className}"`;
    return `<${name}${withClass}>`;
  });
  const css = [...classes].map(([style, className]) => `.${className}{${unescapeAttribute(style)}}`).join('');
  return { markup: rewritten, css };
}
