/** Spec section 9, in the old site's order. */
export const shareProviders = ['facebook', 'linkedin', 'whatsapp', 'twitter'] as const;
export type ShareProvider = (typeof shareProviders)[number];

export const providerNames: Record<ShareProvider, string> = { facebook: 'Facebook', linkedin: 'LinkedIn', whatsapp: 'WhatsApp', twitter: 'X (Twitter)' };
