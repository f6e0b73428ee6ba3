// @vitest-environment node
// Behaviour across files: the privacy policy lists everything the site's code collects (components/legal/privacy-inventory.tsx against the events, ids, storage keys, cookies, form fields and vendor scripts read from components/, lib/, stores/ and pages/).
/**
 * The privacy policy names everything the site's own code collects (PIPL art. 17). The names are
 * read from the code (TypeScript's parser, not a hand-kept list): analytics event names and their
 * property keys, the per-browser ids sent as activity headers, browser-storage keys, cookies, the
 * fields of the address and comment forms, and the vendor scripts. A new event, property, id or
 * stored key fails here until the policy (components/legal/privacy-inventory.tsx) lists it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import ts from 'typescript';
import { PrivacyPolicy } from '@/components/legal';

const ROOT = path.resolve(__dirname, '../../..');
const SCANNED = ['components', 'lib', 'stores', 'pages'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const files = SCANNED.flatMap((d) => sourceFiles(path.join(ROOT, d))).map((file) => ({
  file: path.relative(ROOT, file),
  src: ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS),
}));

function walk(node: ts.Node, visit: (n: ts.Node) => void): void {
  visit(node);
  node.forEachChild((c) => walk(c, visit));
}

/** Module-level `const NAME = 'text'` / `= { … }` of a file. */
function constants(src: ts.SourceFile): Map<string, ts.Expression> {
  const out = new Map<string, ts.Expression>();
  walk(src, (n) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) {
      let init: ts.Expression = n.initializer;
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
      out.set(n.name.text, init);
    }
  });
  return out;
}

function objectKeys(obj: ts.ObjectLiteralExpression): string[] {
  return obj.properties.flatMap((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? [p.name.text] : []));
}

const analyticsFile = files.find((f) => f.file === path.join('lib', 'analytics.ts'))!;
const EVENTS = constants(analyticsFile.src).get('EVENTS') as ts.ObjectLiteralExpression;
const eventValue = (key: string) => {
  const p = EVENTS.properties.find((q) => q.name && ts.isIdentifier(q.name) && q.name.text === key);
  return p && ts.isPropertyAssignment(p) && ts.isStringLiteral(p.initializer) ? p.initializer.text : undefined;
};

/** Event names and property keys of every `track(event, props)` call, plus the EVENTS table. */
function analyticsNames(): { events: Set<string>; props: Set<string> } {
  const events = new Set<string>(objectKeys(EVENTS).map((k) => eventValue(k)!));
  const props = new Set<string>();
  for (const { src } of files) {
    const consts = constants(src);
    walk(src, (n) => {
      if (!ts.isCallExpression(n) || !ts.isIdentifier(n.expression) || n.expression.text !== 'track') return;
      const [name, arg] = n.arguments;
      if (name && ts.isStringLiteral(name)) events.add(name.text);
      if (name && ts.isPropertyAccessExpression(name) && name.expression.getText() === 'EVENTS') events.add(eventValue(name.name.text)!);
      const obj = arg && ts.isIdentifier(arg) ? consts.get(arg.text) : arg;
      if (obj && ts.isObjectLiteralExpression(obj)) objectKeys(obj).forEach((k) => props.add(k));
    });
  }
  // Properties track() itself attaches (`clean.channel = …`).
  walk(analyticsFile.src, (n) => {
    if (ts.isFunctionDeclaration(n) && n.name?.text === 'track') {
      walk(n, (m) => {
        if (ts.isBinaryExpression(m) && m.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(m.left)) props.add(m.left.name.text);
      });
    }
  });
  return { events, props };
}

/** localStorage / sessionStorage keys: literal setItem keys, and the `…KEY` / `…FLAG` constants of files that store. */
function storageKeys(): Set<string> {
  const keys = new Set<string>();
  for (const { src } of files) {
    let stores = false;
    walk(src, (n) => {
      if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'setItem') {
        stores = true;
        const [key] = n.arguments;
        if (key && ts.isStringLiteral(key)) keys.add(key.text);
      }
    });
    if (!stores) continue;
    for (const [name, init] of constants(src)) {
      if (/(^|_)(KEY|FLAG)$/.test(name) && ts.isStringLiteral(init)) keys.add(init.text);
    }
  }
  return keys;
}

