import type { TTemplateCreateRequest, TTemplateResponse, TTemplatesResponse, TQuestionnaireItem, TTemplateSummary } from '@draftdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireStatus } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query.ts';

interface TemplateCreateResponse {
  status: boolean;
  message: string;
  template: TTemplateSummary;
}

/** GET /api/writer/questionnaire-template: the writer's templates, newest first. */
export function useTemplates(enabled = true) {
  return useQuery({
    queryKey: queryKeys.templates,
    queryFn: ({ signal }) => api.get<TTemplatesResponse>('/api/writer/questionnaire-template', { signal }).then(requireStatus),
    enabled,
  });
}

/** POST /api/writer/questionnaire-template/create {name} */
export function useCreateTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TTemplateCreateRequest) => api.post<TemplateCreateResponse>('/api/writer/questionnaire-template/create', body).then(requireStatus),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.templates }),
  });
}

/** GET /api/writer/questionnaire-template/get/{key} */
export function useTemplate(key: string) {
  return useQuery({
    queryKey: queryKeys.template(key),
    queryFn: ({ signal }) => api.get<TTemplateResponse>(`/api/writer/questionnaire-template/get/${encodeURIComponent(key)}`, { signal }).then(requireStatus),
    enabled: key !== '',
  });
}

/** Writes answer with the template as it now is: the page shows it at once; the list is refetched. */
function useTemplateWrite<T>(key: string, call: (input: T) => Promise<TTemplateResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => call(input).then(requireStatus),
    onSuccess: (response) => {
      client.setQueryData(queryKeys.template(key), response);
      void client.invalidateQueries({ queryKey: queryKeys.templates });
    },
  });
}

/** POST /api/writer/questionnaire-template/template {key, data}: saves the draft items. */
export function useSaveTemplate(key: string) {
  return useTemplateWrite(key, (items: TQuestionnaireItem[]) =>
    api.post<TTemplateResponse>('/api/writer/questionnaire-template/template', { key, data: items }),
  );
}

/** POST /api/writer/questionnaire-template/publish {key, name}: the saved draft becomes the published version. */
export function usePublishTemplate(key: string) {
  return useTemplateWrite(key, (name: string) => api.post<TTemplateResponse>('/api/writer/questionnaire-template/publish', { key, name }));
}
