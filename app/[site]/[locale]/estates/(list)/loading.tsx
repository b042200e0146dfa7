// In a route group so its skeleton (streaming) never wraps the detail routes: they must answer real 308s and 404s.
import { getTranslations } from 'next-intl/server';
import { ListLoading } from '@/components/listing/list-loading';

export default async function EstateListLoading() {
  return <ListLoading label={(await getTranslations('EstateList'))('loading')} />;
}
