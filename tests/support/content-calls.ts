import type { ArticleSummary } from '@/lib/content-types';
import { call, post } from './sandbox-calls';

/** Query string from an object (values stringified), for the GET endpoints. */
export function qs(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
}

export async function articlePage(body: Record<string, unknown>) {
  return post<ArticleSummary[]>('/nn-assist/article/service/page', body);
}

export async function search(keyword: unknown, pageNo = 1, pageSize = 10) {
  return post<ArticleSummary[]>('/nn-assist/article/search', { keyword, pageNo, pageSize });
}

export async function getJson<T>(path: string, headers: Record<string, string> = {}) {
  return (await call<T>(path, { headers })).body;
}
