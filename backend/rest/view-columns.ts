/**
 * Reads a view's query tree (pg_rewrite.ev_action, Postgres' node text format) to learn which
 * base-table column each view column comes from. PostgREST does the same (with a regex-based
 * conversion to JSON) to infer foreign-key relationships for views: a view column whose
 * TargetEntry has :resorigtbl/:resorigcol set is a plain reference to that table column.
 */

export type NodeValue = string | null | NodeValue[] | NodeObject;
interface NodeObject {
  _type: string;
  [field: string]: NodeValue;
}

/** Parses Postgres' nodeToString() output into plain JS values. */
export function parseNodeTree(text: string): NodeValue {
  let pos = 0;

  const skip = (): void => {
    while (pos < text.length && /\s/.test(text[pos])) pos++;
  };

  const readToken = (): string => {
    if (text[pos] === '"') {
      pos++;
      let out = '';
      while (pos < text.length && text[pos] !== '"') {
        if (text[pos] === '\\') pos++;
        out += text[pos++];
      }
      pos++;
      return out;
    }
    let out = '';
    while (pos < text.length && !/[\s(){}[\]]/.test(text[pos])) {
      if (text[pos] === '\\') pos++;
      out += text[pos++];
    }
    return out;
  };

  const readValue = (): NodeValue => {
    skip();
    const ch = text[pos];
    if (ch === '{') {
      pos++;
      skip();
      const obj: NodeObject = { _type: readToken() };
      for (;;) {
        skip();
        if (pos >= text.length) throw new Error('unterminated node');
        if (text[pos] === '}') {
          pos++;
          return obj;
        }
        const key = readToken();
        if (!key.startsWith(':')) throw new Error(`expected a field name, got ${key}`);
        skip();
        // A field may be empty right before the next field or the end of the node.
        if (text[pos] === ':' || text[pos] === '}') {
          obj[key.slice(1)] = null;
          continue;
        }
        obj[key.slice(1)] = readValue();
        // A Const's datum is printed as "<length> [ bytes ]": skip the bytes.
        skip();
        if (text[pos] === '[') readValue();
      }
    }
    if (ch === '(' || ch === '[') {
      const close = ch === '(' ? ')' : ']';
      pos++;
      const items: NodeValue[] = [];
      for (;;) {
        skip();
        if (pos >= text.length) throw new Error('unterminated list');
        if (text[pos] === close) {
          pos++;
          return items;
        }
        items.push(readValue());
      }
    }
    const token = readToken();
    return token === '<>' ? null : token;
  };

  return readValue();
}

export interface ViewColumnSource {
  /** The view column's name. */
  column: string;
  /** pg_class oid of the source relation (a table, or another view). */
  tableOid: number;
  /** attnum of the source column. */
  attnum: number;
}

/**
 * The base column of each plain view column. Views with set operations (UNION...) yield nothing,
 * as in PostgREST.
 */
export function viewColumnSources(evAction: string): ViewColumnSource[] {
  let tree: NodeValue;
  try {
    tree = parseNodeTree(evAction);
  } catch {
    return [];
  }
  const query = Array.isArray(tree) ? tree[0] : tree;
  if (!query || typeof query !== 'object' || Array.isArray(query) || query._type !== 'QUERY')
    return [];
  if (query.setOperations) return [];
  const targetList = query.targetList;
  if (!Array.isArray(targetList)) return [];
  const out: ViewColumnSource[] = [];
  for (const entry of targetList) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) continue;
    if (entry.resjunk === 'true') continue;
    const tableOid = Number(entry.resorigtbl);
    const attnum = Number(entry.resorigcol);
    const column = typeof entry.resname === 'string' ? entry.resname : null;
    if (column && tableOid > 0 && attnum > 0) out.push({ column, tableOid, attnum });
  }
  return out;
}
