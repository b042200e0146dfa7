// In a route group so its skeleton (streaming) never wraps the detail route: it must answer real 404s.
import { getTranslations } from 'next-intl/server';
import { ListLoading } from '@/components/listing/list-loading';

export default async function RentalListLoading() {
  return <ListLoading label={(await getTranslations('HolidayList'))('loading')} />;
}
