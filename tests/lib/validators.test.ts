// @vitest-environment node
import fc from 'fast-check';
import {
  accountPasswordError,
  usernameError,
  MESSAGES,
  isValidAccountPassword,
  isValidLoginPassword,
  isValidPhone,
  isValidSmsCode,
  passwordError,
  phoneError,
  sanitizePhoneInput,
  sanitizeSmsInput,
  smsError,
} from '@/lib/validators';

/** Validation rules of SPEC §5: example tables, then properties against plain reference readings. */

const DIGITS = '0123456789'.split('');
const LETTERS = 'abcxyzABCXYZ'.split('');
const OTHERS = [' ', '-', '+', '_', '!', '中', '.', '\t'];

const digitString = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...DIGITS), minLength: min, maxLength: max });
const validPhone = fc
  .tuple(fc.constantFrom('3', '4', '5', '6', '7', '8', '9'), digitString(9, 9))
  .map(([second, rest]) => `1${second}${rest}`);

// Reference readings of the spec, written without regular expressions.
const isDigit = (c: string) => c >= '0' && c <= '9';
const isLetter = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
function specPhone(s: string) {
  return s.length === 11 && [...s].every(isDigit) && s[0] === '1' && s[1] >= '3' && s[1] <= '9';
}
function specPassword(s: string, min: number, max: number) {
  const chars = [...s];
  return (
    chars.length >= min &&
    chars.length <= max &&
    chars.every((c) => isDigit(c) || isLetter(c)) &&
    chars.some(isDigit) &&
    chars.some(isLetter)
  );
}

describe('phone', () => {
  it.each([
    ['13800138000', true],
    ['19912345678', true],
    ['14700000000', true],
    ['12800138000', false], // second digit 2
    ['10800138000', false], // second digit 0
    ['23800138000', false], // leading 2
    ['1380013800', false], // 10 digits
    ['138001380001', false], // 12 digits
    ['1380013800a', false],
    [' 13800138000', false],
    ['', false],
  ])('isValidPhone(%j) → %s', (v, ok) => {
    expect(isValidPhone(v)).toBe(ok);
  });

  it.each([
    ['', '请输入手机号码'],
    ['138', '请输入正确的手机号!'],
    ['23800138000', '请输入正确的手机号!'],
    ['13800138000', null],
  ])('phoneError(%j) → %j', (v, msg) => {
    expect(phoneError(v)).toBe(msg);
  });

  it.each([
    ['abc138def', '138'],
    ['138 0013 8000', '13800138000'],
    ['138001380001234', '13800138000'], // 12+ digits cut to 11
    ['23800138000', '23800138000'], // kept; the validator rejects it
    ['+86 138-0013-8000', '13800138000'], // pasted with country code
    ['+8613800138000', '13800138000'],
    ['86 13800138000', '13800138000'],
    ['(+86) 138 0013 8000', '13800138000'],
    ['0086 13800138000', '13800138000'],
    ['１３８', ''], // full-width digits are not digits
    ['', ''],
  ])('sanitizePhoneInput(%j) → %j', (input, out) => {
    expect(sanitizePhoneInput(input)).toBe(out);
  });

  it('property: output is always at most 11 ASCII digits, and sanitising twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        const out = sanitizePhoneInput(s);
        expect(out).toMatch(/^\d{0,11}$/);
        expect(sanitizePhoneInput(out)).toBe(out);
      }),
    );
  });

  it('property: a valid phone survives separators, letters and a +86 prefix', () => {
    const noise = fc.string({ unit: fc.constantFrom(' ', '-', 'a', '(', ')'), maxLength: 3 });
    fc.assert(
      fc.property(validPhone, fc.array(noise, { minLength: 12, maxLength: 12 }), fc.boolean(), (phone, gaps, withCc) => {
        const decorated = [...phone].map((d, i) => gaps[i] + d).join('') + gaps[11];
        const input = withCc ? `+86 ${decorated}` : decorated;
        expect(sanitizePhoneInput(input)).toBe(phone);
        expect(isValidPhone(sanitizePhoneInput(input))).toBe(true);
      }),
    );
  });

  it('property: isValidPhone is exactly "11 digits, leading 1, second digit 3–9"', () => {
    const candidates = fc.oneof(validPhone, digitString(9, 13), fc.string({ unit: fc.constantFrom(...DIGITS, ...LETTERS, ...OTHERS), maxLength: 13 }));
    fc.assert(
      fc.property(candidates, (s) => {
        expect(isValidPhone(s)).toBe(specPhone(s));
      }),
    );
  });
});

