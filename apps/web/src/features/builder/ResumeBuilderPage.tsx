import { RESUME_FILE_MAX_BYTES, emptyResume, parseResumeFile, serialiseResume, type TAssistantKey, type TResumeData } from '@draftdesk/contract';
import { Alert, Box, Flex, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useCachedSession } from '../../lib/session.ts';
import { storage } from '../../lib/storage.ts';
import { AssistantModal } from './AssistantModal.tsx';
import './fonts.ts';
import { PAGE_HEIGHT_PX, PAGE_WIDTH_PX } from './layout.ts';
import { BUILDER_NS } from './namespace.ts';
import { ProfilePicture } from './ProfilePicture.tsx';
import { DRAFT_STORAGE_KEY, editResume, resumeTexts, type ResumeRecipe } from './resume-state.ts';
import { ResumePage } from './ResumePage.tsx';
import { CheckResumePanel } from './export/CheckResumePanel.tsx';
import { WARM_AFTER_FONT_MS, WARM_AFTER_OPEN_MS, warmPdfWhenIdle } from './export/warm.ts';
import { ScaledPage } from './ScaledPage.tsx';
import { SavedResumes } from './SavedResumes.tsx';
import { Toolbar } from './Toolbar.tsx';
import { useLeaveWarning } from './useLeaveWarning.tsx';

type FileProblem = 'wrongType' | 'tooLarge' | 'notJson' | 'wrongVersion' | 'invalid' | 'unreadable';

function restoreDraft(): TResumeData | null {
  const text = storage.get(DRAFT_STORAGE_KEY);
  if (!text) return null;
  const parsed = parseResumeFile(text);
  return parsed.ok ? parsed.data : null;
}

