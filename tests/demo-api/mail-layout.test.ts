import { describe, expect, it } from 'vitest';
import { contactMails } from '@/lib/demo-api/lead-mails';
import { renderMail } from '@/lib/demo-api/mail-layout';

const site = { name: 'Immo <Test> & Co', colors: { primary: '#aa3300', text: '#111111' }, defaultLocale: 'nl' as const, contact: { email: 'info@immo.be', phone: '03 123 45 67' } };

describe('renderMail', () => {
  it('gives an HTML part in the agency’s name and colour and a text part with the same content', () => {
    const mail = renderMail(site, 'fr', 'Bonjour', [
      { kind: 'text', text: 'Ligne 1\nLigne 2' },
      { kind: 'facts', rows: [['Nom', 'Lotte']] },
      { kind: 'button', label: 'Voir', href: 'https://immo.be/fr/offre/5' },
      { kind: 'listing', title: 'Villa', price: '€ 350.000', href: 'https://immo.be/fr/offre/5', photo: 'https://immo.be/photo.jpg' },
    ]);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('background:#aa3300');
    expect(mail.html).toContain('Immo &lt;Test&gt; &amp; Co');
    expect(mail.html).toContain('Ligne 1<br>Ligne 2');
    expect(mail.html).toContain('<img src="https://immo.be/photo.jpg" alt="Villa"');
    expect(mail.text).toContain('Nom: Lotte');
    expect(mail.text).toContain('Voir: https://immo.be/fr/offre/5');
    expect(mail.text).toContain('- Villa (€ 350.000)');
    expect(mail.text).toContain('— Immo <Test> & Co');
  });

  it('escapes whatever a visitor typed and drops links that are not web links', () => {
    const mail = renderMail(site, 'nl', '<script>x</script>', [
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
      { kind: 'button', label: 'Klik', href: 'javascript:alert(1)' },
      { kind: 'links', links: [{ label: 'Data', href: 'data:text/html,hi' }] },
    ]);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toContain('data:text');
  });

  it('never puts a colour that is not a hex colour into a style', () => {
    const mail = renderMail({ name: 'X', colors: { primary: 'red;background:url(x)', text: '#000000' } }, 'en', 'Hi', []);
    expect(mail.html).not.toContain('url(x)');
  });
});

describe('contactMails', () => {
  const visitor = { firstname: 'Lotte', lastname: 'Janssens', email: 'lotte@example.be', phone: '+32 470 12 34 56', message: 'Is de tuin op het zuiden?' };

  it('tells the agency in its language with the visitor as Reply-To, and confirms to the visitor in theirs', () => {
    const [agency, confirmation] = contactMails({ site, visitor, options: ['visit', 'callback'], locale: 'de', about: { title: 'Villa in Knokke', link: 'https://immo.be/de/angebot/5' } });
    expect(agency!.to).toBe('info@immo.be');
    expect(agency!.replyTo).toBe('lotte@example.be');
    expect(agency!.subject).toBe('Vraag via de website: Villa in Knokke');
    expect(agency!.text).toContain('wil een bezoek, wil teruggebeld worden');
    expect(agency!.text).toContain('+32 470 12 34 56');
    expect(agency!.text).toContain('Taal: DE');
    expect(confirmation!.to).toBe('lotte@example.be');
    expect(confirmation!.subject).toBe('Wir haben Ihre Anfrage erhalten — Immo <Test> & Co');
    expect(confirmation!.text).toContain('Is de tuin op het zuiden?');
    expect(confirmation!.html).toContain('<html lang="de">');
    expect(confirmation!.fromName).toBe(site.name);
  });

  it('names the visitor in the subject of a general question', () => {
    const [agency] = contactMails({ site, visitor: { ...visitor, phone: null, message: null }, options: [], locale: 'nl', about: { title: null, link: null } });
    expect(agency!.subject).toBe('Vraag via de website: Lotte Janssens');
    expect(agency!.text).not.toContain('Wensen');
  });

  it('shows the agency where the lead came from, in its language, and the visitor nothing of it', () => {
    const origin = { utmSource: 'newsletter', utmCampaign: 'lente-2026', referrerHost: 'mail.example.com', gclid: 'abc', landingPath: '/nl/te-koop', landedOn: '2026-03-02' };
    const [agency, confirmation] = contactMails({ site: { ...site, defaultLocale: 'fr' }, visitor, options: [], locale: 'nl', about: { title: null, link: null }, origin });
    expect(agency!.text).toContain('D’où vient cette demande');
    expect(agency!.text).toContain('Campagne: lente-2026');
    expect(agency!.text).toContain('Source: newsletter');
    expect(agency!.text).toContain('Envoyé par: mail.example.com');
    expect(agency!.text).toContain('Clic publicitaire: Google Ads');
    expect(agency!.text).toContain('Première page: /nl/te-koop (02/03/2026)');
    expect(confirmation!.text).not.toContain('lente-2026');
  });

  it('leaves the origin block out of a lead that says nothing about where it came from', () => {
    const [agency] = contactMails({ site, visitor, options: [], locale: 'nl', about: { title: null, link: null } });
    expect(agency!.text).not.toContain('Waar deze aanvraag vandaan komt');
  });
});
