'use client';

import { SubmitButton } from '@/components/forms/form-parts';
import { useTranslations } from 'next-intl';
import type { BaseSyntheticEvent } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { useFormPost } from '@/components/forms/use-form-post';
import { unsubscribeResultSchema } from '@/lib/forms/subscription-form';
import { ClientLink as Link } from '@/lib/i18n/navigation';
import '@/components/forms/forms.css';
import './subscriptions.css';

type Props = {
  token: string;
  /** The address that will stop receiving mail. */
  email: string;
  site: string;
  /** False for a price watch of favourites: there is no search to change instead. */
  searchToChange?: boolean;
};

/**
 * The one button that unsubscribes: a POST to `/{locale}/notifications/{token}/unsubscribe`.
 * Opening the mailed link only shows this page, so a mail scanner that follows links cancels nothing.
 */
export function UnsubscribeConfirm({ token, email, site, searchToChange = true }: Props) {
  const t = useTranslations('Unsubscribe');
  // A price watch's mails are about price drops, a search's about new listings: the page names the right ones.
  const kind = searchToChange ? 'newListings' : 'priceDrops';
  const { phase, send, alertRef, doneRef, formAction } = useFormPost({
    route: `notifications/${token}/unsubscribe`,
    resultSchema: unsubscribeResultSchema,
    fields: [],
    // The token proves the mailbox, and unsubscribing must work where Google's script is blocked.
    recaptchaSiteKey: null,
    recaptchaAction: '',
  });

  if (phase.kind === 'done') {
    return (
      <div className="form-outcome">
        <FormAlert kind="success" ref={doneRef}>
          {t('done', { kind })}
        </FormAlert>
        <Link href="/" className="button">
          {t('backHome')}
        </Link>
      </div>
    );
  }

  function submit(event: BaseSyntheticEvent) {
    event.preventDefault();
    void send({}, event.target);
  }

  const loading = phase.kind === 'loading';

  return (
    <div className="form-section subscription">
      {phase.kind === 'failed' ? (
        <FormAlert kind="danger" ref={alertRef}>
          {t(`failure.${phase.error}`)}
        </FormAlert>
      ) : null}
      <p>{t('intro', { email, site, kind })}</p>
      <form method="post" action={formAction} onSubmit={submit}>
        <SubmitButton loading={loading} label={t('submit')} loadingLabel={t('submitting')} className="button button--primary" />
      </form>
      {searchToChange ? (
        <p className="subscription__links">
          {t.rich('changeInstead', {
            link: (text) => <Link href={{ pathname: '/subscribe/[token]', params: { token } }}>{text}</Link>,
          })}
        </p>
      ) : null}
    </div>
  );
}
