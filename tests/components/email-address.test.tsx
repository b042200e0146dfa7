// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailAddress, emailBreakParts } from '@/components/ui/email-address';

afterEach(cleanup);

describe('EmailAddress', () => {
  it('offers line breaks only after the @ and before each dot', () => {
    expect(emailBreakParts('info.antwerpen@immo-scheldeland.be')).toEqual(['info', '.antwerpen@', 'immo-scheldeland', '.be']);
  });

  it('reads and links as the whole address, with a break opportunity at each of those places', () => {
    render(
      <a href="mailto:jan.peeters@immo-scheldeland.be">
        <EmailAddress address="jan.peeters@immo-scheldeland.be" />
      </a>,
    );
    const link = screen.getByRole('link', { name: 'jan.peeters@immo-scheldeland.be' });
    expect(link.textContent).toBe('jan.peeters@immo-scheldeland.be');
    expect(link.innerHTML).toBe('jan<wbr>.peeters@<wbr>immo-scheldeland<wbr>.be');
  });
});
