import { expect, type Locator, type Page } from '@playwright/test';
import { messages, type TestLocale } from './messages';

/** The start of a label holding a link (the privacy statement): its accessible name goes on after it. */
export const startOf = (label: string) => new RegExp(`^${label.split('<link>')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Fills the contact form of the listing page on screen as Lotte Janssens, with `message`; the form. */
export async function fillContactForm(page: Page, message: string, locale: TestLocale = 'nl'): Promise<Locator> {
  const c = messages[locale].ContactForm;
  const form = page.getByRole('region', { name: c.heading });
  await form.getByLabel(c.firstname, { exact: true }).fill('Lotte');
  await form.getByLabel(c.lastname, { exact: true }).fill('Janssens');
  await form.getByLabel(c.email, { exact: true }).fill('lotte.janssens@example.be');
  await form.getByLabel(startOf(c.message)).fill(message);
  return form;
}

/** Sends that form, privacy accepted, and waits for its thank-you. */
export async function sendContactForm(page: Page, message: string, locale: TestLocale = 'nl'): Promise<void> {
  const c = messages[locale].ContactForm;
  const form = await fillContactForm(page, message, locale);
  await form.getByRole('checkbox', { name: startOf(c.privacy) }).check();
  await form.getByRole('button', { name: c.submit }).click();
  await expect(form.getByRole('status').filter({ hasText: c.success })).toBeVisible();
}
