import { agreementRoute } from '@/components/content/agreement-page';

const route = agreementRoute('terms');

export const generateMetadata = route.generateMetadata;
export default route.Page;