/** Cookie names written with js-cookie: a literal, or the fixed tail of the template a name helper returns. */
function cookieNames(): Set<string> {
  const names = new Set<string>();
  for (const { src } of files) {
    const helpers = new Map<string, ts.FunctionDeclaration>();
    walk(src, (n) => {
      if (ts.isFunctionDeclaration(n) && n.name) helpers.set(n.name.text, n);
    });
    walk(src, (n) => {
      if (!ts.isCallExpression(n) || n.expression.getText() !== 'Cookies.set') return;
      const [name] = n.arguments;
      if (ts.isStringLiteral(name)) names.add(name.text);
      else if (ts.isCallExpression(name) && ts.isIdentifier(name.expression)) {
        walk(helpers.get(name.expression.text)!, (m) => {
          if (ts.isTemplateExpression(m)) m.templateSpans.forEach((s) => s.literal.text && names.add(s.literal.text));
        });
      }
    });
  }
  return names;
}

/** Activity headers whose value is a per-browser id or the visitor's channel (not the site's fixed values). */
function identityHeaders(): Set<string> {
  const out = new Set<string>();
  const file = files.find((f) => f.file === path.join('lib', 'activity-headers.ts'))!;
  walk(file.src, (n) => {
    if (ts.isPropertyAssignment(n) && ts.isIdentifier(n.name) && /\b(anonymousId|deviceId|sourceChannel)\(/.test(n.initializer.getText())) out.add(n.name.text);
  });
  return out;
}

/** Personal fields of the forms: the address form and the comment body, minus record ids. */
function formFields(): Set<string> {
  const out = new Set<string>();
  for (const { src } of files) {
    walk(src, (n) => {
      if (ts.isInterfaceDeclaration(n) && ['GiftAddressForm', 'AddCommentBody'].includes(n.name.text)) {
        for (const m of n.members) if (m.name && ts.isIdentifier(m.name) && !/^(id|target\w*)$/.test(m.name.text)) out.add(m.name.text);
      }
    });
  }
  return out;
}

const policy = renderToStaticMarkup(<PrivacyPolicy />)
  .replace(/<[^>]+>/g, ' ')
  .replace(/&amp;/g, '&');

describe('the privacy policy covers what the code collects', () => {
  it('reads a plausible amount from the code (the extraction itself works)', () => {
    const { events, props } = analyticsNames();
    expect(events.size).toBeGreaterThanOrEqual(5);
    expect(props.size).toBeGreaterThanOrEqual(8);
    expect(storageKeys().size).toBeGreaterThanOrEqual(6);
    expect(cookieNames()).toContain('AuthToken');
    expect(identityHeaders()).toEqual(new Set(['anonymousId', 'deviceId', 'registerCanal']));
    expect(formFields()).toEqual(new Set(['cneeName', 'cneeMobile', 'cneeAddr', 'cneeAddrDetail', 'content']));
  });

  it.each([
    ['analytics events', () => analyticsNames().events],
    ['analytics event properties', () => analyticsNames().props],
    ['browser-storage keys', storageKeys],
    ['cookies', cookieNames],
    ['per-browser ids sent with requests', identityHeaders],
    ['form fields', formFields],
  ])('names every one of the %s', (_, names) => {
    const missing = [...names()].filter((n) => !policy.includes(n));
    expect(missing, `the privacy policy does not name: ${missing.join(', ')}`).toEqual([]);
  });

  it('names the vendors whose scripts the code loads', () => {
    const all = files.map((f) => f.src.text).join('\n');
    const vendors: [RegExp, string][] = [
      [/sa-sdk-javascript/, '神策'],
      [/sensorsdata2015jssdkcross|sa-sdk-javascript/, 'sensorsdata2015jssdkcross'],
      [/initGeetest|geetest/i, '极验'],
      [/TencentCaptcha/, '腾讯云验证码'],
    ];
    for (const [used, named] of vendors) if (used.test(all)) expect(policy).toContain(named);
  });

  it('covers every category PIPL asks about, the processors, retention, rights and a contact', () => {
    for (const words of [
      ['手机号', '匿名 ID', '设备 ID', '统计分析事件', '订单', '收货地址', '评论'],
      ['支付', '短信', '行为验证', '统计分析'],
      ['保存期限', '3 年', '6 个月'],
      ['查阅', '更正', '删除', '撤回同意', '注销账号'],
      ['privacy@', '个人信息处理者'],
    ]) {
      for (const w of words) expect(policy).toContain(w);
    }
  });
});
