import { FormAlert } from '@/components/forms/form-alert';
import '@/components/forms/forms.css';

type Props = { text: string; homeLabel: string; homeHref: string };

/**
 * The unsubscribe page of a subscription cancelled before (the mailed link opened again): it says so, as
 * the button's own answer did, instead of a 404 that would suggest a missing listing. No script needed.
 */
export function UnsubscribedAlready({ text, homeLabel, homeHref }: Props) {
  return (
    <div className="form-outcome">
      <FormAlert kind="success">{text}</FormAlert>
      <a href={homeHref} className="button">
        {homeLabel}
      </a>
    </div>
  );
}
