/**
 * The few words the wire contracts are written in (contracts/<domain>.ts): a field is a string,
 * number, boolean, null, an object of fields, an array of one kind, or a choice; `optional` may be
 * absent; `sandboxOnly` is a field only the sandbox sends (QA), which the site must never read.
 * Plain data, readable by people, checked by `check` and cut down by `minimal` in the tests. No
 * schema library: this is all the contracts need, and none of it reaches the browser bundle.
 */
export type Field =
  | { kind: 'string' | 'number' | 'boolean' | 'null' | 'unknown' }
  | { kind: 'object'; fields: Record<string, Field> }
  | { kind: 'array'; item: Field }
  | { kind: 'oneOf'; options: Field[] }
  | { kind: 'optional'; field: Field }
  | { kind: 'sandboxOnly'; field: Field };

export const t = {
  string: { kind: 'string' } as Field,
  number: { kind: 'number' } as Field,
  boolean: { kind: 'boolean' } as Field,
  null: { kind: 'null' } as Field,
  /** Opaque to the site: passed through, never read. */
  unknown: { kind: 'unknown' } as Field,
  object: (fields: Record<string, Field>): Field => ({ kind: 'object', fields }),
  array: (item: Field): Field => ({ kind: 'array', item }),
  oneOf: (...options: Field[]): Field => ({ kind: 'oneOf', options }),
  optional: (field: Field): Field => ({ kind: 'optional', field }),
  sandboxOnly: (field: Field): Field => ({ kind: 'sandboxOnly', field }),
};

/** A call's answer: the envelope it comes in and what `data` holds. */
export interface CallContract {
  /** `general`: {retCode, retMsg, retData, total, retTime, success}; `activity`: {code, msg, data}. */
  envelope: 'general' | 'activity';
  /** The success answer's data (SPEC §3/§7 fields). */
  data: Field;
  /**
   * A paged list in the general envelope: `total` (every row, not this page's) is part of the
   * answer and required. Elsewhere the site may not read `total`, and the least answer drops it.
   */
  paged?: boolean;
  /** Where the spec names the call and its fields. */
  spec: string;
}

/** Contracts keyed `METHOD /path` (`:name` for a path segment). */
export type Contracts = Record<string, CallContract>;

const ENVELOPES: Record<CallContract['envelope'], { fields: Record<string, Field>; data: string }> = {
  general: { fields: { retCode: t.string, retMsg: t.string, retTime: t.optional(t.number), success: t.boolean }, data: 'retData' },
  activity: { fields: { code: t.oneOf(t.number, t.string), msg: t.string }, data: 'data' },
};

/** The whole answer of a call as one field: the envelope (with `total` when paged) and its data. */
export function answerField(contract: CallContract): Field {
  const env = ENVELOPES[contract.envelope];
  const total: Record<string, Field> = contract.paged && contract.envelope === 'general' ? { total: t.number } : {};
  return t.object({ ...env.fields, ...total, [env.data]: contract.data });
}

function typeOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/** Where `value` breaks `field`: one line per problem, [] when it keeps the contract. */
export function check(field: Field, value: unknown, at = '$'): string[] {
  switch (field.kind) {
    case 'unknown':
      return [];
    case 'optional':
    case 'sandboxOnly':
      return value === undefined ? [] : check(field.field, value, at);
    case 'oneOf':
      return field.options.some((o) => check(o, value, at).length === 0) ? [] : [`${at}: ${typeOf(value)} matches none of its kinds`];
    case 'array':
      return Array.isArray(value) ? value.flatMap((v, i) => check(field.item, v, `${at}[${i}]`)) : [`${at}: expected an array, got ${typeOf(value)}`];
    case 'object': {
      if (typeOf(value) !== 'object') return [`${at}: expected an object, got ${typeOf(value)}`];
      const record = value as Record<string, unknown>;
      return Object.entries(field.fields).flatMap(([key, f]) => {
        if (record[key] === undefined && f.kind !== 'optional' && f.kind !== 'sandboxOnly') return [`${at}.${key}: required, missing`];
        return check(f, record[key], `${at}.${key}`);
      });
    }
    default:
      return typeOf(value) === field.kind ? [] : [`${at}: expected ${field.kind}, got ${typeOf(value)}`];
  }
}

/**
 * The least answer the contract allows for `value`: every field the contract does not name, every
 * sandbox-only field and every absent optional one dropped. A client flow run on these answers
 * cannot depend on anything only the sandbox sends.
 */
export function minimal(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case 'optional':
      return value === undefined ? undefined : minimal(field.field, value);
    case 'sandboxOnly':
      return undefined;
    case 'oneOf': {
      const match = field.options.find((o) => check(o, value).length === 0);
      return match ? minimal(match, value) : value;
    }
    case 'array':
      return Array.isArray(value) ? value.map((v) => minimal(field.item, v)) : value;
    case 'object': {
      if (typeOf(value) !== 'object') return value;
      const record = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, f] of Object.entries(field.fields)) {
        const v = minimal(f, record[key]);
        if (v !== undefined) out[key] = v;
      }
      return out;
    }
    default:
      return value;
  }
}
