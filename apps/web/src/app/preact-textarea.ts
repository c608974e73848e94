import { options, type VNode } from 'preact';

/**
 * Preact's React layer empties a `<textarea>` on every render whose `value` prop is present but
 * undefined; React leaves such a textarea alone (it is uncontrolled). MUI always passes `value`,
 * so a multiline field bound with react-hook-form's `register` lost what the citizen typed. This
 * keeps the typed text for those textareas and leaves controlled ones to Preact.
 */
export function keepUncontrolledTextareas() {
  const diffed = options.diffed;
  options.diffed = (vnode: VNode) => {
    const props = vnode.props as { value?: unknown };
    const dom = (vnode as unknown as { __e?: Element | null }).__e;
    if (vnode.type === 'textarea' && props.value == null && dom instanceof HTMLTextAreaElement) {
      const typed = dom.value;
      diffed?.(vnode);
      dom.value = typed;
      return;
    }
    diffed?.(vnode);
  };
}
