import { idFromParam } from '@/shared/lib/not-found';

/** `?current=` of a list page, 1 when absent or bad. */
export function currentOf(params: URLSearchParams): number {
  return idFromParam(params.get('current') ?? undefined) ?? 1;
}
