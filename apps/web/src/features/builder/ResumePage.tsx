import {
  addResumeItem,
  canRemoveItem,
  removeResumeItem,
  type ResumeTexts,
  type TAssistantKey,
  type TResumeData,
  type TResumeListSection,
} from '@draftdesk/contract';
import {
  IconBrandBehance,
  IconBrandGithub,
  IconBrandLinkedin,
  IconEye,
  IconEyeOff,
  IconMail,
  IconPhone,
  IconPlus,
  IconSparkles,
  IconTrash,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { forwardRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resumePalette } from './colors.ts';
import { PageButton, PageInput, PageTextarea } from './fields.tsx';
import { PAGE_HEIGHT_PX, PAGE_WIDTH_PX, SIDEBAR_WIDTH_PX, resumeTypeScale } from './layout.ts';
import { BUILDER_NS } from './namespace.ts';
import { ResumeEntry } from './ResumeEntry.tsx';
import type { ResumeRecipe } from './resume-state.ts';
import styles from './ResumePage.module.css';

export const CONTACT_ICONS: Record<TResumeData['contact']['items'][number]['icon'], Icon> = {
  email: IconMail,
  phone: IconPhone,
  website: IconWorld,
  linkedin: IconBrandLinkedin,
  github: IconBrandGithub,
  behance: IconBrandBehance,
};

export interface ResumePageProps {
  data: TResumeData;
  onEdit: (recipe: ResumeRecipe) => void;
  /** New entries get their placeholders in the user's language. */
  texts: ResumeTexts;
  /** Text only: no controls, hidden items left out (the phone's preview tab). */
  preview?: boolean;
  /** 'page': the A4 sheet in two columns; 'form': one column that fills a phone's width. */
  layout?: 'page' | 'form';
  onAssistant: (key: TAssistantKey, entryKey?: string) => void;
  /** The profile picture's editor (upload and crop), drawn at the top of the sidebar. */
  picture: ReactNode;
  /** null for a copy that is only measured (the phone's overflow check), so tests find the one page shown. */
  testId?: string | null;
}

/** The resume, edited in place: every text is an input or a textarea that looks like the printed page. */
export const ResumePage = forwardRef<HTMLDivElement, ResumePageProps>(function ResumePage(
  { data, onEdit, texts, preview = false, layout = 'page', onAssistant, picture, testId = 'resume-page' },
  ref,
) {
  const { t } = useTranslation(BUILDER_NS);
  const palette = resumePalette(data.settings.color);
  const scale = resumeTypeScale(data.settings.textSize);
  const style = {
    '--resume-accent': palette.accent,
    '--resume-sidebar-text': palette.sidebarText,
    '--resume-heading': palette.heading,
    '--resume-text': palette.text,
    '--resume-muted': palette.muted,
    '--resume-font': `'${data.settings.font}', sans-serif`,
    '--resume-name': `${scale.name}px`,
    '--resume-role': `${scale.role}px`,
    '--resume-head': `${scale.head}px`,
    '--resume-body': `${scale.body}px`,
    '--resume-small': `${scale.small}px`,
    '--resume-line': String(scale.lineHeight),
    '--page-width': `${PAGE_WIDTH_PX}px`,
    '--page-height': `${PAGE_HEIGHT_PX}px`,
    '--sidebar-width': `${SIDEBAR_WIDTH_PX}px`,
  } as CSSProperties;
  const sectionName = (section: string) => t(`builder.sections.${section}`);

  const head = (section: 'summary' | 'personalDetails' | 'workExperience' | 'education' | TResumeListSection, assistant?: TAssistantKey) => {
    const value = data[section].sectionHead;
    return (
      <div className={styles.headRow}>
        <div className={styles.head}>
          <PageInput
            preview={preview}
            className={styles.headField}
            value={value}
            placeholder={section === 'summary' ? data.summary.sectionHeadPlaceHolder : sectionName(section)}
            label={t('builder.fields.sectionHead', { section: sectionName(section) })}
            onChange={(text) => onEdit((d) => void (d[section].sectionHead = text))}
          />
        </div>
        {!preview && assistant && (
          <PageButton label={t('builder.assistant.open', { section: sectionName(section) })} onClick={() => onAssistant(assistant)}>
            <IconSparkles size={14} aria-hidden />
          </PageButton>
        )}
      </div>
    );
  };

  const list = (section: TResumeListSection, assistant?: TAssistantKey) => {
    if (!data[section].show || (preview && !data[section].items.some((item) => item.text.trim()))) return null;
    const removable = canRemoveItem(data, section);
    const items = data[section].items;
    return (
      <section className={styles.section} data-section={section}>
        {head(section, assistant)}
        <ul className={styles.list}>
          {items.map((item, index) =>
            preview && !item.text ? null : (
              <li key={item.key} className={styles.listItem}>
                <PageInput
                  preview={preview}
                  value={item.text}
                  placeholder={t(`builder.placeholders.items.${section}`)}
                  label={t('builder.fields.item', { section: sectionName(section), number: index + 1 })}
                  maxLength={500}
                  onChange={(text) => onEdit((d) => void (d[section].items[index].text = text))}
                />
                {!preview && (
                  <PageButton
                    label={t('builder.actions.removeItem', { section: sectionName(section), number: index + 1 })}
                    disabled={!removable}
                    onClick={() => onEdit((d) => void Object.assign(d, removeResumeItem(d, section, item.key)))}
                  >
                    <IconTrash size={14} aria-hidden />
                  </PageButton>
                )}
              </li>
            ),
          )}
        </ul>
        {!preview && (
          <button type="button" className={styles.add} onClick={() => onEdit((d) => void Object.assign(d, addResumeItem(d, section, texts)))}>
            <IconPlus size={14} aria-hidden /> {t('builder.actions.addItem', { section: sectionName(section) })}
          </button>
        )}
      </section>
    );
  };

  // The preview leaves out what would print as an empty heading.
  const filled = (...texts: string[]) => texts.some((text) => text.trim() !== '');
  const showContact = !preview || data.contact.items.some((item) => item.show && filled(item.text));
  const showDetails = data.personalDetails.show && (!preview || data.personalDetails.items.some((item) => item.show && filled(item.text)));
  const showSummary = data.summary.show && (!preview || filled(data.summary.body));
  const showWork = data.workExperience.show && (!preview || data.workExperience.items.some((i) => filled(i.position, i.employer, i.datesOfEmployment, i.body)));
  const showEducation = !preview || data.education.items.some((i) => filled(i.degree, i.school, i.datesOfEducation));

  const sidebar = (
    <aside className={styles.sidebar} aria-label={t('builder.sidebar')}>
      {picture}
      {showContact && (
        <section className={styles.section} data-section="contact">
          <div className={styles.headRow}>
            <div className={styles.head}>
              <PageInput
                preview={preview}
                className={styles.headField}
                value={data.contact.sectionHead}
                placeholder={sectionName('contact')}
                label={t('builder.fields.sectionHead', { section: sectionName('contact') })}
                onChange={(text) => onEdit((d) => void (d.contact.sectionHead = text))}
              />
            </div>
          </div>
          <ul className={styles.list}>
            {data.contact.items.map((item, index) => {
              if (preview && (!item.show || !item.text)) return null;
              const ContactIcon = CONTACT_ICONS[item.icon];
              const name = t(`builder.contact.${item.key}`);
              return (
                <li key={item.key} className={`${styles.listItem} ${item.show ? '' : styles.hiddenItem}`} data-contact={item.key}>
                  <ContactIcon size={16} className={styles.icon} aria-hidden />
                  <PageInput
                    preview={preview}
                    value={item.text}
                    placeholder={item.placeHolder}
                    label={name}
                    maxLength={500}
                    onChange={(text) => onEdit((d) => void (d.contact.items[index].text = text))}
                  />
                  {!preview && item.key !== 'email' && (
                    <PageButton
                      label={t('builder.actions.showItem', { item: name })}
                      pressed={item.show}
                      onClick={() => onEdit((d) => void (d.contact.items[index].show = !item.show))}
                    >
                      {item.show ? <IconEye size={14} aria-hidden /> : <IconEyeOff size={14} aria-hidden />}
                    </PageButton>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {showDetails && (
        <section className={styles.section} data-section="personalDetails">
          {head('personalDetails')}
          <dl className={styles.details}>
            {data.personalDetails.items.map((item, index) => {
              if (preview && (!item.show || !item.text)) return null;
              const name = t(`builder.details.${item.key}`);
              return (
                <div key={item.key} className={`${styles.detail} ${item.show ? '' : styles.hiddenItem}`} data-detail={item.key}>
                  <dt className={styles.detailTitleRow}>
                    <PageInput
                      preview={preview}
                      className={styles.detailTitle}
                      value={item.title}
                      placeholder={item.titlePlaceHolder}
                      label={t('builder.fields.detailTitle', { item: name })}
                      onChange={(text) => onEdit((d) => void (d.personalDetails.items[index].title = text))}
                    />
                    {!preview && (
                      <PageButton
                        label={t('builder.actions.showItem', { item: name })}
                        pressed={item.show}
                        onClick={() => onEdit((d) => void (d.personalDetails.items[index].show = !item.show))}
                      >
                        {item.show ? <IconEye size={14} aria-hidden /> : <IconEyeOff size={14} aria-hidden />}
                      </PageButton>
                    )}
                  </dt>
                  <dd className={styles.detailValue}>
                    <PageInput
                      preview={preview}
                      value={item.text}
                      placeholder={item.placeHolder}
                      label={name}
                      onChange={(text) => onEdit((d) => void (d.personalDetails.items[index].text = text))}
                    />
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      )}
      {list('hardSkills', 'hardSkills')}
      {list('softSkills', 'softSkills')}
      {list('languages')}
      {list('hobbies', 'hobbies')}
    </aside>
  );

  const work = data.workExperience;
  const main = (
    <div className={styles.main}>
      <header className={styles.header}>
        <div className={styles.name}>
          <PageInput
            preview={preview}
            className={styles.nameField}
            value={data.name.text}
            placeholder={data.name.placeHolder}
            label={t('builder.fields.name')}
            onChange={(text) => onEdit((d) => void (d.name.text = text))}
          />
        </div>
        {data.role.show && (
          <PageInput
            preview={preview}
            className={styles.roleField}
            value={data.role.text}
            placeholder={data.role.placeHolder}
            label={t('builder.fields.role')}
            onChange={(text) => onEdit((d) => void (d.role.text = text))}
          />
        )}
      </header>
      {showSummary && (
        <section className={styles.section} data-section="summary">
          {head('summary', 'summary')}
          <PageTextarea
            preview={preview}
            value={data.summary.body}
            placeholder={data.summary.placeHolder}
            label={t('builder.fields.summary')}
            onChange={(text) => onEdit((d) => void (d.summary.body = text))}
          />
        </section>
      )}
      {showWork && (
        <section className={styles.section} data-section="workExperience">
          {head('workExperience')}
          {work.items.map((item, index) => {
            const entry = (field: string) => t('builder.fields.entry', { field: t(`builder.fields.${field}`), number: index + 1 });
            const set = (field: 'position' | 'employer' | 'datesOfEmployment' | 'body') => (text: string) =>
              onEdit((d) => void (d.workExperience.items[index][field] = text));
            return (
              <ResumeEntry
                key={item.key}
                entryKey={item.key}
                preview={preview}
                title={{ value: item.position, placeholder: item.positionPlaceHolder, label: entry('position'), onChange: set('position') }}
                dates={{
                  value: item.datesOfEmployment,
                  placeholder: item.datesOfEmploymentPlaceHolder,
                  label: entry('datesOfEmployment'),
                  onChange: set('datesOfEmployment'),
                }}
                sub={{ value: item.employer, placeholder: item.employerPlaceHolder, label: entry('employer'), onChange: set('employer') }}
                body={{ value: item.body, placeholder: item.bodyPlaceHolder, label: entry('workBody'), onChange: set('body') }}
                controls={
                  <>
                    <PageButton label={t('builder.assistant.openEntry', { number: index + 1 })} onClick={() => onAssistant('workExperience', item.key)}>
                      <IconSparkles size={14} aria-hidden />
                    </PageButton>
                    <PageButton
                      label={t('builder.actions.removeItem', { section: sectionName('workExperience'), number: index + 1 })}
                      disabled={!canRemoveItem(data, 'workExperience')}
                      onClick={() => onEdit((d) => void Object.assign(d, removeResumeItem(d, 'workExperience', item.key)))}
                    >
                      <IconTrash size={14} aria-hidden />
                    </PageButton>
                  </>
                }
              />
            );
          })}
          {!preview && (
            <button type="button" className={styles.add} onClick={() => onEdit((d) => void Object.assign(d, addResumeItem(d, 'workExperience', texts)))}>
              <IconPlus size={14} aria-hidden /> {t('builder.actions.addItem', { section: sectionName('workExperience') })}
            </button>
          )}
        </section>
      )}
      {showEducation && (
        <section className={styles.section} data-section="education">
          {head('education')}
          {data.education.items.map((item, index) => {
            const entry = (field: string) => t('builder.fields.entry', { field: t(`builder.fields.${field}`), number: index + 1 });
            const set = (field: 'degree' | 'school' | 'datesOfEducation') => (text: string) => onEdit((d) => void (d.education.items[index][field] = text));
            return (
              <ResumeEntry
                key={item.key}
                entryKey={item.key}
                preview={preview}
                title={{ value: item.degree, placeholder: item.degreePlaceHolder, label: entry('degree'), onChange: set('degree') }}
                dates={{
                  value: item.datesOfEducation,
                  placeholder: item.datesOfEducationPlaceHolder,
                  label: entry('datesOfEducation'),
                  onChange: set('datesOfEducation'),
                }}
                sub={{ value: item.school, placeholder: item.schoolPlaceHolder, label: entry('school'), onChange: set('school') }}
                controls={
                  <PageButton
                    label={t('builder.actions.removeItem', { section: sectionName('education'), number: index + 1 })}
                    disabled={!canRemoveItem(data, 'education')}
                    onClick={() => onEdit((d) => void Object.assign(d, removeResumeItem(d, 'education', item.key)))}
                  >
                    <IconTrash size={14} aria-hidden />
                  </PageButton>
                }
              />
            );
          })}
          {!preview && (
            <button type="button" className={styles.add} onClick={() => onEdit((d) => void Object.assign(d, addResumeItem(d, 'education', texts)))}>
              <IconPlus size={14} aria-hidden /> {t('builder.actions.addItem', { section: sectionName('education') })}
            </button>
          )}
        </section>
      )}
    </div>
  );

  return (
    <div
      ref={ref}
      className={`${styles.page} ${layout === 'form' ? styles.form : ''}`}
      style={style}
      data-testid={testId ?? undefined}
      data-font={data.settings.font}
    >
      {sidebar}
      {main}
    </div>
  );
});
