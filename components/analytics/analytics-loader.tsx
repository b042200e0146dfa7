'use client';

import { useEffect } from 'react';
import type { AnalyticsTools } from '@/lib/analytics/settings';
import { useConsent } from '@/lib/consent/use-consent';

/**
 * The site's analytics, started only after the consent each tool needs, Google's Consent Mode told of every
 * choice (lib/analytics/load-tools.ts). The code that adds the scripts loads only once there is a choice.
 */
export function AnalyticsLoader({ tools }: { tools: AnalyticsTools }) {
  const { categories } = useConsent();

  useEffect(() => {
    if (categories) void import('@/lib/analytics/load-tools').then(({ applyConsent }) => applyConsent(tools, categories));
  }, [categories, tools]);

  return null;
}
