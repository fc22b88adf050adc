/** A small, strict-enough XML reader for e-invoice attachments (no DTDs, no external entities). */

export type XmlNode = { name: string; attrs: Record<string, string>; children: XmlNode[]; text: string };

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|lt|gt|amp|quot|apos);/g, (_, e: string) => {
    if (e.startsWith('#x')) return String.fromCodePoint(Number.parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(Number.parseInt(e.slice(1), 10));
    return ENTITIES[e];
  });
}

const local = (qname: string) => qname.slice(qname.indexOf(':') + 1);

/** Parses a document into element nodes named by local name (namespace prefixes dropped). */
export function parseXml(src: string): XmlNode | null {
  const root: XmlNode = { name: '#root', attrs: {}, children: [], text: '' };
  const stack: XmlNode[] = [root];
  let i = 0;
  const n = src.length;
  while (i < n) {
    const lt = src.indexOf('<', i);
    const textEnd = lt < 0 ? n : lt;
    if (textEnd > i) stack[stack.length - 1].text += decode(src.slice(i, textEnd));
    if (lt < 0) break;
    if (src.startsWith('<!--', lt)) {
      const end = src.indexOf('-->', lt + 4);
      if (end < 0) return null;
      i = end + 3;
    } else if (src.startsWith('<![CDATA[', lt)) {
      const end = src.indexOf(']]>', lt + 9);
      if (end < 0) return null;
      stack[stack.length - 1].text += src.slice(lt + 9, end);
      i = end + 3;
    } else if (src.startsWith('<?', lt)) {
      const end = src.indexOf('?>', lt + 2);
      if (end < 0) return null;
      i = end + 2;
    } else if (src.startsWith('<!', lt)) {
      return null;
    } else if (src.startsWith('</', lt)) {
      const end = src.indexOf('>', lt);
      if (end < 0) return null;
      const name = local(src.slice(lt + 2, end).trim());
      const open = stack.pop();
      if (!open || open.name !== name || stack.length === 0) return null;
      i = end + 1;
    } else {
      const end = src.indexOf('>', lt);
      if (end < 0) return null;
      let body = src.slice(lt + 1, end);
      const selfClosing = body.endsWith('/');
      if (selfClosing) body = body.slice(0, -1);
      const m = /^([^\s/>]+)/.exec(body);
      if (!m) return null;
      const node: XmlNode = { name: local(m[1]), attrs: {}, children: [], text: '' };
      for (const a of body.slice(m[1].length).matchAll(/([^\s=]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
        node.attrs[local(a[1])] = decode(a[3] ?? a[4] ?? '');
      }
      stack[stack.length - 1].children.push(node);
      if (!selfClosing) stack.push(node);
      i = end + 1;
    }
    if (stack.length > 200) return null;
  }
  return stack.length === 1 ? (root.children[0] ?? null) : null;
}

export function child(node: XmlNode | null | undefined, name: string): XmlNode | null {
  return node?.children.find((c) => c.name === name) ?? null;
}

export function childrenNamed(node: XmlNode | null | undefined, name: string): XmlNode[] {
  return node?.children.filter((c) => c.name === name) ?? [];
}

/** Follows a path of child names; each step may list alternatives separated by '|'. */
export function at(node: XmlNode | null | undefined, path: string): XmlNode | null {
  let cur: XmlNode | null = node ?? null;
  for (const step of path.split('/')) {
    if (!cur) return null;
    const options = step.split('|');
    cur = cur.children.find((c) => options.includes(c.name)) ?? null;
  }
  return cur;
}

/** First descendant with the given name (depth first). */
export function find(node: XmlNode | null | undefined, name: string): XmlNode | null {
  if (!node) return null;
  for (const c of node.children) {
    if (c.name === name) return c;
    const deep = find(c, name);
    if (deep) return deep;
  }
  return null;
}

export const textOf = (node: XmlNode | null | undefined): string => (node ? node.text.replace(/\s+/g, ' ').trim() : '');
