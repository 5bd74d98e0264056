import { describe, expect, it } from 'vitest';
import { JOIN_MESSAGES } from '../constants/join.js';
import {
  addSamples,
  checkJoinForm,
  emptyJoinForm,
  joinApplicationFacts,
  joinFormOf,
  TOO_MANY_SAMPLES,
  type JoinForm,
} from './join-form.js';

const valid: JoinForm = {
  realName: '陈思语',
  mobile: '13700000001',
  categoryIds: [1],
  years: 2,
  experience: '两年绘本与儿童读物插画经验。',
  samples: ['/img/a.png', '/img/b.png', '/img/c.png'],
  portfolioUrl: 'https://www.zcool.com.cn/u/1',
  agree: true,
};

describe('the /join form checks', () => {
  it('passes a complete form', () => {
    expect(checkJoinForm(valid)).toEqual({});
  });

  it('names every missing field of an empty form with the server messages', () => {
    expect(checkJoinForm(emptyJoinForm(''))).toEqual({
      realName: JOIN_MESSAGES.realName,
      mobile: '请输入正确的手机号',
      categoryIds: JOIN_MESSAGES.categories,
      years: JOIN_MESSAGES.years,
      experience: JOIN_MESSAGES.experience,
      samples: JOIN_MESSAGES.samplesMin,
      portfolioUrl: JOIN_MESSAGES.portfolio,
      agree: JOIN_MESSAGES.agree,
    });
  });

  it('refuses two samples and a link without a scheme', () => {
    expect(checkJoinForm({ ...valid, samples: valid.samples.slice(0, 2), portfolioUrl: 'zcool.com' })).toEqual({
      samples: JOIN_MESSAGES.samplesMin,
      portfolioUrl: JOIN_MESSAGES.portfolio,
    });
  });
});

describe('addSamples', () => {
  it('uploads what fits one after another with the whole progress, adding each url and reporting failures', async () => {
    const seen: (number | null)[] = [];
    const changes: string[][] = [];
    const refused: string[] = [];
    const taken = ['/s/1', '/s/2', '/s/3', '/s/4', '/s/5', '/s/6', '/s/7'];
    await addSamples(['a', 'bad', 'c'], taken, {
      upload: async (file, onProgress) => {
        onProgress(0.5);
        return file === 'bad' ? { error: '上传失败' } : `/s/${file}`;
      },
      progress: (f) => seen.push(f),
      change: (next) => changes.push(next),
      refuse: (message) => refused.push(message),
    });
    expect(refused).toEqual([TOO_MANY_SAMPLES, '上传失败']);
    expect(changes).toEqual([[...taken, '/s/a']]);
    expect(seen).toEqual([0, 0.25, 0.5, 0.75, null]);
  });
});

describe('joinFormOf', () => {
  it("fills the form again from a refused application's answers, asking the consent anew", () => {
    const form = joinFormOf({
      realName: '林小鹿',
      mobile: '13800000001',
      categories: [{ categoryId: 2 }, { categoryId: 5 }],
      years: 3,
      experience: '五年插画经验',
      samples: [{ url: '/img/a.png' }, { url: '/img/b.png' }],
      portfolioUrl: 'https://example.com/me',
    });
    expect(form).toEqual({
      realName: '林小鹿',
      mobile: '13800000001',
      categoryIds: [2, 5],
      years: 3,
      experience: '五年插画经验',
      samples: ['/img/a.png', '/img/b.png'],
      portfolioUrl: 'https://example.com/me',
      agree: false,
    });
  });
});

describe('joinApplicationFacts', () => {
  it('lists when it was sent (China time), the years by name and the fields joined with 、', () => {
    const facts = joinApplicationFacts({
      createdAt: '2026-11-26T01:05:00Z',
      years: 2,
      categories: [{ categoryName: '插画' }, { categoryName: '包装' }],
    });
    expect(facts.map((f) => f.label)).toEqual(['提交时间', '从业年限', '擅长领域']);
    expect(facts[0]!.text).toMatch(/^2026-11-26 09:05/);
    expect(facts[1]!.text).not.toBe('—');
    expect(facts[2]!.text).toBe('插画、包装');
    expect(joinApplicationFacts({ createdAt: '2026-11-26T01:05:00Z', years: 99, categories: [] })[1]!.text).toBe('—');
  });
});
