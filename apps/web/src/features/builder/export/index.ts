// The resume builder's exports (see render.ts): the files, made on demand, and the "Check my resume" panel.
export { DOCX_FILE_NAME, PDF_FILE_NAME, downloadResumeDocx, downloadResumePdf, renderResumeDocx, renderResumePdf } from './render.ts';
export { BUILDER_CHECK_NS, CheckResumePanel, type CheckResumePanelProps } from './CheckResumePanel.tsx';
