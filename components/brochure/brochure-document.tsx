/* eslint-disable jsx-a11y/alt-text -- react-pdf's Image draws into the PDF; it is no HTML img and takes no alt. */
import { Document, Image, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { Brochure, BrochureLine } from '@/lib/estates/brochure/brochure';
import type { BrochurePhoto } from '@/lib/estates/brochure/brochure-photos';

/** The font family registered by lib/estates/brochure/render-brochure.ts (Noto Sans: Latin, Greek, Cyrillic, €). */
export const BROCHURE_FONT = 'Noto Sans';

const ink = '#1a1a1a';
const muted = '#555555';
const rule = '#d0d0d0';

const styles = StyleSheet.create({
  page: { fontFamily: BROCHURE_FONT, fontSize: 9.5, color: ink, paddingTop: 36, paddingBottom: 48, paddingHorizontal: 40, lineHeight: 1.35 },
  agency: { fontSize: 9, color: muted, marginBottom: 6 },
  title: { fontSize: 18, fontWeight: 700, marginBottom: 4 },
  subtitle: { fontSize: 10, color: muted, marginBottom: 8 },
  price: { fontSize: 15, fontWeight: 700, marginBottom: 2 },
  address: { fontSize: 10, marginBottom: 10 },
  photoLarge: { width: '100%', maxHeight: 300, objectFit: 'cover', marginBottom: 6 },
  photoRow: { flexDirection: 'row', gap: 6, marginBottom: 10 },
  photoSmall: { flexGrow: 1, flexBasis: 0, height: 120, objectFit: 'cover' },
  facts: { flexDirection: 'row', flexWrap: 'wrap', gap: 6, marginBottom: 12 },
  fact: { borderWidth: 1, borderColor: rule, borderStyle: 'solid', paddingVertical: 4, paddingHorizontal: 8, minWidth: 80 },
  factValue: { fontSize: 12, fontWeight: 700 },
  factLabel: { fontSize: 8, color: muted },
  heading: { fontSize: 12, fontWeight: 700, marginTop: 10, marginBottom: 4, borderBottomWidth: 1, borderBottomColor: rule, borderBottomStyle: 'solid', paddingBottom: 2 },
  paragraph: { marginBottom: 5 },
  line: { flexDirection: 'row', paddingVertical: 1.5 },
  lineLabel: { width: 190, color: muted, paddingRight: 8 },
  lineValue: { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  footer: { flexDirection: 'row', gap: 16, marginTop: 14, alignItems: 'flex-start' },
  contact: { flexGrow: 1, flexBasis: 0 },
  contactName: { fontWeight: 700, marginBottom: 2 },
  qr: { width: 96, alignItems: 'center' },
  qrImage: { width: 90, height: 90 },
  qrText: { fontSize: 7, color: muted, textAlign: 'center', marginTop: 2 },
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
        <Text style={styles.agency}>{brochure.agency}</Text>
        <Text style={styles.title}>{brochure.title}</Text>
        <Text style={styles.subtitle}>{brochure.subtitle}</Text>
        <Text style={styles.price}>{brochure.price}</Text>
        <Text style={styles.address}>{brochure.address}</Text>
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
          <View style={styles.footer}>
            {brochure.contact ? (
              <View style={styles.contact}>
                <Text style={styles.heading}>{brochure.contact.heading}</Text>
                <Text style={styles.contactName}>{brochure.contact.name}</Text>
                <Lines lines={brochure.contact.lines} />
              </View>
            ) : (
              <View style={styles.contact} />
            )}
            <View style={styles.qr}>
              <Link src={brochure.url}>
                <Image style={styles.qrImage} src={{ data: qrPng, format: 'png' }} />
              </Link>
              <Text style={styles.qrText}>{brochure.labels.scan}</Text>
              <Text style={styles.qrText}>{brochure.url}</Text>
            </View>
          </View>
        </View>
      </Page>
    </Document>
  );
}
