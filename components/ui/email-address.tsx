import { Fragment } from 'react';

/** The places a line may break in an address: after the @ and before each dot, never inside a name. */
export function emailBreakParts(address: string): string[] {
  return address.split(/(?<=@)|(?=\.)/);
}

/** An e-mail address that wraps at its @ and dots in a narrow column instead of in the middle of a word. */
export function EmailAddress({ address }: { address: string }) {
  return emailBreakParts(address).map((part, index) => (
    // The parts of one address, never reordered.
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
