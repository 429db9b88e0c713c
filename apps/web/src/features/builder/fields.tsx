import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './ResumePage.module.css';

interface FieldProps {
  value: string;
  placeholder: string;
  /** The control's accessible name (the page shows no visible labels). */
  label: string;
  onChange: (value: string) => void;
  className?: string;
  maxLength?: number;
  /** Preview: the text only, no control (an empty field shows nothing). */
  preview?: boolean;
}

/** A one-line field that looks like the page's text; what is typed stays text (React escapes it). */
export function PageInput({ value, placeholder, label, onChange, className, maxLength = 200, preview }: FieldProps) {
  if (preview) return value ? <span className={`${styles.text} ${className ?? ''}`}>{value}</span> : null;
  return (
    <input
      className={`${styles.field} ${className ?? ''}`}
      value={value}
      placeholder={placeholder}
      aria-label={label}
      maxLength={maxLength}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A multi-line field that grows with its text, so the page shows all of it. */
export function PageTextarea({ value, placeholder, label, onChange, className, maxLength = 5000, preview }: FieldProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // Runs after every render: the font, the text size or the column's width may have changed the text's height.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.height = '0px';
    element.style.height = `${element.scrollHeight}px`;
  });
  if (preview) return value ? <p className={`${styles.text} ${styles.multiline} ${className ?? ''}`}>{value}</p> : null;
  return (
    <textarea
      ref={ref}
      rows={1}
      className={`${styles.field} ${styles.area} ${className ?? ''}`}
      value={value}
      placeholder={placeholder}
      aria-label={label}
      maxLength={maxLength}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A small control on the page (add, remove, show/hide, assistant); not printed, hidden in the preview. */
export function PageButton({
  label,
  onClick,
  disabled,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" className={styles.control} aria-label={label} title={label} aria-pressed={pressed} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
