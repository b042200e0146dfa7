import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { parseAppointmentId } from '@/lib/domain/route-params';
import { PlaceholderPage, placeholderMetadata } from '@/components/ui/placeholder-page';
import { getAppointment } from '@/lib/site-api/agenda';
import { currentSiteId } from '@/lib/tenancy/current-site';

type Props = { params: Promise<{ locale: Locale; appointmentId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return placeholderMetadata('CancelAppointment', (await params).locale);
}

export default async function CancelAppointmentPage({ params }: Props) {
  const { locale, appointmentId } = await params;
  setRequestLocale(locale);
  const id = parseAppointmentId(appointmentId);
  const appointment = id ? await getAppointment({ siteId: await currentSiteId(), locale }, id) : null;
  if (!appointment) notFound();
  return <PlaceholderPage namespace="CancelAppointment" locale={locale} />;
}
