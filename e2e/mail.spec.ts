import { expect, test } from '@playwright/test';
import { DemoApi } from './support/demo-api';
import { waitForMail } from './support/mailbox';
import { adminHeaders } from './support/admin';

test('a contact request stored by the demo API reaches the agency by SMTP', async ({ request }) => {
  const api = await DemoApi.forHost(request);
  const marker = `Bericht ${Date.now()}`;
  const response = await request.post(`/demo-api/sites/${api.site.id}/leads/contact`, {
    headers: adminHeaders(api.site.id),
    data: { firstname: 'Lotte', lastname: 'Janssens', email: 'lotte@example.be', phone: null, message: marker, estateId: null, rentalUnitId: null, options: [], privacy: true, locale: 'nl' },
  });
  expect(response.status()).toBe(201);
  const mail = await waitForMail(api.site.contact.email, (m) => m.text.includes(marker));
  expect(mail.text).toContain('Lotte Janssens');
  // From the agency's name at MAIL_FROM's address, which is also the envelope sender (bounces come back to us).
  expect(mail.fromName).toBe(api.site.name);
  expect(mail.fromAddress).toBe('no-reply@agency.example');
  expect(mail.from).toBe('no-reply@agency.example');
  expect(mail.replyTo).toBe('lotte@example.be');
  // An HTML part in the agency's colours, and the same content as plain text.
  expect(mail.html).toContain(api.site.colors.primary);
  expect(mail.html).toContain(marker);
});
