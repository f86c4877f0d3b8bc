import { expect, test } from '@playwright/test';

test('the root sends readers to the English home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Operator Lab' })).toBeVisible();
});

test('a lesson renders in English and in Chinese', async ({ page }) => {
  await page.goto('/en/start/how-an-operator-works/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How an operator works');
  await page.goto('/zh-cn/start/how-an-operator-works/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Operator 是怎么工作的');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});
