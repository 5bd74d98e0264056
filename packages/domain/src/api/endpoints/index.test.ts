import { describe, expect, it } from 'vitest';
import { endpoints, registryAreas } from './index.js';

/** Where each name is declared: `{ name: [area, …] }`, for the names more than one area declares. */
function declaredTwice(areas: Record<string, object>): Record<string, string[]> {
  const where = new Map<string, string[]>();
  for (const [area, entries] of Object.entries(areas))
    for (const name of Object.keys(entries)) where.set(name, [...(where.get(name) ?? []), area]);
  return Object.fromEntries([...where].filter(([, list]) => list.length > 1));
}

describe('the registry’s areas', () => {
  it('declare every endpoint name once: spreading them into one object would keep only the later', () => {
    expect(declaredTwice(registryAreas)).toEqual({});
  });

  it('are the whole registry, entry for entry', () => {
    const fromAreas = Object.values(registryAreas).flatMap((entries) => Object.keys(entries));
    expect(fromAreas.sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('the check names both areas of a name declared twice', () => {
    expect(declaredTwice({ works: { getWork: {}, likeWork: {} }, search: { getWork: {} } })).toEqual({
      getWork: ['works', 'search'],
    });
  });
});
