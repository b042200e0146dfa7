import { useTranslations } from 'next-intl';
import { useFormTexts } from '@/lib/forms/form-texts';
import { FormField } from '@/components/forms/form-parts';
import { useEffect, useId, useState } from 'react';
import { get, useController, useFormContext } from 'react-hook-form';
import { CityCombobox } from '@/components/estates/city-combobox';
import { FieldError, useFieldA11y } from '@/components/forms/field-a11y';
import { locales, type Locale } from '@/lib/rules';
import { isSubscriptionErrorKey, type SubscriptionUpdateField, type SubscriptionUpdateFormInput } from '@/lib/forms/subscription-form';
import type { FollowedCriteria } from '@/lib/subscriptions/followed-criteria';
import type { NamedCity, SubscriptionChoices } from '@/lib/subscriptions/subscription-choices';
import { decodeArea, encodeArea } from '@/lib/estates/area-url';
import { QUERY_KEYS } from '@/lib/estates/search-query';
import { areaOfGeoFilter } from '@/lib/rules/area';

/** The choices of the minimum number of bedrooms, as in the estate filters. */
const bedroomChoices = [1, 2, 3, 4, 5, 6] as const;

/** An empty number field or select is no value; the schema checks the rest. */
const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

type Props = {
  choices: SubscriptionChoices;
  /**
   * What the fields show in the page's HTML, before its JavaScript runs: the page's language for a new
   * subscription, the stored language and criteria when editing one.
   */
  initial: { locale: Locale; criteria?: FollowedCriteria };
  /** The municipalities followed already (the edit form), with their names. */
  initialCities?: NamedCity[];
};

/**
 * The language of the mails and what to hear about, shared by the subscribe and the edit form (inside
 * their react-hook-form `FormProvider`). Every criterion may stay open: an empty list means "any".
 */
