import { call, dataOr } from './api';
import type { ChipOption } from './ui/chips';
import { useLoad } from '@bazaar/react/read';

/** The category chips of the works and task lists (getAllCategories), 全部 first. */
export function useCategoryChips(): ChipOption[] {
  const categories = useLoad('categories', async () => dataOr(await call('getAllCategories'), []));
  return [
    { value: '', label: '全部' },
    ...(categories.data ?? []).map((c) => ({ value: String(c.categoryId), label: c.categoryName })),
  ];
}
