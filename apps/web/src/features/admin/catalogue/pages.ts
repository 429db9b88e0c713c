// The catalogue's pages load as one chunk: they share most of their code, and one chunk keeps the app's entry
// (which names every chunk a route may preload) within the /login budget (scripts/report-sizes.mjs). The contract
// editor's rich text editor stays a chunk of its own.
export { default as CataloguePage } from './CataloguePage.tsx';
export { default as PackageEditorPage } from './packages/PackageEditorPage.tsx';
export { default as ContractEditorPage } from './contracts/ContractEditorPage.tsx';
export { default as QuestionnaireEditorPage } from './questionnaires/QuestionnaireEditorPage.tsx';
export { default as SurveyEditorPage } from './surveys/SurveyEditorPage.tsx';
export { default as ProductEditorPage } from './products/ProductEditorPage.tsx';
