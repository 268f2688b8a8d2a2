// The styled design the bulk journeys and the bulk benchmark pick on /bulk-generation: circle
// dots and a two-colour gradient, chosen through the page's own Colors controls.
import type { Page } from '@playwright/test';

/** Opens the Colors tab (the page keeps the last tab), then picks circle dots and two colours. */
export async function chooseCircleGradient(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Colors' }).click();
  await page
    .getByRole('radiogroup', { name: 'Dot shape' })
    .getByRole('radio', { name: /^Circle/ })
    .click();
  await page.getByLabel('Two colours').check();
}
