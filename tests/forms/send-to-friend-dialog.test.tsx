// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SendToFriendDialog as Dialog, type SendToFriendDialogProps } from '@/components/forms/send-to-friend-dialog';
import { buildSendToFriendTexts } from '@/lib/i18n/detail-texts';
import nl from '@/messages/nl.json';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { stubModalDialog } from '../support/jsdom-layout';
import { nlTranslate, renderWithProviders } from '../support/render';
import { stubFetchPerTest } from '../support/fetch-stub';

/** The dialog with the texts and the no-script address its server parent gives it. */
function SendToFriendDialog(props: Omit<SendToFriendDialogProps, 'texts' | 'noScriptHref'>) {
  return <Dialog texts={buildSendToFriendTexts(nlTranslate)} noScriptHref="/nl/formulier/send-to-a-friend" {...props} />;
}

const t = nl.SendToFriend;
const PATH = '/nl/aanbod/5/duplex-te-koop-in-kaai-12-2000-antwerpen';

const recaptcha = vi.hoisted(() => ({ imports: 0 }));
vi.mock('react-google-recaptcha-v3', () => {
  recaptcha.imports += 1;
  return {
    GoogleReCaptchaProvider: ({ children }: { children: React.ReactNode }) => children,
    useGoogleReCaptcha: () => ({ executeRecaptcha: async (action: string) => `token-for-${action}` }),
  };
});

stubModalDialog();

const fetchMock = stubFetchPerTest();

/** The dialog as a page shows it: its form's script (loaded on demand) has arrived. */
async function renderDialog(ui: React.ReactElement) {
  renderWithProviders(ui);
  await waitFor(() => expect(document.querySelector('dialog form')).not.toBeNull());
}

function open() {
  fireEvent.click(screen.getByRole('button', { name: t.open }));
  return screen.getByRole('dialog', { name: t.title });
}

const field = {
  senderName: () => screen.getByRole('textbox', { name: t.senderName }),
  senderEmail: () => screen.getByRole('textbox', { name: t.senderEmail }),
  friendName: () => screen.getByRole('textbox', { name: `${t.friendName} ${nl.Form.optional}` }),
  friendEmail: () => screen.getByRole('textbox', { name: t.friendEmail }),
  message: () => screen.getByRole('textbox', { name: `${t.message} ${nl.Form.optional}` }),
};

function fillIn() {
  fireEvent.change(field.senderName(), { target: { value: 'An Peeters' } });
  fireEvent.change(field.senderEmail(), { target: { value: 'an.peeters@example.be' } });
  fireEvent.change(field.friendEmail(), { target: { value: 'jan@example.be' } });
  fireEvent.change(field.message(), { target: { value: 'Iets voor jullie?' } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: t.submit }));

async function failOnce() {
  fetchMock.mockResolvedValueOnce(Response.json({ ok: false, error: 'unavailable' }, { status: 502 }));
  fillIn();
  submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(t.failure.unavailable);
  expect(field.senderName()).toHaveValue('An Peeters');
}

function expectFreshForm() {
  expect(field.senderName()).toHaveValue('');
  expect(field.senderEmail()).toHaveValue('');
  expect(field.friendEmail()).toHaveValue('');
  expect(field.message()).toHaveValue('');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
}