function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /resume-builder (spec 03 "Resume builder screen"): a one-page resume edited in place, for visitors and customers. */
export default function ResumeBuilderPage() {
  const { t } = useTranslation(BUILDER_NS);
  const session = useCachedSession();
  const customer = session?.user?.role === 'user';
  const texts = useMemo(() => resumeTexts(t), [t]);
  const [data, setData] = useState<TResumeData>(() => restoreDraft() ?? emptyResume(texts));
  /** Set on any edit, cleared after saving to a file (spec 03 §4). */
  const [dirty, setDirty] = useState(false);
  /** Bumped on every edit, so the server's autosave knows what is new. */
  const [revision, setRevision] = useState(0);
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null);
  const [assistant, setAssistant] = useState<{ key: TAssistantKey; entryKey?: string } | null>(null);
  const [downloading, setDownloading] = useState<'pdf' | 'docx' | null>(null);
  const [overflow, setOverflow] = useState(false);
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  const pageRef = useRef<HTMLDivElement>(null);
  /** The phone's measured copy of the page follows the edits a little behind, so typing stays quick. */
  const measured = useDeferredValue(data);
  useLeaveWarning(dirty);

  // The first PDF is quick too: react-pdf, its WebAssembly and the chosen font load on idle while the user edits.
  const font = data.settings.font;
  const openedWith = useRef(font);
  useEffect(() => warmPdfWhenIdle(font, font === openedWith.current ? WARM_AFTER_OPEN_MS : WARM_AFTER_FONT_MS), [font]);

  const edit = useCallback((recipe: ResumeRecipe) => {
    setData((current) => editResume(current, recipe));
    setDirty(true);
    setRevision((n) => n + 1);
  }, []);

  // A visitor's draft stays in this browser, restored on return.
  useEffect(() => {
    if (customer || revision === 0) return;
    const timer = setTimeout(() => storage.set(DRAFT_STORAGE_KEY, serialiseResume(data)), 400);
    return () => clearTimeout(timer);
  }, [customer, data, revision]);

  // More than one page: the editor warns before the PDF is downloaded. On a phone the page shown is a form (or a
  // preview on its own tab), so a hidden copy of the page, as the PDF draws it, is measured instead.
  useEffect(() => {
    const page = pageRef.current;
    if (!page) return;
    const measure = () => setOverflow(page.scrollHeight > PAGE_HEIGHT_PX + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(page);
    return () => observer.disconnect();
  }, [compact]);

  const saveFile = () => {
    downloadText(serialiseResume(data), 'my_cv.save');
    setDirty(false);
  };

  const loadFile = async (file: File) => {
    if (!file.name.toLowerCase().endsWith('.save')) return setFileProblem('wrongType');
    if (file.size > RESUME_FILE_MAX_BYTES) return setFileProblem('tooLarge');
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setFileProblem('unreadable');
    }
    const parsed = parseResumeFile(text);
    if (!parsed.ok) return setFileProblem(parsed.reason);
    setFileProblem(null);
    setData(parsed.data);
    setRevision((n) => n + 1);
    setDirty(false);
    notifications.show({ color: 'green', message: t('builder.files.loaded'), closeButtonProps: { 'aria-label': t('common.close') } });
  };

  const download = async (format: 'pdf' | 'docx') => {
    setDownloading(format);
    try {
      const exports = await import('./export/index.ts');
      await (format === 'pdf' ? exports.downloadResumePdf(data) : exports.downloadResumeDocx(data));
    } catch {
      notifications.show({ color: 'red', message: t('builder.files.downloadFailed'), closeButtonProps: { 'aria-label': t('common.close') } });
    } finally {
      setDownloading(null);
    }
  };

  const insert = (suggestions: string[]) => {
    if (!assistant) return;
    const { key, entryKey } = assistant;
    edit((d) => {
      if (key === 'summary') d.summary.body = [d.summary.body.trim(), ...suggestions].filter(Boolean).join(' ').slice(0, 5000);
      else if (key === 'workExperience') {
        const entry = d.workExperience.items.find((item) => item.key === entryKey) ?? d.workExperience.items[0];
        entry.body = [entry.body.trim(), ...suggestions.map((s) => `• ${s}`)].filter(Boolean).join('\n').slice(0, 5000);
      } else {
        const items = d[key].items;
        for (const text of suggestions) {
          const empty = items.find((item) => !item.text.trim());
          if (empty) empty.text = text;
          else if (items.length < 30) items.push({ key: `${key}${Math.max(0, ...items.map((i) => Number(i.key.slice(key.length)) || 0)) + 1}`, text });
        }
      }
    });
  };

  const editor = (preview: boolean, layout: 'page' | 'form') => (
    <ResumePage
      ref={layout === 'page' && !preview ? pageRef : undefined}
      data={data}
      onEdit={edit}
      texts={texts}
      preview={preview}
      layout={layout}
      onAssistant={(key, entryKey) => setAssistant({ key, entryKey })}
      picture={<ProfilePicture picture={data.profilePic} onEdit={edit} preview={preview} />}
    />
  );

  /** The A4 page as the preview draws it, never seen: only its height counts (phones). */
  const measuredPage = (
    <div aria-hidden inert style={{ height: 0, overflow: 'hidden', visibility: 'hidden' }}>
      <div style={{ width: PAGE_WIDTH_PX }}>
        <ResumePage
          ref={pageRef}
          data={measured}
          onEdit={edit}
          texts={texts}
          preview
          layout="page"
          onAssistant={() => undefined}
          picture={<ProfilePicture picture={measured.profilePic} onEdit={edit} preview />}
          testId={null}
        />
      </div>
    </div>
  );

  const overflowWarning = overflow && (
    <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="overflow-warning">
      {t('builder.overflow')}
    </Alert>
  );

  const toolbar = (
    <Toolbar
      data={data}
      onEdit={edit}
      onSaveFile={saveFile}
      onLoadFile={(file) => void loadFile(file)}
      onDownload={(format) => void download(format)}
      downloading={downloading}
      compact={compact}
    />
  );

  return (
    <>
      <PageHeader
        title={t('titles.resumeBuilder')}
        actions={
          (customer || compact) && (
            <Group gap="sm">
              {customer && <SavedResumes data={data} revision={revision} texts={texts} onOpen={(resume) => (setData(resume), setDirty(false))} />}
              {compact && toolbar}
            </Group>
          )
        }
      />
      <Stack gap="sm">
        {!compact && (
          <Paper withBorder p="xs" radius="md">
            {toolbar}
          </Paper>
        )}
        {fileProblem && (
          <Alert color="red" role="alert" withCloseButton closeButtonLabel={t('common.close')} onClose={() => setFileProblem(null)} data-testid="file-problem">
            {t(`builder.files.problems.${fileProblem}`)}
          </Alert>
        )}
        {!customer && (
          <Text size="sm" c="gray.7">
            {t('builder.visitorDraft')}
          </Text>
        )}
        {overflowWarning}
        {compact ? (
          <Tabs defaultValue="edit" keepMounted={false}>
            <Tabs.List grow>
              <Tabs.Tab value="edit">{t('builder.tabs.edit')}</Tabs.Tab>
              <Tabs.Tab value="preview">{t('builder.tabs.preview')}</Tabs.Tab>
              <Tabs.Tab value="check">{t('builder.tabs.check')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="edit" pt="sm">
              {editor(false, 'form')}
            </Tabs.Panel>
            <Tabs.Panel value="preview" pt="sm">
              <ScaledPage>{editor(true, 'page')}</ScaledPage>
            </Tabs.Panel>
            <Tabs.Panel value="check" pt="sm">
              <CheckResumePanel data={data} />
            </Tabs.Panel>
          </Tabs>
        ) : (
          <Flex gap="md" align="flex-start" direction={{ base: 'column', xl: 'row' }}>
            <Box style={{ flex: 1, minWidth: 0, width: '100%' }}>
              <ScaledPage>{editor(false, 'page')}</ScaledPage>
            </Box>
            <Box w={{ base: '100%', xl: 340 }} style={{ flexShrink: 0 }}>
              <CheckResumePanel data={data} />
            </Box>
          </Flex>
        )}
      </Stack>
      {compact && measuredPage}
      <AssistantModal target={assistant?.key ?? null} onClose={() => setAssistant(null)} onInsert={insert} />
    </>
  );
}
