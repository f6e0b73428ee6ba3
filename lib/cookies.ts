import Cookies from 'js-cookie';
import { LIMITS } from '@/lib/constants';

export type CookiePrefix = 'test' | 'test1' | 'pro' | 'local';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function isLocalHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || IPV4.test(host) || host.includes(':') || !host.includes('.');
}

/** Host-dependent prefix of the AuthToken cookie (SPEC §3): test1 / test environments, local, else pro. */
export function cookiePrefix(hostname: string): CookiePrefix {
  const host = hostname.toLowerCase();
  if (isLocalHost(host)) return 'local';
  const labels = host.split('.');
  if (labels.some((l) => l === 'test1' || l.startsWith('test1-'))) return 'test1';
  if (labels.some((l) => l === 'test' || l.startsWith('test-'))) return 'test';
  return 'pro';
}

export function authCookieName(hostname: string): string {
  return `${cookiePrefix(hostname)}AuthToken`;
}

/** `.example.com` for `www.example.com`; undefined (host-only) for localhost and IPs. */
export function parentDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase();
  if (isLocalHost(host)) return undefined;
  const labels = host.split('.');
  // Two-label public suffixes (www.example.com.cn → .example.com.cn).
  const keep = MULTI_PART_SUFFIX.test(host) ? 3 : 2;
  return labels.length <= keep ? `.${host}` : `.${labels.slice(-keep).join('.')}`;
}

const MULTI_PART_SUFFIX = /\.(com|net|org|gov|edu)\.(cn|hk|tw)$/;

export interface CookieTarget {
  hostname: string;
  secure: boolean;
}

function currentTarget(): CookieTarget {
  return { hostname: window.location.hostname, secure: window.location.protocol === 'https:' };
}

export function readAuthToken(target: CookieTarget = currentTarget()): string | undefined {
  return Cookies.get(authCookieName(target.hostname)) || undefined;
}

/** 7 days, parent domain, SameSite=Lax, Path=/, Secure on https (ARCHITECTURE §5). */
export function writeAuthToken(token: string, target: CookieTarget = currentTarget()): void {
  Cookies.set(authCookieName(target.hostname), token, {
    expires: LIMITS.authCookieDays,
    domain: parentDomain(target.hostname),
    path: '/',
    sameSite: 'Lax',
    secure: target.secure,
  });
}

export function clearAuthToken(target: CookieTarget = currentTarget()): void {
  Cookies.remove(authCookieName(target.hostname), { domain: parentDomain(target.hostname), path: '/' });
}