export function CriteriaFields({ choices, initial, initialCities = [] }: Props) {
  const t = useTranslations('SubscriptionForm');
  const f = useFormTexts('SubscriptionForm');
  const groupId = useId();
  // Both forms hold `locale` and `criteria` alike: this part reads them as the edit form's.
  const {
    register,
    formState: { errors },
  } = useFormContext<SubscriptionUpdateFormInput>();
  const cityField = useController<SubscriptionUpdateFormInput, 'criteria.cities'>({ name: 'criteria.cities' });
  const [cities, setCities] = useState<NamedCity[]>(initialCities);
  const { fieldId, errorId, a11y } = useFieldA11y<SubscriptionUpdateField>((name) => Boolean(get(errors, name)));

  function errorText(name: SubscriptionUpdateField) {
    const error: { message?: unknown } | undefined = get(errors, name);
    if (!error) return null;
    return <FieldError id={errorId(name)}>{f.error(isSubscriptionErrorKey(error.message) ? error.message : 'invalid')}</FieldError>;
  }

  const describedBy = (name: SubscriptionUpdateField) => (get(errors, name) ? errorId(name) : undefined);
  const stored = initial.criteria;
  const storedBedrooms = stored?.bedroomsMin ?? null;
  // A stored minimum beyond the usual choices stays choosable.
  const bedrooms =
    storedBedrooms !== null && storedBedrooms > 0 && !(bedroomChoices as readonly number[]).includes(storedBedrooms)
      ? [...bedroomChoices, storedBedrooms].sort((a, b) => a - b)
      : [...bedroomChoices];

  return (
    <>
      <div className="form__field">
        <label htmlFor={fieldId('locale')}>{t('locale')}</label>
        <select defaultValue={initial.locale} {...a11y('locale')} {...register('locale')}>
          {locales.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {t(`languages.${locale}`)}
            </option>
          ))}
        </select>
        {errorText('locale')}
      </div>

      <fieldset className="form__group" aria-describedby={`${groupId}-hint`}>
        <legend>{t('criteriaHeading')}</legend>
        <p id={`${groupId}-hint`} className="form__hint">
          {t('criteriaHint')}
        </p>

        <fieldset className="form__choices form__choices--columns" aria-describedby={describedBy('criteria.statuses')}>
          <legend>{t('statuses')}</legend>
          {choices.statuses.map((status) => (
            <div key={status.value} className="form__check">
              <input
                type="checkbox"
                id={`${groupId}-status-${status.value}`}
                value={status.value}
                defaultChecked={stored?.statuses.some((value) => value === status.value)}
                {...register('criteria.statuses')}
              />
              <label htmlFor={`${groupId}-status-${status.value}`}>{status.label}</label>
            </div>
          ))}
          {errorText('criteria.statuses')}
        </fieldset>

        {choices.types.length > 0 ? (
          <fieldset className="form__choices form__choices--columns" aria-describedby={describedBy('criteria.types')}>
            <legend>{t('types')}</legend>
            {choices.types.map((type) => (
              <div key={type.value} className="form__check">
                <input
                  type="checkbox"
                  id={`${groupId}-type-${type.value}`}
                  value={type.value}
                  defaultChecked={stored?.types.some((id) => String(id) === type.value)}
                  {...register('criteria.types')}
                />
                <label htmlFor={`${groupId}-type-${type.value}`}>{type.label}</label>
              </div>
            ))}
            {errorText('criteria.types')}
          </fieldset>
        ) : null}

        <div className="form__field">
          <CityCombobox
            selected={cities}
            onChange={(next) => {
              setCities(next);
              cityField.field.onChange(next.map((city) => city.id));
            }}
          />
          {errorText('criteria.cities')}
        </div>

        <fieldset className="form__choices">
          <legend>{t('price')}</legend>
          <div className="form__row">
            <FormField htmlFor={fieldId('criteria.priceMin')} label={t('priceMin')} optional={f.optional} error={errorText('criteria.priceMin')}>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                step={1000}
                defaultValue={stored?.priceMin ?? undefined}
                {...a11y('criteria.priceMin')}
                {...register('criteria.priceMin', { setValueAs: numberOrNull })}
              />
            </FormField>
            <FormField htmlFor={fieldId('criteria.priceMax')} label={t('priceMax')} optional={f.optional} error={errorText('criteria.priceMax')}>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                step={1000}
                defaultValue={stored?.priceMax ?? undefined}
                {...a11y('criteria.priceMax')}
                {...register('criteria.priceMax', { setValueAs: numberOrNull })}
              />
            </FormField>
          </div>
        </fieldset>

        <AreaField stored={initial.criteria ? (initial.criteria.area ? encodeArea(areaOfGeoFilter(initial.criteria.area)) : '') : null} error={errorText('criteria.area')} />

        <div className="form__field">
          <label htmlFor={fieldId('criteria.bedroomsMin')}>{t('bedroomsMin')}</label>
          <select
            defaultValue={storedBedrooms === null ? '' : String(storedBedrooms)}
            {...a11y('criteria.bedroomsMin')}
            {...register('criteria.bedroomsMin', { setValueAs: numberOrNull })}
          >
            <option value="">{t('bedroomsAny')}</option>
            {bedrooms.map((count) => (
              <option key={count} value={count}>
                {t('bedroomsOption', { count })}
              </option>
            ))}
          </select>
          {errorText('criteria.bedroomsMin')}
        </div>
      </fieldset>
    </>
  );
}

/**
 * The area drawn on the map, kept as the list's URL writes it. The edit form starts from the
 * stored one; the subscribe form takes the one of the list it was opened from (`?area=`, the list's
 * "keep me informed about this area" link). It cannot be drawn here, only kept or removed.
 */
function AreaField({ stored, error }: { stored: string | null; error: React.ReactNode }) {
  const t = useTranslations('SubscriptionForm');
  const { register, setValue } = useFormContext<SubscriptionUpdateFormInput>();
  const [area, setArea] = useState(stored ?? '');
  useEffect(() => {
    if (stored !== null) return;
    const fromList = new URLSearchParams(window.location.search).get(QUERY_KEYS.area);
    // Read once the page runs in the browser: the subscribe page is the same cached page for every visitor.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (fromList && decodeArea(fromList).ok) setArea(fromList);
  }, [stored]);
  useEffect(() => {
    setValue('criteria.area', area);
  }, [area, setValue]);

  return (
    <>
      <input type="hidden" {...register('criteria.area')} value={area} />
      {area ? (
        <div className="notice estate-area-note">
          <span>{t('area')}</span>
          <button type="button" className="button" onClick={() => setArea('')}>
            {t('areaRemove')}
          </button>
        </div>
      ) : null}
      {error}
    </>
  );
}
