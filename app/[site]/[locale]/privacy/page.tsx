import { agreementRoute } from '@/components/content/agreement-page';

const route = agreementRoute('privacy');

export const generateMetadata = route.generateMetadata;
export default route.Page;
