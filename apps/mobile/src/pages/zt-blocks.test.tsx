// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { clearLoads } from '@bazaar/react/read';
import type { Work } from '@bazaar/domain/entities';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from '@/shared/router';
import { BlockView } from './zt-blocks';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api', () => ({
  call,
  dataOr: <T,>(result: { success: boolean; data?: T }, fallback: T) => (result.success ? result.data : fallback),
}));

const work = (worksId: number, title: string): Work => ({
  worksId,
  title,
  cover: '/img/works/cover.jpg',
  coverWidth: 800,
  coverHeight: 600,
  worksType: 1,
  worksSubType: 1,
  categoryId: null,
  categoryName: null,
  userId: 7,
  nickName: '小林',
  avatar: null,
  likeCount: 3,
  viewCount: 10,
  isAdd: false,
  createdAt: '2026-11-01 10:00:00',
});

afterEach(() => {
  cleanup();
  clearLoads();
  call.mockReset();
  vi.restoreAllMocks();
});

describe('a thematic page’s works block', () => {
  it('shows 加载失败 with 重试 in its place when its read throws (not skeletons forever), then the works', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    call.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    call.mockResolvedValueOnce({ success: true, data: [work(1, '秋日海报'), work(2, '茶叶包装')] });
    const { container } = render(
      <Router>
        <BlockView block={{ type: 'worksGrid', title: '精选作品', worksIds: [1, 2], limit: 16 }} index={1} />
      </Router>,
    );
    expect(container.querySelector('.m-skeleton-work')).not.toBeNull();
    await screen.findByText('加载失败，请检查网络后重试');
    expect(container.querySelector('.m-skeleton-work')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('秋日海报');
    expect(screen.getByText('茶叶包装')).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenLastCalledWith('getConfigWorks', { ids: [1, 2] });
  });
});
