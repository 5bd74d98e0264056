import { describe, expect, it } from 'vitest';
import { homepageShareTitle, taskShareTitle, workShareTitle } from './share-title.js';

describe('share titles', () => {
  it('name the work and its designer, a designer’s homepage, a task', () => {
    expect(workShareTitle('海边漫游记', '白露')).toBe('海边漫游记 - 白露的作品 - 设计集市');
    expect(workShareTitle('海边漫游记', null)).toBe('海边漫游记 - 设计师的作品 - 设计集市');
    expect(homepageShareTitle('林小鹿')).toBe('林小鹿的设计主页 - 设计集市');
    expect(taskShareTitle('门店菜单排版设计')).toBe('门店菜单排版设计 - 设计任务 - 设计集市');
  });
});
