import { describe, expect, it } from 'vitest';
import { OPERATOR_READ_REASON_MAX, OPERATOR_READ_REASON_MIN } from '../../rules/contact-mask.js';
import { conversationsEndpoints } from './conversations.js';

const input = conversationsEndpoints.getConversationForOperator.input;
const message = (reason: string) => {
  const parsed = input.safeParse({ conversationId: '1', reason });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("the operator's reason to read a conversation (issue 25)", () => {
  it(`takes ${OPERATOR_READ_REASON_MIN} to ${OPERATOR_READ_REASON_MAX} characters once trimmed`, () => {
    expect(message(' 纠纷取证 ')).toBeNull();
    expect(message('纠'.repeat(OPERATOR_READ_REASON_MAX))).toBeNull();
  });

  it('refuses a shorter or longer one with 请填写查看原因（纠纷或举报），4-200字', () => {
    expect(message('  看看  ')).toBe('请填写查看原因（纠纷或举报），4-200字');
    expect(message('纠'.repeat(OPERATOR_READ_REASON_MAX + 1))).toBe('请填写查看原因（纠纷或举报），4-200字');
  });
});
