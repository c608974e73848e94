import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/**
 * The banks' XML (docs/domain/payments-and-banks.md), read and written with fast-xml-parser. Values are kept as the
 * text the bank sent (no number parsing: '0000' and '0100' are codes, not numbers), and only
 * the five predefined XML entities are decoded: no DTD, no external entity is ever expanded.
 */
const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

const builder = new XMLBuilder({ ignoreAttributes: true, format: false, suppressEmptyNode: false, processEntities: true });

type XmlTree = Record<string, unknown>;

/** A bank's message: the text of its leaf elements by name. */
export interface XmlMessage {
  /** The text of the first leaf element with this name in document order ('' when empty, null when absent). */
  leaf(name: string): string | null;
}

function findLeaf(node: unknown, name: string): string | null {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findLeaf(item, name);
      if (found !== null) return found;
    }
    return null;
  }
  if (node === null || typeof node !== 'object') return null;
  for (const [key, value] of Object.entries(node as XmlTree)) {
    if (key === name && (typeof value === 'string' || value === '')) return value;
    if (key === name && Array.isArray(value) && typeof value[0] === 'string') return value[0];
    const found = findLeaf(value, name);
    if (found !== null) return found;
  }
  return null;
}

/** Reads a bank message; text that is not XML reads as a message without fields. */
export function readXml(xml: string): XmlMessage {
  let tree: unknown = {};
  try {
    tree = parser.parse(xml);
  } catch {
    tree = {};
  }
  return { leaf: (name) => findLeaf(tree, name) };
}

/** `<Name>…</Name>` of plain fields; nested objects become nested elements, in the given order. */
export function xmlElement(name: string, content: Record<string, unknown> | string): string {
  return builder.build({ [name]: typeof content === 'string' ? content : normalise(content) }) as string;
}

const normalise = (content: Record<string, unknown>): XmlTree =>
  Object.fromEntries(Object.entries(content).map(([key, value]) => [key, typeof value === 'object' && value !== null ? normalise(value as XmlTree) : String(value ?? '')]));
