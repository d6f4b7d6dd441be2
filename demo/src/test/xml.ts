/**
 * A small XML well-formedness check for the pictures the project generates: tags nest and close,
 * attributes are quoted, and every `&` starts an entity. It is not a parser; it is enough to catch
 * the mistakes a string-built SVG can make (an unescaped `&` in a translation breaks the picture).
 * Returns the problems found, empty when the document is well formed.
 */
export const xmlProblems = (document: string): string[] => {
  const problems: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  const entity = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
  const tag =
    /^<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/;
  let i = 0;
  while (i < document.length) {
    const next = document.indexOf('<', i);
    const textEnd = next === -1 ? document.length : next;
    if (entity.test(document.slice(i, textEnd))) problems.push(`bare & in text near ${i}`);
    if (next === -1) break;
    if (document.startsWith('<!--', next)) {
      const end = document.indexOf('-->', next);
      if (end === -1) return [...problems, 'unterminated comment'];
      i = end + 3;
      continue;
    }
    const match = tag.exec(document.slice(next));
    if (!match) return [...problems, `malformed tag near ${next}`];
    const [whole, closing, name = '', attributes = '', selfClosing] = match;
    if (entity.test(attributes)) problems.push(`bare & in attributes of <${name}>`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name);
    } else if (stack.length === 0) {
      roots += 1;
    }
    i = next + whole.length;
  }
  if (stack.length > 0) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
};