describe('SendToFriendDialog', () => {
  it('says its button is not ready in the server’s HTML, where a click would open nothing, and is ready once hydrated', async () => {
    const html = renderToString(
      <NextIntlClientProvider locale="nl" messages={nl} timeZone="Europe/Brussels">
        <SendToFriendDialog path={PATH} estateId={5} />
      </NextIntlClientProvider>,
    );
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*aria-disabled="true"/);
    await renderDialog(<SendToFriendDialog path={PATH} estateId={5} />);
    expect(screen.getByRole('button', { name: t.open })).not.toHaveAttribute('aria-disabled');
  });

  it('opens the form in a modal dialog, focusing its first field', async () => {
    await renderDialog(<SendToFriendDialog path={PATH} estateId={5} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = open();
    expect(within(dialog).getByRole('heading', { name: t.title })).toBeInTheDocument();
    expect(field.senderName()).toHaveFocus();
    for (const get of Object.values(field)) expect(get()).toBeInTheDocument();
  });

  it('refuses an empty form without sending it, focusing the first field', async () => {
    await renderDialog(<SendToFriendDialog path={PATH} estateId={5} />);
    open();
    fireEvent.change(field.friendEmail(), { target: { value: 'jan@' } });
    submit();
    expect(await screen.findAllByText(nl.Form.errors.required)).toHaveLength(2);
    expect(field.friendEmail()).toHaveAccessibleDescription(nl.Form.errors.email);
    await waitFor(() => expect(field.senderName()).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the form with the page's path, shows 'sending', then the thanks without the fields", async () => {
    let reply: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (reply = resolve)));
    await renderDialog(<SendToFriendDialog path={PATH} rentalUnitId={21} />);
    open();
    fillIn();
    submit();

    const busy = await screen.findByRole('button', { name: t.submitting });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/nl/send-to-a-friend');
    expect(JSON.parse(String(init?.body))).toEqual({
      senderName: 'An Peeters',
      senderEmail: 'an.peeters@example.be',
      friendName: null,
      friendEmail: 'jan@example.be',
      message: 'Iets voor jullie?',
      estateId: null,
      rentalUnitId: 21,
      path: PATH,
    });

    await act(async () => reply(Response.json({ ok: true }, { status: 201 })));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(t.success);
    expect(screen.queryByRole('textbox', { name: t.senderName })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: t.again }));
    expectFreshForm();
  });

  it('keeps what was typed after a failure, with the danger alert focused', async () => {
    await renderDialog(<SendToFriendDialog path={PATH} estateId={5} />);
    open();
    await failOnce();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(field.friendEmail()).toHaveValue('jan@example.be');
    expect(field.message()).toHaveValue('Iets voor jullie?');
    expect(screen.getByRole('button', { name: t.submit })).toBeEnabled();
  });

  it('resets the form and hides its alerts when the close button closes it', async () => {
    await renderDialog(<SendToFriendDialog path={PATH} estateId={5} />);
    open();
    await failOnce();

    fireEvent.click(screen.getByRole('button', { name: t.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    open();
    expectFreshForm();
  });

  it('resets the form when Escape closes it (the browser closes the dialog and fires close)', async () => {
    await renderDialog(<SendToFriendDialog path={PATH} estateId={5} />);
    const dialog = open();
    await failOnce();

    act(() => (dialog as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    open();
    expectFreshForm();
  });

  it('closes on a click on the backdrop, not on a drag that began inside it', async () => {
    await renderDialog(<SendToFriendDialog path={PATH} estateId={5} />);
    const dialog = open();
    fillIn();

    // Selecting text in a field and letting go over the backdrop: the click lands on the dialog.
    fireEvent.pointerDown(field.message());
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(field.senderName()).toHaveValue('An Peeters');

    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    open();
    expectFreshForm();
  });

  it('ignores an answer that arrives after the dialog was closed', async () => {
    let reply: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (reply = resolve)));
    await renderDialog(<SendToFriendDialog path={PATH} estateId={5} />);
    open();
    fillIn();
    submit();
    await screen.findByRole('button', { name: t.submitting });

    fireEvent.click(screen.getByRole('button', { name: t.close }));
    await act(async () => reply(Response.json({ ok: false, error: 'unavailable' }, { status: 502 })));
    open();
    expectFreshForm();
    expect(screen.getByRole('button', { name: t.submit })).toBeEnabled();
  });

  it('never loads reCAPTCHA without a site key', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }, { status: 201 }));
    await renderDialog(<SendToFriendDialog path={PATH} estateId={5} />);
    open();
    fireEvent.focus(field.senderName());
    fillIn();
    submit();
    await screen.findByRole('status');
    expect(recaptcha.imports).toBe(0);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).not.toHaveProperty('g-recaptcha-response');
  });

  it('with a site key, sends a token for the send_to_friend action', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }, { status: 201 }));
    await renderDialog(<SendToFriendDialog path={PATH} estateId={5} recaptchaSiteKey="site-key" />);
    expect(recaptcha.imports).toBe(0);
    open();
    fillIn();
    submit();
    await screen.findByRole('status');
    expect(recaptcha.imports).toBe(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ 'g-recaptcha-response': 'token-for-send_to_friend' });
  });
});
