/* eslint-disable jsx-a11y/alt-text -- react-pdf's Image draws into the PDF; it is no HTML img and takes no alt. */
import { Document, Image, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { urlLines, type Brochure, type BrochureLine } from '@/lib/estates/brochure/brochure';
import type { BrochurePhoto } from '@/lib/estates/brochure/brochure-photos';

/** The font family registered by lib/estates/brochure/render-brochure.ts (Noto Sans: Latin, Greek, Cyrillic, €). */
export const BROCHURE_FONT = 'Noto Sans';

const ink = '#1a1a1a';
const muted = '#555555';
const rule = '#d0d0d0';

// Every text style sets its own lineHeight: react-pdf turns a unitless lineHeight into points at the
// element that declares it, so one set on the page would give an 18 pt title the 9.5 pt body's line
// spacing, and its lines would print over each other and over the next line.
const styles = StyleSheet.create({
  page: { fontFamily: BROCHURE_FONT, fontSize: 9.5, lineHeight: 1.35, color: ink, paddingTop: 36, paddingBottom: 48, paddingHorizontal: 40 },
  header: { flexDirection: 'row', gap: 16, alignItems: 'flex-start', marginBottom: 10 },
  headerText: { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  agency: { fontSize: 9, lineHeight: 1.3, color: muted, marginBottom: 6 },
  title: { fontSize: 18, lineHeight: 1.25, fontWeight: 700, marginBottom: 4 },
  subtitle: { fontSize: 10, lineHeight: 1.35, color: muted, marginBottom: 8 },
  price: { fontSize: 15, lineHeight: 1.3, fontWeight: 700, marginBottom: 2 },
  address: { fontSize: 10, lineHeight: 1.35 },
  photoLarge: { width: '100%', maxHeight: 300, objectFit: 'cover', marginBottom: 6 },
  photoRow: { flexDirection: 'row', gap: 6, marginBottom: 10 },
  photoSmall: { flexGrow: 1, flexBasis: 0, height: 120, objectFit: 'cover' },
  facts: { flexDirection: 'row', flexWrap: 'wrap', gap: 6, marginBottom: 12 },
  fact: { borderWidth: 1, borderColor: rule, borderStyle: 'solid', paddingVertical: 4, paddingHorizontal: 8, minWidth: 80 },
  factValue: { fontSize: 12, lineHeight: 1.3, fontWeight: 700 },
  factLabel: { fontSize: 8, lineHeight: 1.3, color: muted },
  heading: { fontSize: 12, lineHeight: 1.3, fontWeight: 700, marginTop: 10, marginBottom: 4, borderBottomWidth: 1, borderBottomColor: rule, borderBottomStyle: 'solid', paddingBottom: 2 },
  paragraph: { marginBottom: 5 },
  line: { flexDirection: 'row', paddingVertical: 1.5 },
  lineLabel: { width: 190, color: muted, paddingRight: 8 },
  lineValue: { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  contactName: { fontWeight: 700, marginBottom: 2 },
  qr: { width: 100, alignItems: 'center' },
  qrImage: { width: 90, height: 90 },
  qrText: { fontSize: 7, lineHeight: 1.3, color: muted, textAlign: 'center', marginTop: 2 },
  qrUrl: { fontSize: 8, lineHeight: 1.3, color: muted, marginBottom: 6 },
});

function Lines({ lines }: { lines: readonly BrochureLine[] }) {
  return (
    <View>
      {lines.map((line, at) => (
        <View key={at} style={styles.line} wrap={false}>
          <Text style={styles.lineLabel}>{line.label}</Text>
          <Text style={styles.lineValue}>{line.value}</Text>
        </View>
      ))}
    </View>
  );
}

type Props = { brochure: Brochure; photos: readonly BrochurePhoto[]; qrPng: Buffer };

/**
 * The listing's brochure as a PDF document (react-pdf): title, price and address, the first photos, the
 * key facts, the description, every field group, the location, the contact person and a QR code to the
 * listing's page. Everything is plain text already (lib/estates/brochure/brochure.ts).
 */
export function BrochureDocument({ brochure, photos, qrPng }: Props) {
  const [first, ...others] = photos;
  return (
    <Document title={brochure.title} author={brochure.agency} subject={brochure.subtitle} language={brochure.locale} creator={brochure.agency} producer={brochure.agency}>
      <Page size="A4" style={styles.page}>
        {/* The QR code beside the title, on the first page: it never pushes a page of its own at the end. */}
        <View style={styles.header}>
          <View style={styles.headerText}>
            <Text style={styles.agency}>{brochure.agency}</Text>
            <Text style={styles.title}>{brochure.title}</Text>
            <Text style={styles.subtitle}>{brochure.subtitle}</Text>
            <Text style={styles.price}>{brochure.price}</Text>
            <Text style={styles.address}>{brochure.address}</Text>
          </View>
          <View style={styles.qr}>
            <Link src={brochure.url}>
              <Image style={styles.qrImage} src={{ data: qrPng, format: 'png' }} />
            </Link>
            <Text style={styles.qrText}>{brochure.labels.scan}</Text>
          </View>
        </View>
        {/* The address to type, full width: a URL has no space to wrap at, and a narrow column drops it. */}
        {urlLines(brochure.shortUrl).map((part, at) => (
          <Text key={at} style={styles.qrUrl}>
            {part}
          </Text>
        ))}
        {first ? <Image style={styles.photoLarge} src={{ data: first.data, format: 'jpg' }} /> : null}
        {others.length > 0 ? (
          <View style={styles.photoRow}>
            {others.map((photo, at) => (
              <Image key={at} style={styles.photoSmall} src={{ data: photo.data, format: 'jpg' }} />
            ))}
          </View>
        ) : null}
        {brochure.facts.length > 0 ? (
          <View style={styles.facts}>
            {brochure.facts.map((fact) => (
              <View key={fact.label} style={styles.fact}>
                <Text style={styles.factValue}>{fact.value}</Text>
                <Text style={styles.factLabel}>{fact.label}</Text>
              </View>
            ))}
          </View>
        ) : null}
        {brochure.description.length > 0 ? (
          <View>
            <Text style={styles.heading}>{brochure.labels.description}</Text>
            {brochure.description.map((paragraph, at) => (
              <Text key={at} style={styles.paragraph}>
                {paragraph}
              </Text>
            ))}
          </View>
        ) : null}
        {brochure.groups.map((group) => (
          <View key={group.label}>
            <Text style={styles.heading} minPresenceAhead={40}>
              {group.label}
            </Text>
            <Lines lines={group.lines} />
          </View>
        ))}
        <View wrap={false}>
          <Text style={styles.heading}>{brochure.labels.location}</Text>
          <Text>{brochure.address}</Text>
          {brochure.coordinates ? <Text style={{ color: muted }}>{brochure.coordinates}</Text> : null}
        </View>
        {brochure.contact ? (
          <View wrap={false}>
            <Text style={styles.heading}>{brochure.contact.heading}</Text>
            <Text style={styles.contactName}>{brochure.contact.name}</Text>
            <Lines lines={brochure.contact.lines} />
          </View>
        ) : null}
      </Page>
    </Document>
  );
}
