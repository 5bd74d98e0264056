import { describe, expect, it } from 'vitest';
import { applyActionFor } from './apply-action';

const visitor = { isLogin: false, isDesigner: false };
const employer = { isLogin: true, isDesigner: false };
const designer = { isLogin: true, isDesigner: true };

describe('applyActionFor', () => {
  it('sends a visitor to login and a non-designer to /join on an open task', () => {
    expect(applyActionFor(visitor, 1, null)).toBe('login');
    expect(applyActionFor(employer, 1, null)).toBe('join');
  });
  it('lets a designer apply, then cancel while the task is open', () => {
    expect(applyActionFor(designer, 1, null)).toBe('apply');
    expect(applyActionFor(designer, 1, 1)).toBe('cancel');
  });
  it('shows the decision once made and offers nothing on a task that left 招募中', () => {
    expect(applyActionFor(designer, 2, 2)).toBe('hired');
    expect(applyActionFor(designer, 2, 3)).toBe('notChosen');
    expect(applyActionFor(designer, 2, 1)).toBe('closed');
    expect(applyActionFor(visitor, 3, null)).toBe('closed');
  });
});
