/**
 * The subset of SOQL the Salesforce stand-in answers, parsed honestly:
 *   SELECT field[, field…] FROM Object [WHERE field (= | !=) ('text' | null) [AND …]] [LIMIT n]
 * Anything else is refused with Salesforce's MALFORMED_QUERY error, as the real API refuses a
 * query it cannot parse (it would answer more of SOQL; this stand-in does not).
 */
export class SoqlError extends Error {
  constructor(
    readonly errorCode: 'MALFORMED_QUERY' | 'INVALID_FIELD' | 'INVALID_TYPE',
    message: string,
  ) {
    super(message);
  }
}

export interface SoqlQuery {
  fields: string[];
  object: string;
  where: { field: string; op: '=' | '!='; value: string | null }[];
  limit?: number;
}

type Token = { kind: 'word' | 'string' | 'number' | 'comma' | 'op'; text: string };

function tokens(soql: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < soql.length) {
    const c = soql[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === ',') {
      out.push({ kind: 'comma', text: c });
      i++;
    } else if (c === '=' || (c === '!' && soql[i + 1] === '=')) {
      out.push({ kind: 'op', text: c === '=' ? '=' : '!=' });
      i += c === '=' ? 1 : 2;
    } else if (c === "'") {
      let text = '';
      i++;
      for (;;) {
        if (i >= soql.length) throw new SoqlError('MALFORMED_QUERY', 'unexpected end of query: unterminated string');
        const d = soql[i]!;
        if (d === '\\') {
          const next = soql[i + 1];
          if (next === undefined || !'\'\\"nrtbf_%'.includes(next))
            throw new SoqlError('MALFORMED_QUERY', `invalid escape sequence \\${next ?? ''}`);
          text += next === 'n' ? '\n' : next === 'r' ? '\r' : next === 't' ? '\t' : next;
          i += 2;
        } else if (d === "'") {
          i++;
          break;
        } else {
          text += d;
          i++;
        }
      }
      out.push({ kind: 'string', text });
    } else if (/[0-9]/.test(c)) {
      const m = /^[0-9]+/.exec(soql.slice(i))![0];
      out.push({ kind: 'number', text: m });
      i += m.length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(soql.slice(i))![0];
      out.push({ kind: 'word', text: m });
      i += m.length;
    } else {
      throw new SoqlError('MALFORMED_QUERY', `unexpected token: '${c}'`);
    }
  }
  return out;
}

export function parseSoql(soql: string): SoqlQuery {
  const list = tokens(soql);
  let at = 0;
  const peek = () => list[at];
  const near = () => (peek() ? `unexpected token: '${peek()!.text}'` : 'unexpected end of query');
  const keyword = (word: string) => {
    const t = peek();
    if (t?.kind === 'word' && t.text.toUpperCase() === word) {
      at++;
      return true;
    }
    return false;
  };
  const expectWord = (): string => {
    const t = peek();
    if (t?.kind !== 'word') throw new SoqlError('MALFORMED_QUERY', near());
    at++;
    return t.text;
  };
  if (!keyword('SELECT')) throw new SoqlError('MALFORMED_QUERY', near());
  const fields = [expectWord()];
  while (peek()?.kind === 'comma') {
    at++;
    fields.push(expectWord());
  }
  if (!keyword('FROM')) throw new SoqlError('MALFORMED_QUERY', near());
  const object = expectWord();
  const where: SoqlQuery['where'] = [];
  if (keyword('WHERE')) {
    do {
      const field = expectWord();
      const op = peek();
      if (op?.kind !== 'op') throw new SoqlError('MALFORMED_QUERY', near());
      at++;
      const value = peek();
      if (value?.kind === 'string') where.push({ field, op: op.text as '=' | '!=', value: value.text });
      else if (value?.kind === 'word' && value.text.toLowerCase() === 'null') where.push({ field, op: op.text as '=' | '!=', value: null });
      else throw new SoqlError('MALFORMED_QUERY', `${near()} (this stand-in compares with a 'string' or null only)`);
      at++;
    } while (keyword('AND'));
  }
  let limit: number | undefined;
  if (keyword('LIMIT')) {
    const n = peek();
    if (n?.kind !== 'number') throw new SoqlError('MALFORMED_QUERY', near());
    at++;
    limit = Number(n.text);
  }
  if (at < list.length)
    throw new SoqlError('MALFORMED_QUERY', `${near()} (this stand-in answers SELECT … FROM … WHERE … AND … LIMIT only)`);
  return { fields, object, where, limit };
}
