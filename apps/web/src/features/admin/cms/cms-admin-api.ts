/** The console's CMS and campaign calls (issue 8; operators only on the server). */
import type { Campaign, CmsPosition, CmsPositionDetail } from '@bazaar/domain/api';
import type { Designer, Task, Work } from '@bazaar/domain/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, dataOr } from '@/shared/api/client';

const CMS_ADMIN_KEY = ['admin', 'cms'] as const;

export function usePositions() {
  return useQuery({
    queryKey: [...CMS_ADMIN_KEY, 'positions'],
    queryFn: async (): Promise<CmsPosition[]> => dataOr(await callApi('adminCmsPositions'), []),
  });
}

export function usePosition(page: string, position: string) {
  return useQuery({
    queryKey: [...CMS_ADMIN_KEY, 'position', page, position],
    enabled: Boolean(page && position),
    queryFn: async (): Promise<CmsPositionDetail | null> =>
      dataOr(await callApi('adminCmsPosition', { page, position }), null),
  });
}

export function useAdminCampaigns() {
  return useQuery({
    queryKey: ['admin', 'campaigns'],
    queryFn: async (): Promise<Campaign[]> => dataOr(await callApi('adminCampaignList'), []),
  });
}

export function useRefreshCms() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: CMS_ADMIN_KEY }),
      // The public pages read through these keys.
      client.invalidateQueries({ queryKey: ['cms'] }),
    ]);
}

export async function searchWorks(keyword: string): Promise<Work[]> {
  return dataOr(await callApi('getAllWorksPage', { keyword: keyword || undefined, pageSize: 8 }), {
    rows: [] as Work[],
  }).rows;
}

export async function searchDesigners(keyword: string): Promise<Designer[]> {
  return dataOr(await callApi('getAllTalentsPage', { keyword: keyword || undefined, pageSize: 8 }), {
    rows: [] as Designer[],
  }).rows;
}

/** Recruiting tasks (the task list has no keyword; the name is matched here). */
export async function searchTasks(keyword: string): Promise<Task[]> {
  const rows = dataOr(await callApi('getTaskPage', { taskStatus: 1, pageSize: 50 }), { rows: [] as Task[] }).rows;
  return rows.filter((t) => !keyword || t.taskName.includes(keyword)).slice(0, 8);
}
