/**
 * Designer growth (issue 9): the demo designer takes the 图标设计 exam (started on the server's clock,
 * answered with an uploaded image), the consultant (13600000000) scores it on the rubric in the console,
 * and the designer sees the score, the rubric and the comment.
 */
import { expect, test } from '@playwright/test';
import { loginAsDesigner, loginAsOperator, makePng } from './helpers';

const COMMENT = '图标风格统一，识别度高；线条粗细可再统一';

test('a designer takes an exam, an operator scores it, the designer sees the score', async ({ page }) => {
  test.setTimeout(150_000);
  await loginAsDesigner(page, '/exam/ikon');
  await expect(page.getByRole('heading', { name: '图标设计能力测评', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '开始测评' }).click();
  await expect(page.getByRole('timer')).toContainText(/01:59:\d\d|02:00:00/);
  await page.locator('input[type=file]').setInputFiles({
    name: 'answer.png',
    mimeType: 'image/png',
    buffer: makePng(480, 360, [40, 120, 200]),
  });
  await expect(page.getByRole('img', { name: '我的答卷' })).toHaveAttribute('src', /\/img\//);
  await page.getByRole('button', { name: '提交答卷' }).click();
  await expect(page.getByText('答卷已提交，评审完成后可在成绩页查看分数与评语。')).toBeVisible();

  // The consultant scores it in the console.
  await page.context().clearCookies();
  await loginAsOperator(page, '/admin/exams');
  const card = page.getByRole('article', { name: '林小鹿的图标设计答卷' });
  await expect(card).toBeVisible();
  for (const [label, value] of [
    ['构图（0-25）', '22'],
    ['色彩（0-25）', '20'],
    ['创意（0-25）', '23'],
    ['完成度（0-25）', '19'],
  ] as const) {
    await card.getByLabel(label).fill(value);
  }
  await expect(card.getByText('合计 84 分')).toBeVisible();
  await card.getByLabel('评语').fill(COMMENT);
  await card.getByRole('button', { name: '提交评分' }).click();
  await expect(page.getByText('评分已提交')).toBeVisible();
  await expect(page.getByRole('article', { name: '林小鹿的图标设计答卷' })).toHaveCount(0);

  // The designer sees the score with its rubric and the comment.
  await page.context().clearCookies();
  await loginAsDesigner(page, '/my/ikon');
  await expect(page.getByRole('heading', { name: '图标设计测评成绩', level: 1 })).toBeVisible();
  await expect(page.getByText('84分').first()).toBeVisible();
  await expect(page.getByText(`评语：${COMMENT}`)).toBeVisible();
  await expect(page.getByText('22 / 25')).toBeVisible();
});

test('/my and /ability show a designer their growth; a visitor is sent to log in', async ({ page }) => {
  await page.goto('/ability');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fability$/);
  await loginAsDesigner(page, '/ability');
  await expect(page.getByRole('img', { name: '各类测评成绩雷达图' })).toBeVisible();
  await expect(page.getByText('下一步推荐')).toBeVisible();
  await page.goto('/my');
  await expect(page.getByRole('heading', { name: '林小鹿，欢迎回来' })).toBeVisible();
  await expect(page.getByRole('list', { name: '我的成长计划' })).toBeVisible();
});
