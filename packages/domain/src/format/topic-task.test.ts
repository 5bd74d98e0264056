import { describe, expect, it } from 'vitest';
import { topicTaskFacts } from './topic-task.js';

describe('topicTaskFacts', () => {
  const task = { taskAmount: 3000, taskStatusName: '招募中', deadline: null, applyCount: 2, maxOrderApplyCount: 10 };
  it('lists the budget (in the price colour), the state, the deadline (待定 without one) and the places', () => {
    const facts = topicTaskFacts(task);
    expect(facts.map((f) => f.term)).toEqual(['预算', '状态', '截止', '报名']);
    expect(facts[0]!.price).toBe(true);
    expect(facts.slice(1).map((f) => f.detail)).toEqual(['招募中', '待定', '2/10 人']);
    expect(topicTaskFacts({ ...task, deadline: '2026-12-01T08:00:00' })[2]!.detail).toBe('2026.12.01');
  });
});
