import type {
  TGenerateContentRequest,
  TGenerateContentResponse,
  TResumeData,
  TSavedResumeListResponse,
  TSavedResumeResponse,
  TSavedResumeUpdatedResponse,
} from '@draftdesk/contract';
import { api } from '../../lib/api.ts';

/** POST /customer/generate-content (spec 03 §7; open to visitors): the assistant's suggestions. */
export function generateContent(body: TGenerateContentRequest, signal?: AbortSignal) {
  return api.post<TGenerateContentResponse>('/customer/generate-content', body, { signal, on401: 'throw' });
}

/** The title a saved resume is listed under: the name on it, else the role, else the caller's fallback. */
export function resumeTitle(data: TResumeData, fallback: string): string {
  return (data.name.text.trim() || data.role.text.trim() || fallback).slice(0, 120);
}

// A signed-in customer's saved resumes (autosaved while they edit): /api/customer/resumes.
export const resumesApi = {
  list: () => api.get<TSavedResumeListResponse>('/api/customer/resumes'),
  get: (id: string) => api.get<TSavedResumeResponse>(`/api/customer/resumes/${encodeURIComponent(id)}`),
  create: (title: string, data: TResumeData) => api.post<TSavedResumeUpdatedResponse>('/api/customer/resumes', { title, data }),
  update: (id: string, title: string, data: TResumeData) =>
    api.put<TSavedResumeUpdatedResponse>(`/api/customer/resumes/${encodeURIComponent(id)}`, { title, data }),
  remove: (id: string) => api.delete<{ status: boolean }>(`/api/customer/resumes/${encodeURIComponent(id)}`),
};
