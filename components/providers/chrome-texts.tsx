'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { ChromeTexts } from '@/lib/i18n/chrome-texts';

const Texts = createContext<ChromeTexts | null>(null);

/** Gives the client leaves of every page their texts, already formatted by the layout (lib/i18n/chrome-texts.ts). */
export function ChromeTextsProvider({ texts, children }: { texts: ChromeTexts; children: ReactNode }) {
  return <Texts.Provider value={texts}>{children}</Texts.Provider>;
}

export function useChromeTexts(): ChromeTexts {
  const texts = useContext(Texts);
  if (!texts) throw new Error('useChromeTexts needs a ChromeTextsProvider (the locale layout has one)');
  return texts;
}
