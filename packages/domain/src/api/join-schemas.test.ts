import { describe, expect, it } from 'vitest';
import { JOIN_MESSAGES, isPortfolioUrl } from '../constants/join.js';
import { endpoints } from './endpoints/index.js';
import { joinApplyInput } from './join-schemas.js';

const valid = {
  realName: ' 林小鹿 ',
  mobile: '13800138000',
  categoryIds: [1, 2],
  years: 3,
  experience: '五年插画与包装设计经验，服务过多个茶饮品牌。',
  samples: ['/img/uploads/7/a.png', '/img/uploads/7/b.png', '/img/uploads/7/c.png'],
  portfolioUrl: 'https://www.zcool.com.cn/u/123',
  agree: true,
};

const firstMessage = (input: unknown) => {
  const parsed = joinApplyInput.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('the /join application schema', () => {
  it('accepts a complete application and trims the text', () => {
    const parsed = joinApplyInput.parse(valid);
    expect(parsed.realName).toBe('林小鹿');
    expect(parsed.portfolioUrl).toBe('https://www.zcool.com.cn/u/123');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a one-character name', { realName: '林' }, JOIN_MESSAGES.realName],
    ['a blank name', { realName: '   ' }, JOIN_MESSAGES.realName],
    ['a missing name', { realName: undefined }, JOIN_MESSAGES.realName],
    ['a 10-digit mobile', { mobile: '1380013800' }, '请输入正确的手机号'],
    ['no categories', { categoryIds: [] }, JOIN_MESSAGES.categories],
    ['six categories', { categoryIds: [1, 2, 3, 4, 5, 6] }, JOIN_MESSAGES.categories],
    ['a category that is not an id', { categoryIds: ['x'] }, 'ID 必须是正整数'],
    ['unknown years', { years: 9 }, JOIN_MESSAGES.years],
    ['years as text', { years: 'many' }, JOIN_MESSAGES.years],
    ['a short experience', { experience: '很多年' }, JOIN_MESSAGES.experience],
    ['two samples', { samples: valid.samples.slice(0, 2) }, JOIN_MESSAGES.samplesMin],
    ['ten samples', { samples: Array.from({ length: 10 }, (_, i) => `/img/u/${i}.png`) }, JOIN_MESSAGES.samplesMin],
    [
      'a foreign sample',
      { samples: [...valid.samples.slice(0, 2), 'https://evil.example/x.png'] },
      JOIN_MESSAGES.sampleNotUpload,
    ],
    ['a javascript: portfolio', { portfolioUrl: 'javascript:alert(1)' }, JOIN_MESSAGES.portfolio],
    ['a portfolio without a scheme', { portfolioUrl: 'zcool.com.cn/u/1' }, JOIN_MESSAGES.portfolio],
    ['not agreeing', { agree: false }, JOIN_MESSAGES.agree],
    ['agreement missing', { agree: undefined }, JOIN_MESSAGES.agree],
  ])('refuses %s with its Chinese message', (_name, patch, message) => {
    expect(firstMessage({ ...valid, ...patch })).toBe(message);
  });

  it('recognises portfolio links', () => {
    expect(isPortfolioUrl('http://behance.net/abc?x=1')).toBe(true);
    expect(isPortfolioUrl('https://localhost/x')).toBe(false);
    expect(isPortfolioUrl('https://a b.com')).toBe(false);
    expect(isPortfolioUrl(`https://a.com/${'x'.repeat(300)}`)).toBe(false);
  });

  it('refuses a refusal without a reason and a dismissal without a note', () => {
    const refuse = endpoints.refuseJoinApplication.input.safeParse({ applicationId: 1, reason: '  ' });
    expect(refuse.success ? null : refuse.error.issues[0]?.message).toBe(JOIN_MESSAGES.refuseReason);
    const dismiss = endpoints.dismissReport.input.safeParse({ reportId: 1 });
    expect(dismiss.success).toBe(false);
    expect(endpoints.hideReportedWorks.input.parse({ reportId: '3' })).toEqual({ reportId: 3, reply: '' });
  });

  it('puts every console call behind the operator role', () => {
    for (const name of [
      'getJoinApplicationPage',
      'approveJoinApplication',
      'refuseJoinApplication',
      'getReportPage',
      'hideReportedWorks',
      'dismissReport',
    ] as const) {
      expect(endpoints[name].auth, name).toBe('operator');
      expect(endpoints[name].path.startsWith('/api/admin/'), name).toBe(true);
    }
  });
});
