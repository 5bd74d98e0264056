import { idFromParam } from '@/shared/lib/not-found';

/** The feature's own pages (the shared `paths` holds only links other features need). */
export const brandHallPath = '/brand';
export const brandPath = (brandId: number): string => `/brand/${brandId}`;
export const activitiesPath = '/activity';
export const activityPath = (activityId: number): string => `/activity/${activityId}`;

/** `?current=` of a list page, 1 when absent or bad. */
export function currentOf(params: URLSearchParams): number {
  return idFromParam(params.get('current') ?? undefined) ?? 1;
}
