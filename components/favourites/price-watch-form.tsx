'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useFormTexts } from '@/lib/forms/form-texts';
import { FormAlert } from '@/components/forms/form-alert';
import { ConsentField, FormField, PrivacyLink, SubmitButton } from '@/components/forms/form-parts';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { postForm } from '@/components/forms/post-form';
import { loadRecaptcha } from '@/components/forms/recaptcha';
import { PRICE_WATCH_ACTION, PRICE_WATCH_ROUTE, readPriceWatchResult, type PriceWatchField, type PriceWatchResult } from '@/lib/favourites/price-watch';
import '@/components/forms/forms.css';

const errorKeys = new Set(['required', 'tooLong', 'email', 'singleLine', 'privacyRequired', 'invalid']);

type Phase = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done' } | { kind: 'failed'; result: Exclude<PriceWatchResult, { ok: true }> };

/** The route's answer read by hand (no zod in the browser): never a parse failure, at worst `unavailable`. */
const priceWatchReader = { safeParse: (value: unknown) => ({ success: true, data: readPriceWatchResult(value) }) };

/**
 * The address, the consent and the favourites' ids (hidden inputs): a real `<form method="post">` to our
 * route, as every form of the site, sent as JSON with the reCAPTCHA token once the script runs. Plain state,
 * no form library and no zod: the route checks it all.
 */
export function PriceWatchForm({ ids, recaptchaSiteKey }: { ids: readonly number[]; recaptchaSiteKey: string | null }) {
  const t = useTranslations('PriceWatch');
  const f = useFormTexts('PriceWatch');
  const locale = useLocale();
  const id = useId();
  const action = `/${locale}/${PRICE_WATCH_ROUTE}`;
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const alertRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const privacyRef = useRef<HTMLInputElement>(null);

  const fields = phase.kind === 'failed' ? (phase.result.fields ?? {}) : {};
  useEffect(() => {
    if (phase.kind === 'done') alertRef.current?.focus();
    if (phase.kind !== 'failed') return;
    // The first refused field takes the focus; otherwise the alert does.
    if (fields.email) emailRef.current?.focus();
    else if (fields.privacy) privacyRef.current?.focus();
    else alertRef.current?.focus();
  }, [phase, fields.email, fields.privacy]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setPhase({ kind: 'loading' });
    const values = { email: String(data.get('email') ?? ''), estateIds: [...ids], privacy: data.get('privacy') === 'true' };
    const result = await postForm(action, values, form, { siteKey: recaptchaSiteKey, locale, action: PRICE_WATCH_ACTION }, priceWatchReader);
    setPhase(result.ok ? { kind: 'done' } : { kind: 'failed', result });
  }

  const error = (field: PriceWatchField) => {
    const key = fields[field];
    if (!key) return null;
    return (
      <p id={`${id}-${field}-error`} className="form__error">
        {f.error(errorKeys.has(key) ? key : 'invalid')}
      </p>
    );
  };

  return (
    <section className="form-section price-watch" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      {phase.kind === 'done' ? (
        <FormAlert kind="success" ref={alertRef}>
          {t('done')}
        </FormAlert>
      ) : (
        <>
          {phase.kind === 'failed' ? (
            <FormAlert kind="danger" ref={alertRef}>
              {f.failure(phase.result.error)}
            </FormAlert>
          ) : null}
          <p>{t('intro', { count: ids.length })}</p>
          <form
            method="post"
            action={action}
            noValidate
            onSubmit={submit}
            onFocus={() => {
              // Google's script loads when the visitor starts on the form, not with the page.
              if (recaptchaSiteKey) loadRecaptcha(recaptchaSiteKey, locale).catch(() => {});
            }}
          >
            {ids.map((estateId) => (
              <input key={estateId} type="hidden" name="estateIds" value={estateId} />
            ))}
            <FormField htmlFor={`${id}-email`} label={t('email')} error={error('email')}>
              <input
                ref={emailRef}
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={200}
                aria-invalid={fields.email ? true : undefined}
                aria-describedby={fields.email ? `${id}-email-error` : undefined}
              />
            </FormField>
            <ConsentField
              htmlFor={`${id}-privacy`}
              invalid={Boolean(fields.privacy)}
              input={
                <input
                  ref={privacyRef}
                  id={`${id}-privacy`}
                  name="privacy"
                  type="checkbox"
                  value="true"
                  required
                  aria-invalid={fields.privacy ? true : undefined}
                  aria-describedby={fields.privacy ? `${id}-privacy-error` : undefined}
                />
              }
              label={t.rich('privacy', { link: (text) => <PrivacyLink newTab={f.newTab}>{text}</PrivacyLink> })}
              error={error('privacy')}
            />
            <HoneypotField label={f.honeypot} />
            <SubmitButton loading={phase.kind === 'loading'} label={t('submit')} loadingLabel={t('submitting')} />
          </form>
        </>
      )}
    </section>
  );
}
