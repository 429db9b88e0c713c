import type { ReactNode } from 'react';
import { PageInput, PageTextarea } from './fields.tsx';
import styles from './ResumePage.module.css';

/** One field of an entry: its text, its placeholder, its accessible name and how it changes. */
export interface EntryField {
  value: string;
  placeholder: string;
  label: string;
  onChange: (text: string) => void;
}

/**
 * A work experience or education entry on the page: a title and its dates on one line, a second line (employer,
 * school), an optional body, and the entry's controls while editing.
 */
export function ResumeEntry(props: {
  entryKey: string;
  preview: boolean;
  title: EntryField;
  dates: EntryField;
  sub: EntryField;
  body?: EntryField;
  controls: ReactNode;
}) {
  const { entryKey, preview, title, dates, sub, body, controls } = props;
  return (
    <article className={styles.entry} data-entry={entryKey}>
      <div className={styles.entryTop}>
        <PageInput preview={preview} className={styles.entryTitle} {...title} />
        <PageInput preview={preview} className={styles.dates} {...dates} />
      </div>
      <PageInput preview={preview} className={styles.entrySub} {...sub} />
      {body && <PageTextarea preview={preview} {...body} />}
      {!preview && <div className={styles.entryControls}>{controls}</div>}
    </article>
  );
}
