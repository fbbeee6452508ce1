/**
 * The part of Go's text/template that Supabase Auth e-mail templates use: `{{ .Field }}` and
 * `{{ .Data.key }}` (the user's metadata), `{{ if … }}…{{ else if … }}…{{ else }}…{{ end }}`, comments
 * `{{/* … *\/}}` and the trim markers `{{-` / `-}}`. Values are HTML-escaped when `escape` is set (as
 * html/template does for text and attribute values). Anything else is a TemplateError, so a template the
 * local server cannot render falls back to the built-in text instead of sending half a mail.
 */

export class TemplateError extends Error {}

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string[] }
  | { kind: 'if'; branches: { condition: string[] | null; body: Node[] }[] };

interface Token {
  kind: 'text' | 'action';
  text: string;
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let rest = source;
  while (rest.length > 0) {
    const open = rest.indexOf('{{');
    if (open < 0) {
      tokens.push({ kind: 'text', text: rest });
      break;
    }
    let text = rest.slice(0, open);
    const close = rest.indexOf('}}', open + 2);
    if (close < 0) throw new TemplateError('unclosed action');
    let action = rest.slice(open + 2, close);
    rest = rest.slice(close + 2);
    if (action.startsWith('- ') || action === '-') {
      text = text.trimEnd();
      action = action.slice(1);
    }
    if (action.endsWith(' -')) {
      action = action.slice(0, -1);
      rest = rest.trimStart();
    }
    if (text) tokens.push({ kind: 'text', text });
    tokens.push({ kind: 'action', text: action.trim() });
  }
  return tokens;
}

/** `.A.b` → ['A', 'b']; `.` → [] */
function fieldPath(expression: string): string[] {
  if (expression === '.') return [];
  if (!/^(\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(expression))
    throw new TemplateError(`unsupported expression: ${expression}`);
  return expression.slice(1).split('.');
}

function parse(tokens: Token[]): Node[] {
  let index = 0;
  const block = (stopAt: (action: string) => boolean): Node[] => {
    const nodes: Node[] = [];
    while (index < tokens.length) {
      const token = tokens[index]!;
      if (token.kind === 'text') {
        nodes.push({ kind: 'text', text: token.text });
        index++;
        continue;
      }
      const action = token.text;
      if (stopAt(action)) return nodes;
      index++;
      if (action.startsWith('/*') && action.endsWith('*/')) continue;
      if (action.startsWith('if ')) {
        const branches: { condition: string[] | null; body: Node[] }[] = [];
        let condition: string[] | null = fieldPath(action.slice(3).trim());
        for (;;) {
          const body = block((next) => next === 'end' || next === 'else' || next.startsWith('else if '));
          branches.push({ condition, body });
          const next = tokens[index]?.text;
          if (next === undefined) throw new TemplateError('missing {{ end }}');
          index++;
          if (next === 'end') break;
          if (condition === null) throw new TemplateError('{{ else }} after {{ else }}');
          condition = next === 'else' ? null : fieldPath(next.slice('else if '.length).trim());
        }
        nodes.push({ kind: 'if', branches });
        continue;
      }
      if (action === 'end' || action === 'else' || action.startsWith('else if '))
        throw new TemplateError(`unexpected {{ ${action} }}`);
      nodes.push({ kind: 'value', path: fieldPath(action) });
    }
    return nodes;
  };
  const nodes = block(() => false);
  if (index < tokens.length) throw new TemplateError('unexpected action');
  return nodes;
}

function lookup(data: unknown, path: string[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Go's truth: false, 0, nil, an empty string, array or map are false */
function truthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

function printed(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function escapeTemplateHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&#34;')
    .replace(/'/g, '&#39;');
}

function evaluate(nodes: Node[], data: unknown, escape: boolean): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'value') {
      const text = printed(lookup(data, node.path));
      out += escape ? escapeTemplateHtml(text) : text;
    } else {
      const branch = node.branches.find(
        ({ condition }) => condition === null || truthy(lookup(data, condition)),
      );
      if (branch) out += evaluate(branch.body, data, escape);
    }
  }
  return out;
}

/** Renders a template; throws TemplateError for what this subset does not know. */
export function renderGoTemplate(source: string, data: unknown, { escape = false } = {}): string {
  return evaluate(parse(tokenize(source)), data, escape);
}