describe('SMS code', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false], // 5 digits
    ['1234567', false],
    ['12345a', false],
    ['', false],
  ])('isValidSmsCode(%j) → %s', (v, ok) => {
    expect(isValidSmsCode(v)).toBe(ok);
  });

  it.each([
    ['', '请输入验证码'],
    ['12345', '请输入正确验证码!'],
    ['123456', null],
  ])('smsError(%j) → %j', (v, msg) => {
    expect(smsError(v)).toBe(msg);
  });

  it.each([
    ['12 34-56', '123456'],
    ['1234567890', '123456'],
    ['abc', ''],
  ])('sanitizeSmsInput(%j) → %j', (input, out) => {
    expect(sanitizeSmsInput(input)).toBe(out);
  });

  it('property: sanitised input is at most 6 digits, and valid exactly when it is 6', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (s) => {
        const out = sanitizeSmsInput(s);
        expect(out).toMatch(/^\d{0,6}$/);
        expect(isValidSmsCode(out)).toBe(out.length === 6);
      }),
    );
  });
});

describe('password', () => {
  it.each([
    ['abc123', true, true],
    ['A1b2C3d4e5f6', true, true], // 12
    ['A1b2C3d4e5f6g', true, false], // 13: login only
    ['abcdefghij1234567890', true, false], // 20
    ['abcdefghij12345678901', false, false], // 21
    ['abc12', false, false], // 5
    ['123456', false, false], // digits only
    ['abcdef', false, false], // letters only
    ['abc 123', false, false],
    ['abc_123', false, false],
    ['密码abc123', false, false],
    ['', false, false],
  ])('%j → login %s, account %s', (v, login, account) => {
    expect(isValidLoginPassword(v)).toBe(login);
    expect(isValidAccountPassword(v)).toBe(account);
  });

  it.each([
    ['', '请输入密码'],
    ['123456', '必须是字母和数字组合,长度在6~20之间'],
    ['abc123', null],
  ])('passwordError(%j) → %j', (v, msg) => {
    expect(passwordError(v)).toBe(msg);
  });

  it('property: both readings match "letters and digits only, both present, length in range"', () => {
    const pwd = fc.string({ unit: fc.constantFrom(...DIGITS, ...LETTERS, ...OTHERS), maxLength: 24 });
    fc.assert(
      fc.property(pwd, (s) => {
        expect(isValidLoginPassword(s)).toBe(specPassword(s, 6, 20));
        expect(isValidAccountPassword(s)).toBe(specPassword(s, 6, 12));
      }),
      { numRuns: 500 },
    );
  });
});

describe('login form rules where SPEC §5 applies them', () => {
  it.each([
    ['', MESSAGES.usernameRequired],
    ['1380013800', MESSAGES.phoneInvalid],
    ['13800138000', null],
  ])('usernameError(%j) → %j (empty hint: phone / NN number / email)', (v, msg) => {
    expect(usernameError(v)).toBe(msg);
  });

  it.each([
    ['', MESSAGES.pwdRequired],
    ['abc12', MESSAGES.pwdAccountInvalid],
    ['abc123', null],
    ['abcdefgh1234', null],
    ['abcdefgh12345', MESSAGES.pwdAccountInvalid],
    ['abcdefgh', MESSAGES.pwdAccountInvalid],
    ['12345678', MESSAGES.pwdAccountInvalid],
  ])('accountPasswordError(%j) → %j (6–12, letters and digits)', (v, msg) => {
    expect(accountPasswordError(v)).toBe(msg);
  });

  it('the messages are the spec\'s readings', () => {
    expect(MESSAGES.usernameRequired).toBe('请输入手机号/NN号/邮箱');
    expect(MESSAGES.pwdAccountInvalid).toBe('必须是字母和数字组合,长度在6~12之间');
  });
});
