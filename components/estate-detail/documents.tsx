import { useTranslations } from 'next-intl';
import { safeHref } from '@/lib/media/links';
import type { EstateFile } from '@/lib/media/plans';
import type messages from '@/messages/nl.json';
import { DocumentItems, type PackedDocument } from './document-items';
import { MediaBlock } from './media-block';

type Props = { files: readonly EstateFile[] };
type FileType = Exclude<keyof (typeof messages)['Media']['fileTypes'], 'other'>;

/** The type codes Media.fileTypes labels (typed against the messages: a code without a label does not compile). */
const labelledTypes: ReadonlySet<string> = new Set<FileType>(['EPC', 'PLAN', 'BROCHURE', 'SOIL_CERTIFICATE']);

function isLabelled(type: string): type is FileType {
  return labelledTypes.has(type);
}

/** The estate's downloadable documents: type, the agency's comment, and a download link. */
export function Documents({ files }: Props) {
  const t = useTranslations('Media');
  const documents = files.flatMap((file) => {
    const href = safeHref(file.link);
    if (!href) return [];
    // A type code this site does not label yet reads as "Document".
    const type = isLabelled(file.type) ? t(`fileTypes.${file.type}`) : t('fileTypes.other');
    return [[href, type, file.comment?.trim() || null] satisfies PackedDocument];
  });
  if (documents.length === 0) return null;

  return (
    <MediaBlock id="estate-documents" heading={t('documents')}>
      <DocumentItems documents={documents} download={t('download')} />
    </MediaBlock>
  );
}
