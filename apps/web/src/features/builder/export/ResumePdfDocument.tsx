import { Document, Image, Link, Page, Path, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import type { TResumeData } from '@draftdesk/contract';
import { resumePalette } from '../colors.ts';
import { PAGE_PADDING_PX, PICTURE_SIZE_PX, PT_PER_PX, SECTION_GAP_PX, SIDEBAR_WIDTH_PX, resumeTypeScale } from '../layout.ts';
import { bodyLines, resumeContent } from './content.ts';
import { resumeFontFamily } from './fonts.ts';
import { CONTACT_ICON_PATHS } from './icons.ts';

// The resume as a PDF: one A4 page drawn from the data (real text, embedded fonts, clickable links), in the editor
// preview's layout (../layout.ts) and colours (../colors.ts). Only fields with content are drawn.

const pt = (px: number) => Math.round(px * PT_PER_PX * 100) / 100;

function stylesFor(data: TResumeData) {
  const palette = resumePalette(data.settings.color);
  const type = resumeTypeScale(data.settings.textSize);
  const fontFamily = resumeFontFamily(data.settings.font);
  return {
    palette,
    s: StyleSheet.create({
      page: { fontFamily, fontSize: pt(type.body), lineHeight: type.lineHeight, color: palette.text, flexDirection: 'row' },
      sidebarFill: { position: 'absolute', top: 0, bottom: 0, left: 0, width: pt(SIDEBAR_WIDTH_PX), backgroundColor: palette.accent },
      // The preview's paddings (ResumePage.module.css): sidebar 32 x 22 px, main 32 px with 28 px on the left.
      sidebar: { width: pt(SIDEBAR_WIDTH_PX), paddingVertical: pt(PAGE_PADDING_PX), paddingHorizontal: pt(22), color: palette.sidebarText },
      main: { flexGrow: 1, flexBasis: 0, paddingVertical: pt(PAGE_PADDING_PX), paddingRight: pt(PAGE_PADDING_PX), paddingLeft: pt(28) },
      picture: { width: pt(PICTURE_SIZE_PX), height: pt(PICTURE_SIZE_PX), alignSelf: 'center', marginBottom: pt(SECTION_GAP_PX), objectFit: 'cover' },
      name: { fontSize: pt(type.name), fontWeight: 700, lineHeight: 1.15, color: palette.text },
      role: { fontSize: pt(type.role), color: palette.heading, marginTop: pt(2) },
      section: { marginTop: pt(SECTION_GAP_PX) },
      sideHead: {
        fontSize: pt(type.head),
        fontWeight: 700,
        textTransform: 'uppercase',
        letterSpacing: 0.6,
        paddingBottom: pt(2),
        marginBottom: pt(6),
        borderBottomWidth: pt(1.5),
        borderBottomColor: palette.sidebarText,
      },
      mainHead: {
        fontSize: pt(type.head),
        fontWeight: 700,
        textTransform: 'uppercase',
        letterSpacing: 0.6,
        color: palette.heading,
        paddingBottom: pt(2),
        marginBottom: pt(6),
        borderBottomWidth: pt(1.5),
        borderBottomColor: palette.heading,
      },
      item: { marginBottom: pt(3) },
      contactRow: { flexDirection: 'row', alignItems: 'center', marginBottom: pt(4) },
      icon: { width: pt(16), height: pt(16), marginRight: pt(6) },
      label: { fontSize: pt(type.small), fontWeight: 700 },
      link: { color: palette.sidebarText, textDecoration: 'none', flexGrow: 1, flexBasis: 0 },
      entry: { marginBottom: pt(8) },
      entryTop: { flexDirection: 'row', alignItems: 'flex-end' },
      entryTitle: { fontWeight: 700, flexGrow: 1, flexBasis: 0, paddingRight: pt(8) },
      dates: { width: '34%', textAlign: 'right', fontSize: pt(type.small), color: palette.muted },
      entrySub: { color: palette.muted },
      bulletRow: { flexDirection: 'row' },
      bullet: { width: pt(12) },
      bulletText: { flexGrow: 1, flexBasis: 0 },
    }),
  };
}

export function ResumePdfDocument({ data }: { data: TResumeData }) {
  const c = resumeContent(data);
  const { s, palette } = stylesFor(data);
  const title = c.name || 'CV';
  return (
    <Document title={title} author={c.name || undefined} subject={c.role || undefined} creator="Draftdesk" producer="Draftdesk">
      <Page size="A4" style={s.page}>
        <View fixed style={s.sidebarFill} />
        <View style={s.sidebar}>
          {c.picture ? <Image src={c.picture.src} style={[s.picture, { borderRadius: c.picture.round ? pt(PICTURE_SIZE_PX / 2) : pt(6) }]} /> : null}
          {c.contact ? (
            <View>
              <Text style={s.sideHead}>{c.contact.head}</Text>
              {c.contact.items.map((item) => (
                <View key={item.key} style={s.contactRow}>
                  <Svg viewBox="0 0 24 24" style={s.icon}>
                    {CONTACT_ICON_PATHS[item.key].map((d) => (
                      <Path key={d} d={d} stroke={palette.sidebarText} strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" />
                    ))}
                  </Svg>
                  {item.href ? (
                    <Link src={item.href} style={s.link}>
                      <Text>{item.text}</Text>
                    </Link>
                  ) : (
                    <Text style={s.bulletText}>{item.text}</Text>
                  )}
                </View>
              ))}
            </View>
          ) : null}
          {c.personalDetails ? (
            <View style={s.section}>
              <Text style={s.sideHead}>{c.personalDetails.head}</Text>
              {c.personalDetails.items.map((item) => (
                <View key={item.title} style={s.item}>
                  {item.title ? <Text style={s.label}>{item.title}</Text> : null}
                  <Text>{item.text}</Text>
                </View>
              ))}
            </View>
          ) : null}
          {c.lists.map((list) => (
            <View key={list.key} style={s.section}>
              <Text style={s.sideHead}>{list.head}</Text>
              {list.items.map((text, i) => (
                <Text key={i} style={s.item}>
                  {text}
                </Text>
              ))}
            </View>
          ))}
        </View>
        <View style={s.main}>
          {c.name ? <Text style={s.name}>{c.name}</Text> : null}
          {c.role ? <Text style={s.role}>{c.role}</Text> : null}
          {c.summary ? (
            <View style={s.section}>
              <Text style={s.mainHead}>{c.summary.head}</Text>
              <Text>{c.summary.body}</Text>
            </View>
          ) : null}
          {c.work ? (
            <View style={s.section}>
              <Text style={s.mainHead}>{c.work.head}</Text>
              {c.work.items.map((item, i) => (
                <View key={i} style={s.entry} wrap={false}>
                  {item.position || item.dates ? (
                    <View style={s.entryTop}>
                      <Text style={s.entryTitle}>{item.position}</Text>
                      {item.dates ? <Text style={s.dates}>{item.dates}</Text> : null}
                    </View>
                  ) : null}
                  {item.employer ? <Text style={s.entrySub}>{item.employer}</Text> : null}
                  {bodyLines(item.body).map((line, j) =>
                    line.bullet ? (
                      <View key={j} style={s.bulletRow}>
                        <Text style={s.bullet}>•</Text>
                        <Text style={s.bulletText}>{line.text}</Text>
                      </View>
                    ) : (
                      <Text key={j}>{line.text}</Text>
                    ),
                  )}
                </View>
              ))}
            </View>
          ) : null}
          {c.education ? (
            <View style={s.section}>
              <Text style={s.mainHead}>{c.education.head}</Text>
              {c.education.items.map((item, i) => (
                <View key={i} style={s.entry} wrap={false}>
                  {item.degree || item.dates ? (
                    <View style={s.entryTop}>
                      <Text style={s.entryTitle}>{item.degree}</Text>
                      {item.dates ? <Text style={s.dates}>{item.dates}</Text> : null}
                    </View>
                  ) : null}
                  {item.school ? <Text style={s.entrySub}>{item.school}</Text> : null}
                </View>
              ))}
            </View>
          ) : null}
        </View>
      </Page>
    </Document>
  );
}
